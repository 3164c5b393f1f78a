import { group } from './define'

const conventillo =
  'Texto elaborado para esta prueba a partir de testimonios de comienzos del siglo XX:\nEn el conventillo viven más de cien personas. Cada familia ocupa un cuarto de tres por cuatro metros, sin ventanas. Hay una sola llave de agua para todos y, cuando llueve, el patio se convierte en un barrial. Los niños enferman con frecuencia y muchos no alcanzan a cumplir un año.'

const segundoMedio = group('PAES', 'Historia', '2° Medio', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué cambio introdujo la Revolución Industrial en la organización del trabajo?',
    alternativas: [
      'El trabajo artesanal en talleres familiares se volvió predominante.',
      'El trabajo se concentró en fábricas con máquinas y obreros asalariados.',
      'La mayor parte de la población volvió a trabajar en el campo.',
      'Los gremios medievales pasaron a controlar la producción.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué principios defendía el liberalismo político del siglo XIX?',
    alternativas: [
      'El origen divino del poder de los reyes y la nobleza.',
      'La propiedad colectiva de los medios de producción.',
      'El gobierno de un partido único sobre toda la sociedad.',
      'Las libertades individuales y la división de poderes.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué ideología impulsó la unificación de Italia y de Alemania en el siglo XIX?',
    alternativas: ['El nacionalismo', 'El absolutismo', 'El anarquismo', 'El feudalismo'],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué motivación económica tuvo el imperialismo europeo de fines del siglo XIX?',
    alternativas: [
      'Difundir la democracia en los territorios ocupados.',
      'Reducir la producción industrial de Europa.',
      'Obtener materias primas y mercados para sus productos industriales.',
      'Devolver a los pueblos colonizados el control de sus recursos.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: conventillo,
    enunciado: '¿Qué problema de la sociedad chilena de comienzos del siglo XX describe la fuente?',
    alternativas: [
      'La falta de trabajadores dispuestos a vivir en la ciudad.',
      'Las malas condiciones de vivienda de los sectores populares.',
      'El alto costo de los productos importados desde Europa.',
      'La migración de la población urbana hacia el campo.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    texto: conventillo,
    enunciado:
      '¿Qué tipo de medida impulsó el Estado chileno en las primeras décadas del siglo XX para enfrentar problemas como el descrito?',
    alternativas: [
      'La prohibición de la migración del campo a la ciudad.',
      'La eliminación de los impuestos al salitre.',
      'El cierre de las fábricas ubicadas en las ciudades.',
      'Leyes sociales sobre vivienda obrera, trabajo y previsión.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué consecuencia económica tuvo para Chile el resultado de la Guerra del Pacífico?',
    alternativas: [
      'El control del salitre, cuyos impuestos financiaron al Estado.',
      'El abandono de la minería y el auge de las exportaciones de trigo.',
      'La pérdida de sus principales yacimientos de cobre en el norte.',
      'El fin del comercio con Gran Bretaña y el resto de Europa.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Camila tiene una tarde libre: puede trabajar y ganar $15.000 o ir al cine con sus amigos. Si elige ir al cine, ¿cuál es su costo de oportunidad?',
    alternativas: [
      'El precio de la entrada al cine.',
      'Los $15.000 que deja de ganar.',
      'El tiempo que dura la película.',
      'No tiene costo, porque es su tarde libre.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Una helada destruye gran parte de la cosecha de paltas y la demanda se mantiene constante. ¿Qué se espera que ocurra en el mercado de la palta?',
    alternativas: [
      'El precio baja, porque hay menos paltas.',
      'El precio no cambia, porque la demanda es la misma.',
      'El precio sube, porque disminuye la oferta.',
      'La demanda aumenta, porque hay menos paltas.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál es el problema económico fundamental que enfrentan todas las sociedades?',
    alternativas: [
      'El exceso de recursos frente a necesidades limitadas.',
      'La falta de dinero impreso por los bancos centrales.',
      'La existencia de demasiadas empresas en el mercado.',
      'La escasez: necesidades ilimitadas y recursos limitados.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué hecho desencadenó la Primera Guerra Mundial en 1914?',
    alternativas: [
      'El asesinato del archiduque Francisco Fernando en Sarajevo.',
      'La invasión alemana de Polonia y la respuesta de Francia.',
      'El ataque japonés a la base estadounidense de Pearl Harbor.',
      'La Revolución rusa y la caída del zar Nicolás II.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Por qué la crisis económica de 1929 afectó gravemente a Chile?',
    alternativas: [
      'Porque Chile tenía una industria pesada muy desarrollada y endeudada.',
      'Porque dependía de exportar materias primas, cuya demanda se desplomó.',
      'Porque Chile había prestado grandes sumas de dinero a Estados Unidos.',
      'Porque Chile no tenía comercio exterior con otros países.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué característica compartieron los regímenes totalitarios del período de entreguerras?',
    alternativas: [
      'La existencia de varios partidos que competían en elecciones libres.',
      'La protección de la libertad de prensa y de opinión.',
      'Un partido único que controlaba el Estado y la vida social.',
      'La separación de poderes y la independencia de los jueces.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué fue el Holocausto?',
    alternativas: [
      'La guerra entre Estados Unidos y Japón en el océano Pacífico.',
      'El bloqueo de Berlín occidental por parte de la Unión Soviética.',
      'La crisis económica mundial que siguió a la caída de la bolsa.',
      'El exterminio sistemático de judíos y otros grupos por el nazismo.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué organismo se creó en 1945 para mantener la paz y la seguridad internacionales?',
    alternativas: [
      'La Sociedad de las Naciones',
      'La Organización de las Naciones Unidas',
      'La Organización del Tratado del Atlántico Norte',
      'La Organización de los Estados Americanos',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué documento aprobó la Asamblea General de las Naciones Unidas en 1948?',
    alternativas: [
      'La Declaración Universal de los Derechos Humanos',
      'El Tratado de Versalles',
      'La Carta del Atlántico',
      'La Declaración de los Derechos del Hombre y del Ciudadano',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué caracterizó a la Guerra Fría?',
    alternativas: [
      'Una guerra directa entre Estados Unidos y la URSS en Europa.',
      'La alianza permanente de Estados Unidos y la URSS contra Alemania.',
      'La rivalidad de dos bloques sin guerra directa entre las superpotencias.',
      'El fin de la carrera armamentista y nuclear entre las potencias.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué hecho de 1989 simboliza el fin de la Guerra Fría?',
    alternativas: [
      'La construcción del Muro de Berlín',
      'La crisis de los misiles en Cuba',
      'La llegada del ser humano a la Luna',
      'La caída del Muro de Berlín',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué estableció la Constitución chilena de 1925?',
    alternativas: [
      'Un régimen presidencial y la separación de la Iglesia y el Estado.',
      'Un régimen parlamentario con predominio absoluto del Congreso.',
      'El voto de las mujeres en todas las elecciones del país.',
      'La monarquía constitucional como forma de gobierno de Chile.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué institución creó el Estado chileno en 1939 para impulsar la industrialización del país?',
    alternativas: [
      'El Banco Central de Chile',
      'La Corporación de Fomento de la Producción',
      'La Empresa Nacional de Minería',
      'La Dirección General del Trabajo',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué buscó la reforma agraria realizada en Chile entre 1962 y 1973?',
    alternativas: [
      'Vender las tierras fiscales a grandes empresas extranjeras.',
      'Aumentar el tamaño de los latifundios existentes en el país.',
      'Expropiar latifundios y entregar la tierra a los campesinos.',
      'Trasladar a la población rural hacia las grandes ciudades.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué medida económica fue aprobada por unanimidad en el Congreso Nacional en 1971?',
    alternativas: [
      'La privatización de las empresas del Estado.',
      'La creación del sistema de AFP.',
      'La apertura de la economía al comercio exterior.',
      'La nacionalización de la gran minería del cobre.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué ocurrió en Chile el 11 de septiembre de 1973?',
    alternativas: [
      'Un golpe de Estado derrocó al presidente Salvador Allende.',
      'Se realizó el plebiscito que puso término al régimen militar.',
      'Asumió Patricio Aylwin como presidente de la República.',
      'Se promulgó la Constitución que reemplazó a la de 1833.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      '¿Qué informe, entregado en 1991, documentó los casos de muerte y desaparición de personas por violaciones a los derechos humanos durante la dictadura?',
    alternativas: [
      'El Informe de la Comisión Nacional sobre Prisión Política y Tortura',
      'El Informe de la Comisión Nacional de Verdad y Reconciliación',
      'El Informe sobre Desarrollo Humano del Programa de Naciones Unidas',
      'El Informe final de la Comisión de Reforma Agraria',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Cuál fue el resultado del plebiscito del 5 de octubre de 1988?',
    alternativas: [
      'Ganó la opción Sí y el régimen militar se prolongó hasta 1997.',
      'Se aprobó una Constitución redactada por una asamblea constituyente.',
      'Ganó la opción No y en 1989 hubo elecciones presidenciales y parlamentarias.',
      'Se anuló la votación por irregularidades y se repitió al año siguiente.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué secuencia de hechos está en orden cronológico?',
    alternativas: [
      'Crisis de 1929, Primera Guerra Mundial, caída del Muro de Berlín, Segunda Guerra Mundial.',
      'Primera Guerra Mundial, Segunda Guerra Mundial, crisis de 1929, caída del Muro de Berlín.',
      'Segunda Guerra Mundial, Primera Guerra Mundial, crisis de 1929, caída del Muro de Berlín.',
      'Primera Guerra Mundial, crisis de 1929, Segunda Guerra Mundial, caída del Muro de Berlín.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      '¿Por qué la crisis de 1929 favoreció en América Latina la industrialización por sustitución de importaciones?',
    alternativas: [
      'Porque, al caer las exportaciones, se dificultó importar manufacturas.',
      'Porque Estados Unidos financió la construcción de fábricas en la región.',
      'Porque los países de la región aumentaron sus exportaciones de materias primas.',
      'Porque Europa prohibió la venta de sus productos industriales a América.',
    ],
    correcta: 0,
  },
])

const participacion =
  'Columna de opinión (texto elaborado para esta prueba):\nHay quienes creen que la democracia se agota en votar cada cierto tiempo. Sin embargo, una democracia sana necesita ciudadanos que se informen, conversen con quienes piensan distinto y participen en organizaciones de su barrio, su escuela o su lugar de trabajo. El voto es indispensable, pero no suficiente: sin participación cotidiana, las autoridades pierden el contacto con los problemas reales de las personas.'

const tercerMedio = group('PAES', 'Historia', '3° Medio', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué caracteriza a un Estado de derecho?',
    alternativas: [
      'Las autoridades pueden actuar sin límites legales para mantener el orden público.',
      'Gobernantes y gobernados se someten a la ley, que protege los derechos de todos.',
      'Las leyes se aplican solo a las personas que no ejercen cargos públicos.',
      'El jefe de Estado puede modificar las leyes vigentes por su sola voluntad.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Cuál es el propósito de la separación de los poderes del Estado?',
    alternativas: [
      'Acelerar la tramitación y aprobación de las leyes.',
      'Concentrar las decisiones importantes en una sola autoridad.',
      'Reducir el número de funcionarios públicos del país.',
      'Evitar la concentración del poder y su abuso.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'En una democracia representativa, ¿cómo ejerce el pueblo principalmente la soberanía?',
    alternativas: [
      'Eligiendo a sus representantes en elecciones periódicas.',
      'Delegando todas las decisiones en las Fuerzas Armadas.',
      'Aprobando cada ley mediante asambleas diarias.',
      'Designando a los jueces por sorteo.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué significa que los derechos humanos sean universales?',
    alternativas: [
      'Que cada Estado decide a quiénes se los reconoce.',
      'Que solo los tienen los ciudadanos con derecho a voto.',
      'Que pertenecen a todas las personas, sin distinción alguna.',
      'Que se pueden vender o traspasar a otras personas.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      '¿Qué acción judicial puede presentar una persona ante la Corte de Apelaciones cuando un acto ilegal o arbitrario amenaza sus derechos constitucionales?',
    alternativas: [
      'Una iniciativa popular de ley',
      'Un recurso de protección',
      'Una acusación constitucional',
      'Un plebiscito comunal',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué derecho resguarda el recurso de amparo, también conocido como habeas corpus?',
    alternativas: [
      'El derecho de propiedad sobre bienes muebles e inmuebles',
      'La libertad de enseñanza y de abrir establecimientos',
      'El derecho a sufragio en las elecciones populares',
      'La libertad personal y la seguridad individual',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué función cumple la Contraloría General de la República?',
    alternativas: [
      'Fiscaliza la legalidad de los actos de la administración y el uso de fondos públicos.',
      'Dicta cada año la ley de presupuestos de la nación y la envía al Congreso.',
      'Juzga y condena los delitos cometidos por los funcionarios públicos.',
      'Dirige la política económica del país y fija las tasas de interés.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué organismo administra y supervigila los procesos electorales en Chile?',
    alternativas: [
      'El Tribunal Constitucional',
      'El Congreso Nacional',
      'El Servicio Electoral (Servel)',
      'El Ministerio del Interior',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Cuál de estas acciones es un ejemplo de participación ciudadana distinta del voto?',
    alternativas: [
      'Pagar las cuentas de servicios básicos.',
      'Cumplir el horario de trabajo.',
      'Ver noticias en televisión.',
      'Integrar la junta de vecinos del barrio.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Por qué la libertad de prensa es importante para la democracia?',
    alternativas: [
      'Porque garantiza que todos los medios publiquen las mismas opiniones.',
      'Porque permite a la ciudadanía informarse y fiscalizar al poder.',
      'Porque permite al gobierno decidir qué información se publica.',
      'Porque reemplaza la función de los tribunales de justicia.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Análisis de fuentes',
    enunciado: 'Antes de compartir una noticia en redes sociales, ¿qué acción permite evaluar mejor su confiabilidad?',
    alternativas: [
      'Contrastarla con otras fuentes y verificar su origen y fecha.',
      'Revisar cuántas personas la han compartido y comentado.',
      'Confiar en ella si coincide con lo que uno ya piensa.',
      'Leer el titular y mirar con atención la imagen principal.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué es la inflación?',
    alternativas: [
      'La disminución del número de personas con empleo.',
      'El aumento del valor del peso frente al dólar.',
      'El aumento sostenido y generalizado de los precios.',
      'La baja de las tasas de interés de los bancos.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué institución autónoma es responsable de la estabilidad de los precios en Chile?',
    alternativas: [
      'El Banco Central de Chile',
      'El Servicio de Impuestos Internos',
      'La Comisión para el Mercado Financiero',
      'La Tesorería General de la República',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Al solicitar un crédito de consumo, ¿qué indicador permite comparar el costo total de distintas ofertas?',
    alternativas: [
      'El monto de la primera cuota',
      'La Carga Anual Equivalente (CAE)',
      'El número de cuotas',
      'El nombre de la institución',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Una persona deposita $100.000 a un interés compuesto de 10 % anual y no retira nada. ¿Cuánto dinero tendrá al cabo de dos años?',
    alternativas: ['$110.000', '$120.000', '$121.000', '$200.000'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué plantea el concepto de desarrollo sostenible?',
    alternativas: [
      'Crecer económicamente al máximo, sin considerar otros factores.',
      'Detener toda actividad productiva para proteger la naturaleza.',
      'Explotar primero los recursos naturales que se agotan más rápido.',
      'Satisfacer las necesidades actuales sin comprometer las futuras.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué impuesto se aplica al consumo de la mayoría de los bienes y servicios en Chile?',
    alternativas: [
      'El Impuesto al Valor Agregado (IVA)',
      'El impuesto territorial',
      'El impuesto a la herencia',
      'El impuesto global complementario',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué caracteriza a la globalización?',
    alternativas: [
      'El aislamiento económico y cultural de los países.',
      'La creciente interconexión económica, cultural y tecnológica.',
      'La desaparición de los Estados nacionales y sus fronteras.',
      'El fin del comercio internacional entre continentes.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué es un tratado de libre comercio?',
    alternativas: [
      'Un acuerdo militar de defensa mutua entre países vecinos.',
      'Una ley nacional que prohíbe o limita las importaciones.',
      'Un acuerdo entre países para reducir o eliminar aranceles.',
      'Un contrato colectivo entre una empresa y sus trabajadores.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: participacion,
    enunciado: '¿Cuál es la tesis que defiende el autor de la columna?',
    alternativas: [
      'El voto debería dejar de ser un derecho.',
      'Las autoridades conocen bien los problemas de las personas.',
      'Las organizaciones de barrio reemplazan a las elecciones.',
      'La democracia requiere participación ciudadana más allá del voto.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: participacion,
    enunciado: '¿Qué situación serviría como ejemplo para apoyar el argumento de la columna?',
    alternativas: [
      'Vecinos que se organizan y presentan al municipio un proyecto para su plaza.',
      'Una persona que decide no informarse para evitar discusiones políticas.',
      'Un gobierno que suspende las elecciones para ahorrar recursos públicos.',
      'Un grupo de amigos que comparte noticias sin verificar su origen.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué acontecimiento histórico motivó la redacción de la Declaración Universal de los Derechos Humanos?',
    alternativas: [
      'La Revolución Industrial y sus consecuencias sociales',
      'Las atrocidades de la Segunda Guerra Mundial',
      'La independencia de las colonias americanas',
      'La caída del Muro de Berlín y el fin de la URSS',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Un servicio público niega la atención a una persona por su origen étnico. ¿Qué principio de los derechos humanos se vulnera?',
    alternativas: [
      'La libertad de conciencia y de culto',
      'El derecho de propiedad',
      'La igualdad y no discriminación',
      'La libertad de asociación',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué situación vulnera el principio de alternancia en el poder propio de una democracia?',
    alternativas: [
      'Que un partido de oposición gane las elecciones presidenciales.',
      'Que una autoridad prolongue su mandato sin convocar a elecciones.',
      'Que el Congreso rechace un proyecto de ley enviado por el gobierno.',
      'Que un alcalde decida no presentarse a la reelección.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál es la función principal del Tribunal Constitucional?',
    alternativas: [
      'Juzgar los delitos comunes de mayor gravedad.',
      'Elegir a los ministros de la Corte Suprema.',
      'Controlar que las leyes se ajusten a la Constitución.',
      'Redactar los proyectos de ley del gobierno.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Una fábrica contamina un río y perjudica a los pescadores de la zona sin compensarlos. ¿Qué concepto económico describe esta situación?',
    alternativas: [
      'Una externalidad negativa',
      'Un monopolio natural',
      'Una economía de escala',
      'Un subsidio estatal',
    ],
    correcta: 0,
  },
])

const independencia =
  'Dos interpretaciones elaboradas para esta prueba:\nHistoriador A: “La Independencia fue impulsada por una élite criolla que, desde hacía décadas, resentía su exclusión de los altos cargos y las restricciones al comercio. Esa élite vio la oportunidad de tomar el poder político que le correspondía”.\nHistoriador B: “Sin la crisis de la monarquía española, tras la invasión napoleónica de 1808, la Independencia no se explica. El vacío de poder obligó a los criollos a improvisar gobiernos propios que, con el tiempo, terminaron rompiendo con España”.'

const cuartoMedio = group('PAES', 'Historia', '4° Medio', [
  {
    habilidad: 'Análisis de fuentes',
    texto: independencia,
    enunciado: '¿En qué se diferencian las interpretaciones de ambos historiadores?',
    alternativas: [
      'A destaca causas externas a América y B, causas internas.',
      'A destaca los intereses de la élite criolla y B, la crisis de la monarquía española.',
      'A considera que la Independencia fue un proceso popular y B, uno militar.',
      'A niega el papel de los criollos y B lo destaca.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: independencia,
    enunciado: '¿Qué afirmación es compatible con ambas interpretaciones?',
    alternativas: [
      'La Independencia fue obra exclusiva de la invasión napoleónica.',
      'La Independencia se produjo sin la participación de los criollos.',
      'La Independencia fue planificada por la monarquía española.',
      'Los criollos tuvieron un papel protagónico en la Independencia.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué rasgo caracterizó al orden político que se consolidó en Chile con la Constitución de 1833?',
    alternativas: [
      'Un Estado centralizado, con un Ejecutivo fuerte y autoritario.',
      'Un sistema federal con provincias autónomas.',
      'Un régimen parlamentario con predominio del Congreso.',
      'Una democracia con sufragio universal masculino y femenino.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué reformas impulsaron los gobiernos liberales chilenos en la década de 1880?',
    alternativas: [
      'La creación del Banco Central y de la Corporación de Fomento.',
      'La nacionalización de la industria del salitre y del cobre.',
      'Las leyes de cementerios laicos, matrimonio civil y registro civil.',
      'El voto femenino y la educación primaria obligatoria para todos.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Quiénes se enfrentaron en la Guerra Civil de 1891?',
    alternativas: [
      'Chile y la alianza de Perú y Bolivia.',
      'Los liberales y los conservadores por las leyes laicas.',
      'El Ejército y los trabajadores del salitre.',
      'El presidente José Manuel Balmaceda y el Congreso Nacional.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué caracterizó al período parlamentario chileno (1891-1925)?',
    alternativas: [
      'El predominio del Congreso y la frecuente rotación de ministros.',
      'La concentración de todos los poderes públicos en el presidente.',
      'La suspensión de todas las elecciones durante el período.',
      'La aprobación de una nueva Constitución cada diez años.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué proceso llevó adelante el Estado chileno en la Araucanía entre 1861 y 1883?',
    alternativas: [
      'La entrega de títulos de propiedad de todo el territorio a las comunidades mapuche.',
      'La ocupación militar del territorio mapuche y su incorporación al Estado.',
      'La firma de un tratado que reconoció a la Araucanía como país independiente.',
      'El traslado de la capital del país a la ciudad de Temuco.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué causó la crisis de la industria salitrera chilena después de la Primera Guerra Mundial?',
    alternativas: [
      'El agotamiento total de los yacimientos del norte.',
      'La prohibición del uso de fertilizantes en Europa.',
      'La producción de salitre sintético en Europa.',
      'La nacionalización de las oficinas salitreras.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué caracterizó a los gobiernos radicales en Chile (1938-1952)?',
    alternativas: [
      'La privatización de las empresas públicas y la apertura comercial.',
      'El impulso estatal a la industria y la expansión de la educación.',
      'El retorno al régimen parlamentario de fines del siglo XIX.',
      'La prohibición de los partidos políticos de oposición.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué cambio introdujo la reforma constitucional de 1970 en el derecho a sufragio?',
    alternativas: [
      'Estableció por primera vez el voto de las mujeres.',
      'Lo extendió a las personas analfabetas y a los mayores de 18 años.',
      'Eliminó el voto secreto en las elecciones presidenciales.',
      'Restringió el voto a quienes supieran leer y escribir.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      '¿Qué medidas caracterizaron la transformación económica impulsada por la dictadura militar desde mediados de los años setenta?',
    alternativas: [
      'La nacionalización de la banca y la profundización de la reforma agraria.',
      'La fijación por parte del Estado de los precios de todos los productos.',
      'La prohibición de las importaciones para proteger a la industria nacional.',
      'La apertura comercial, las privatizaciones y un menor rol del Estado.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Quién asumió la presidencia de Chile en marzo de 1990, al recuperarse la democracia?',
    alternativas: ['Patricio Aylwin', 'Eduardo Frei Montalva', 'Jorge Alessandri', 'Ricardo Lagos'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué documentó el informe de la Comisión Nacional sobre Prisión Política y Tortura (Informe Valech)?',
    alternativas: [
      'Las causas económicas y financieras de la crisis de 1982.',
      'Los resultados por comuna del plebiscito de 1988.',
      'Los casos de prisión política y tortura durante la dictadura.',
      'Los efectos del terremoto de 1960 en el sur de Chile.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      '¿Qué hecho de 1959 influyó en la política de Estados Unidos hacia América Latina durante la Guerra Fría?',
    alternativas: [
      'La creación de la Unión Europea',
      'La caída del Muro de Berlín',
      'El fin de la Segunda Guerra Mundial',
      'La Revolución cubana',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué proceso ocurrió en gran parte de Asia y África después de la Segunda Guerra Mundial?',
    alternativas: [
      'La descolonización y la independencia de muchas colonias europeas.',
      'La expansión de los imperios coloniales europeos sobre nuevos territorios.',
      'La unificación de ambos continentes bajo un solo Estado federal.',
      'El retorno de las monarquías absolutas en las antiguas colonias.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Si aumenta la demanda de un bien y su oferta se mantiene constante, ¿qué se espera que ocurra con su precio de equilibrio?',
    alternativas: ['Que baje', 'Que no cambie', 'Que suba', 'Que llegue a cero'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué es la colusión entre empresas?',
    alternativas: [
      'La fusión legal de dos empresas autorizada por el Estado.',
      'Un acuerdo entre competidores para fijar precios o repartirse el mercado.',
      'La competencia entre empresas para ofrecer precios más bajos.',
      'La venta de productos a un precio menor que su costo.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Cuál de estos procesos ocurrió durante la Guerra Fría?',
    alternativas: [
      'La Guerra del Pacífico',
      'La Revolución francesa',
      'La Primera Guerra Mundial',
      'La reforma agraria chilena',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      '¿Qué consecuencia social tuvo en Chile el modelo de industrialización por sustitución de importaciones?',
    alternativas: [
      'El crecimiento de la población urbana y de los sectores obreros y medios.',
      'La disminución sostenida de la población de las principales ciudades.',
      'La desaparición del Estado como actor relevante de la economía.',
      'El aumento de la población que trabajaba en la agricultura.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'La crisis financiera iniciada en Estados Unidos en 2008 afectó a economías de todo el mundo. ¿Qué rasgo del mundo actual evidencia este hecho?',
    alternativas: [
      'El aislamiento creciente de las economías nacionales.',
      'El fin del comercio de bienes entre los continentes.',
      'La interdependencia de las economías del mundo.',
      'La desaparición de los bancos centrales nacionales.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué establecieron las potencias europeas en la Conferencia de Berlín (1884-1885)?',
    alternativas: [
      'El fin de la esclavitud en América.',
      'Las reglas para repartirse el territorio africano.',
      'La creación de la Sociedad de las Naciones.',
      'La independencia de las colonias de Asia.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué régimen se instauró en Rusia tras la revolución de octubre de 1917?',
    alternativas: [
      'Una monarquía constitucional encabezada por el zar.',
      'Una democracia liberal con varios partidos.',
      'Un Estado socialista dirigido por el partido bolchevique.',
      'Un régimen fascista aliado de Italia.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué factor contribuyó a la crisis de la democracia chilena a comienzos de la década de 1970?',
    alternativas: [
      'La ausencia de partidos políticos organizados.',
      'La estabilidad de los precios y el crecimiento sostenido.',
      'El acuerdo de todos los sectores en torno a un mismo proyecto.',
      'La fuerte polarización política y una grave crisis económica.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué vulnera un tribunal que condena a una persona sin permitirle defenderse?',
    alternativas: [
      'El derecho a un debido proceso.',
      'La libertad de expresión y de prensa.',
      'El derecho de propiedad privada.',
      'La libertad de trabajo.',
    ],
    correcta: 0,
  },
])

export const paesHistoria = [...segundoMedio, ...tercerMedio, ...cuartoMedio]

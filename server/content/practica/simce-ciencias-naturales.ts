import { group } from './define'

const segundoBasico = group('SIMCE', 'Ciencias Naturales', '2° Básico', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estos animales es un mamífero?',
    alternativas: ['La gallina', 'La vaca', 'La lagartija', 'El salmón'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué cubre el cuerpo de las aves?',
    alternativas: ['Pelos', 'Escamas', 'Plumas', 'Piel húmeda'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estos animales es un invertebrado?',
    alternativas: ['El perro', 'La rana', 'La culebra', 'La araña'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿En qué orden crece una rana?',
    alternativas: [
      'Huevo, renacuajo, rana adulta.',
      'Renacuajo, huevo, rana adulta.',
      'Huevo, rana adulta, renacuajo.',
      'Rana adulta, renacuajo, huevo.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué sale del huevo de una mariposa?',
    alternativas: ['Una mariposa pequeña', 'Un renacuajo', 'Una oruga', 'Un pollito'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué órgano bombea la sangre por todo el cuerpo?',
    alternativas: ['Los pulmones', 'El estómago', 'El cerebro', 'El corazón'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Para qué sirven los pulmones?',
    alternativas: ['Para digerir la comida.', 'Para respirar.', 'Para pensar.', 'Para mover los huesos.'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué órgano está protegido por el cráneo?',
    alternativas: ['El cerebro', 'El corazón', 'El estómago', 'Los pulmones'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'El pato tiene una piel delgada entre los dedos de sus patas. ¿Para qué le sirve?',
    alternativas: ['Para volar más alto.', 'Para trepar árboles.', 'Para cavar hoyos.', 'Para nadar mejor.'],
    correcta: 3,
  },
  {
    habilidad: 'Observar y plantear preguntas',
    enunciado: 'Pedro dejó un cubo de hielo en un plato al sol. ¿Qué vio después de un rato?',
    alternativas: [
      'El hielo se puso más duro.',
      'El hielo se volvió agua líquida.',
      'El hielo se hizo más grande.',
      'El hielo se volvió una piedra.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Una olla con agua hierve mucho rato. ¿Por qué queda cada vez menos agua?',
    alternativas: [
      'Porque el agua se vuelve hielo.',
      'Porque la olla se toma el agua.',
      'Porque el agua se vuelve vapor.',
      'Porque el fuego se come el agua.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué instrumento mide la temperatura del aire?',
    alternativas: ['El pluviómetro', 'El termómetro', 'La veleta', 'La regla'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué instrumento muestra hacia dónde sopla el viento?',
    alternativas: ['El termómetro', 'El pluviómetro', 'La balanza', 'La veleta'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué mide el pluviómetro?',
    alternativas: ['Cuánta lluvia cae.', 'Cuánto calor hace.', 'Hacia dónde va el viento.', 'Cuánto pesa algo.'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Cuál de estas colaciones es más sana?',
    alternativas: ['Unas papas fritas', 'Un chocolate', 'Una manzana', 'Una bebida con azúcar'],
    correcta: 2,
  },
  {
    habilidad: 'Observar y plantear preguntas',
    enunciado: 'Después de correr mucho rato, ¿qué le pasa a tu corazón?',
    alternativas: ['Late más lento.', 'Deja de latir.', 'Se hace más chico.', 'Late más rápido.'],
    correcta: 3,
  },
  {
    habilidad: 'Planificar una investigación',
    enunciado: 'Sofía quiere saber qué alimento prefiere un caracol. ¿Qué debe hacer?',
    alternativas: [
      'Dibujar un caracol en su cuaderno.',
      'Poner varios alimentos y mirar cuál come.',
      'Contar cuántos caracoles hay en el patio.',
      'Pesar al caracol en una balanza.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Analizar evidencia',
    texto:
      'Tomás midió la temperatura del patio a la misma hora durante tres días.\nLunes: 12 °C\nMartes: 18 °C\nMiércoles: 9 °C',
    enunciado: '¿Qué día hizo más calor?',
    alternativas: ['El lunes', 'El martes', 'El miércoles', 'Los tres días igual'],
    correcta: 1,
  },
  {
    habilidad: 'Analizar evidencia',
    texto:
      'Tomás midió la temperatura del patio a la misma hora durante tres días.\nLunes: 12 °C\nMartes: 18 °C\nMiércoles: 9 °C',
    enunciado: '¿Qué día hizo más frío?',
    alternativas: ['El lunes', 'El martes', 'Los tres días igual', 'El miércoles'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué animal de Chile está en peligro de extinción?',
    alternativas: ['El huemul', 'La paloma', 'El perro', 'La gallina'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Qué podemos hacer para proteger a los animales en peligro de extinción?',
    alternativas: [
      'Llevarlos a la casa como mascotas.',
      'Cuidar los lugares donde viven.',
      'Cazarlos para mirarlos de cerca.',
      'Botar la basura en el bosque.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué tienen los animales vertebrados que no tienen los invertebrados?',
    alternativas: ['Ojos para ver', 'Patas para moverse', 'Columna vertebral', 'Boca para comer'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Con qué respiran los peces?',
    alternativas: ['Con pulmones', 'Con la nariz', 'Con las aletas', 'Con branquias'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué cubre el cuerpo de una lagartija?',
    alternativas: ['Escamas', 'Plumas', 'Pelos', 'Piel húmeda'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Para qué sirven los huesos?',
    alternativas: [
      'Para digerir la comida que comemos.',
      'Para sostener y proteger el cuerpo.',
      'Para tomar el aire que respiramos.',
      'Para ver y escuchar lo que pasa.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Por qué debemos lavarnos las manos antes de comer?',
    alternativas: [
      'Para que la comida sea más rica.',
      'Para que las manos crezcan.',
      'Para sacar los microbios que enferman.',
      'Para tener más hambre.',
    ],
    correcta: 2,
  },
])

const cuartoBasico = group('SIMCE', 'Ciencias Naturales', '4° Básico', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'En un bosque hay árboles, hongos, zorros, rocas, agua y aire. ¿Cuáles son componentes abióticos?',
    alternativas: [
      'Los árboles y los hongos',
      'Las rocas, el agua y el aire',
      'Los zorros y los árboles',
      'Los hongos y los zorros',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'En la cadena alimentaria pasto → conejo → zorro, ¿qué papel cumple el conejo?',
    alternativas: ['Productor', 'Descomponedor', 'Consumidor primario', 'Consumidor secundario'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué organismos son descomponedores?',
    alternativas: [
      'Las plantas y las algas',
      'Las aves y los mamíferos',
      'Los peces y los anfibios',
      'Los hongos y las bacterias',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'En un ecosistema, los zorros se alimentan de conejos. Si los zorros desaparecieran, ¿qué pasaría primero con los conejos?',
    alternativas: [
      'Su número aumentaría.',
      'Su número disminuiría.',
      'Dejarían de comer pasto.',
      'Se volverían carnívoros.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Un cactus tiene espinas en lugar de hojas anchas y guarda agua en su tallo. ¿A qué ambiente está adaptado?',
    alternativas: ['A un ambiente polar', 'A un ambiente marino', 'A una selva lluviosa', 'A un ambiente desértico'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué función cumplen las costillas?',
    alternativas: [
      'Proteger el corazón y los pulmones.',
      'Producir la voz cuando hablamos.',
      'Digerir los alimentos que comemos.',
      'Mover los dedos de las manos y los pies.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Cuando doblas el brazo, ¿qué le ocurre al músculo bíceps?',
    alternativas: ['Se relaja y se alarga.', 'Se contrae y se acorta.', 'Se transforma en hueso.', 'No cambia.'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué órgano del sistema nervioso recibe la información de los sentidos y controla el cuerpo?',
    alternativas: ['El corazón', 'El estómago', 'El cerebro', 'Los pulmones'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué efecto tiene el consumo de alcohol sobre el sistema nervioso?',
    alternativas: [
      'Mejora la memoria y la atención.',
      'Fortalece los huesos del cráneo.',
      'No produce ningún efecto.',
      'Hace más lentas las reacciones.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué instrumento se usa para medir la masa de una manzana?',
    alternativas: ['El termómetro', 'La balanza', 'La probeta', 'La regla'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué instrumento permite medir el volumen de un líquido?',
    alternativas: ['La probeta graduada', 'La balanza', 'El termómetro', 'La huincha de medir'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Una probeta tiene 50 mL de agua. Al meter una piedra, el agua sube hasta 65 mL. ¿Cuál es el volumen de la piedra?',
    alternativas: ['15 mL', '50 mL', '65 mL', '115 mL'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué característica tienen los líquidos?',
    alternativas: [
      'Tienen forma propia, como una piedra.',
      'No ocupan ningún espacio dentro del recipiente.',
      'Toman la forma del recipiente que los contiene.',
      'Se expanden hasta llenar toda la pieza.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿En cuál de estas situaciones una fuerza cambia la forma de un objeto?',
    alternativas: [
      'Un libro queda quieto sobre la mesa.',
      'Una pelota rueda más rápido al empujarla.',
      'Un auto detenido espera en el semáforo.',
      'Una mano aprieta una bola de plasticina.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Por qué cuesta más arrastrar una caja sobre una alfombra que sobre un piso de cerámica?',
    alternativas: [
      'Porque la caja pesa más sobre la alfombra.',
      'Porque la alfombra produce más roce.',
      'Porque la cerámica atrae a la caja.',
      'Porque la alfombra es magnética.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Cuál de estos objetos es atraído por un imán?',
    alternativas: ['Un lápiz de madera', 'Una botella de plástico', 'Un clavo de hierro', 'Un vaso de vidrio'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué es el peso de un objeto?',
    alternativas: [
      'La fuerza con que el viento lo mueve.',
      'La cantidad de espacio que ocupa.',
      'La fuerza con que un imán lo atrae.',
      'La fuerza con que la Tierra lo atrae.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál es la capa más externa de la Tierra sólida, donde vivimos?',
    alternativas: ['El núcleo interno', 'El núcleo externo', 'El manto', 'La corteza'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué causa la mayoría de los sismos en Chile?',
    alternativas: [
      'Las lluvias muy intensas del invierno.',
      'El movimiento de las placas tectónicas.',
      'Los vientos muy fuertes de la costa.',
      'Los cambios de forma de la Luna.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Estás en la playa y ocurre un sismo tan fuerte que te cuesta mantenerte de pie. ¿Qué debes hacer?',
    alternativas: [
      'Acercarte a la orilla a mirar el mar.',
      'Esperar en la arena a que pase.',
      'Ir de inmediato a una zona alta y segura.',
      'Meterte al agua para protegerte.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué capa de la Tierra está formada por roca muy caliente que se mueve lentamente?',
    alternativas: ['La corteza', 'El manto', 'La atmósfera', 'La hidrósfera'],
    correcta: 1,
  },
  {
    habilidad: 'Planificar una investigación',
    enunciado:
      'Ana quiere saber si una planta de poroto crece más con luz o en la oscuridad. Pone una planta junto a la ventana y otra dentro de un armario. ¿Qué debe ser igual para las dos plantas?',
    alternativas: [
      'La cantidad de agua y el tipo de tierra.',
      'La cantidad de luz que recibe cada planta.',
      'El lugar de la casa donde está cada una.',
      'Nada, porque todo puede ser distinto.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Analizar evidencia',
    texto:
      'Carlos soltó el mismo auto de juguete desde lo alto de una rampa y midió cuánto avanzó sobre tres superficies.\nMadera: 120 cm\nLija: 40 cm\nAlfombra: 70 cm',
    enunciado: '¿Sobre qué superficie hubo más roce?',
    alternativas: ['Madera', 'Alfombra', 'Lija', 'Las tres tuvieron el mismo roce'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Cuál de estas acciones humanas daña un ecosistema?',
    alternativas: [
      'Plantar árboles nativos.',
      'Reciclar botellas de vidrio.',
      'Crear un parque nacional.',
      'Botar basura a un río.',
    ],
    correcta: 3,
  },
])

const temperaturasDeCambioDeEstado =
  'La tabla muestra a qué temperatura se funde y a qué temperatura hierve cada sustancia.\nAgua: se funde a 0 °C y hierve a 100 °C.\nAlcohol: se funde a −114 °C y hierve a 78 °C.\nMercurio: se funde a −39 °C y hierve a 357 °C.\nAzufre: se funde a 115 °C y hierve a 445 °C.'

const sextoBasico = group('SIMCE', 'Ciencias Naturales', '6° Básico', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Además de la luz, ¿qué necesita una planta para realizar la fotosíntesis?',
    alternativas: [
      'Oxígeno y glucosa del suelo',
      'Agua y dióxido de carbono',
      'Tierra y oxígeno del aire',
      'Glucosa y vapor de agua',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué gas liberan las plantas al ambiente durante la fotosíntesis?',
    alternativas: ['Dióxido de carbono', 'Nitrógeno', 'Oxígeno', 'Hidrógeno'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿De dónde obtiene una planta la mayor parte de la materia con que forma su cuerpo?',
    alternativas: [
      'Del suelo, porque la planta se alimenta de tierra.',
      'Del oxígeno que toma del aire.',
      'De los minerales del abono solamente.',
      'Del dióxido de carbono y del agua, por la fotosíntesis.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    texto:
      'En una trama alimentaria, el conejo y el saltamontes comen pasto; la lagartija come saltamontes, y el águila come conejos y lagartijas.',
    enunciado: '¿Cuál de estos organismos es un consumidor secundario?',
    alternativas: ['El pasto', 'La lagartija', 'El conejo', 'El saltamontes'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿De dónde proviene la energía que fluye por una cadena alimentaria?',
    alternativas: ['Del Sol', 'Del suelo', 'De los descomponedores', 'Del agua'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'En una cadena alimentaria, ¿qué ocurre con la energía disponible al pasar de un nivel al siguiente?',
    alternativas: [
      'Aumenta, porque se suma la de cada organismo.',
      'Se mantiene igual en todos los niveles.',
      'Se duplica cada vez que un animal come.',
      'Disminuye, porque parte se pierde como calor.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estos cambios de la pubertad ocurre tanto en mujeres como en hombres?',
    alternativas: [
      'El inicio de la menstruación cada mes.',
      'La aparición de vello en axilas y pubis.',
      'El desarrollo de las glándulas mamarias.',
      'El ensanchamiento notorio de las caderas.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Dónde se producen los espermatozoides?',
    alternativas: ['En la próstata', 'En los ovarios', 'En los testículos', 'En los conductos deferentes'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿En qué órgano se desarrolla el embrión durante el embarazo?',
    alternativas: ['En el ovario', 'En la trompa de Falopio', 'En la vagina', 'En el útero'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué sustancia del cigarrillo produce adicción?',
    alternativas: ['La nicotina', 'El alquitrán', 'El vapor de agua', 'El monóxido de carbono'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Qué transformación de energía ocurre en una linterna a pilas encendida?',
    alternativas: [
      'De energía lumínica a química y luego a eléctrica.',
      'De energía sonora a eléctrica y luego a térmica.',
      'De energía química a eléctrica y luego a lumínica.',
      'De energía térmica a química y luego a lumínica.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estas fuentes de energía es renovable?',
    alternativas: ['El petróleo', 'El carbón', 'El gas natural', 'La energía solar'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Por qué el petróleo es un recurso no renovable?',
    alternativas: [
      'Porque se forma en millones de años.',
      'Porque contamina el aire al quemarse.',
      'Porque es un líquido espeso.',
      'Porque su precio es muy alto.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Pones una cuchara metálica fría dentro de una taza de té caliente. ¿Qué ocurre?',
    alternativas: [
      'El frío pasa de la cuchara al té.',
      'El calor pasa del té a la cuchara.',
      'La cuchara sigue igual de fría.',
      'El té se calienta todavía más.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Qué cambio de estado ocurre cuando un charco de agua se seca al sol?',
    alternativas: ['Fusión', 'Solidificación', 'Evaporación', 'Condensación'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Por qué aparecen gotitas de agua por fuera de un vaso con agua helada?',
    alternativas: [
      'Porque el agua atraviesa el vidrio.',
      'Porque el vapor de agua del aire se condensa.',
      'Porque el hielo se evapora hacia afuera.',
      'Porque el vidrio transpira como la piel.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: temperaturasDeCambioDeEstado,
    enunciado: '¿Qué sustancia está en estado sólido a 25 °C?',
    alternativas: ['El agua', 'El alcohol', 'El mercurio', 'El azufre'],
    correcta: 3,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: temperaturasDeCambioDeEstado,
    enunciado: '¿Qué sustancia está en estado gaseoso a 90 °C?',
    alternativas: ['El alcohol', 'El agua', 'El mercurio', 'El azufre'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué componente del suelo se forma con restos de plantas y animales descompuestos?',
    alternativas: ['La arena', 'El humus', 'La arcilla', 'La grava'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Qué acción ayuda a disminuir la erosión del suelo en un cerro?',
    alternativas: [
      'Talar los árboles del cerro.',
      'Quemar los pastizales secos.',
      'Plantar árboles y vegetación.',
      'Sacar las piedras del terreno.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Analizar evidencia',
    texto:
      'Un curso echó 100 mL de agua sobre tres muestras de suelo del mismo tamaño y midió cuánta agua las atravesó en un minuto.\nSuelo arenoso: 80 mL\nSuelo arcilloso: 10 mL\nSuelo humífero: 45 mL',
    enunciado: '¿Qué conclusión se apoya en estos resultados?',
    alternativas: [
      'El suelo arenoso es el que deja pasar menos agua.',
      'Los tres suelos dejan pasar la misma cantidad de agua.',
      'El suelo humífero es el que deja pasar menos agua.',
      'El suelo arcilloso es el que deja pasar menos agua.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Planificar una investigación',
    enunciado:
      'Javiera quiere saber si la temperatura del agua influye en la rapidez con que se disuelve el azúcar. ¿Qué debe cambiar en su experimento?',
    alternativas: [
      'La cantidad de azúcar.',
      'El tamaño de los vasos.',
      'La cantidad de agua.',
      'La temperatura del agua.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Observar y plantear preguntas',
    enunciado:
      'Camila observa que las plantas de su jardín que están a la sombra crecen menos que las que reciben sol. ¿Qué pregunta puede investigar?',
    alternativas: [
      '¿Influye la cantidad de luz en el crecimiento de una planta?',
      '¿Por qué las hojas de las plantas del jardín son verdes?',
      '¿Cuántas especies de plantas nativas hay en todo Chile?',
      '¿Cuál de las plantas del jardín es la más bonita?',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'El castor fue traído a Tierra del Fuego y no tiene depredadores naturales allí. ¿Qué consecuencia ha tenido?',
    alternativas: [
      'Ha dañado bosques nativos al cortar árboles y hacer represas.',
      'Ha aumentado la biodiversidad de la isla de forma beneficiosa.',
      'No ha tenido efectos, porque come solo plantas acuáticas.',
      'Ha hecho que los árboles nativos crezcan más rápido que antes.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Qué medida permite ahorrar energía eléctrica en el hogar?',
    alternativas: [
      'Dejar las luces encendidas al salir.',
      'Abrir seguido el refrigerador.',
      'Usar ampolletas LED en vez de incandescentes.',
      'Mantener los aparatos siempre enchufados.',
    ],
    correcta: 2,
  },
])

const octavoBasico = group('SIMCE', 'Ciencias Naturales', '8° Básico', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué afirma la teoría celular?',
    alternativas: [
      'Solo los animales están formados por células.',
      'Todos los seres vivos están formados por una o más células.',
      'Las células se originan a partir de materia sin vida.',
      'Los virus son las células más pequeñas que existen.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿En qué organelo ocurre la respiración celular, proceso que obtiene energía de la glucosa?',
    alternativas: ['El cloroplasto', 'El ribosoma', 'La vacuola', 'La mitocondria'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué estructuras tienen las células vegetales y no tienen las células animales?',
    alternativas: [
      'Membrana plasmática y núcleo',
      'Mitocondrias y ribosomas',
      'Pared celular y cloroplastos',
      'Citoplasma y membrana plasmática',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué característica tiene una célula procariota, como una bacteria?',
    alternativas: [
      'Su material genético no está dentro de un núcleo.',
      'Tiene cloroplastos y una pared de celulosa.',
      'Tiene muchas mitocondrias en su citoplasma.',
      'Siempre es más grande que una célula eucariota.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Se deja una hoja de lechuga en agua con mucha sal. ¿Qué les ocurre a sus células?',
    alternativas: [
      'Ganan agua y se hinchan hasta reventar.',
      'Absorben la sal y crecen.',
      'Pierden agua por osmosis y la hoja se marchita.',
      'No cambian, porque la pared las protege.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿En qué órgano se absorbe la mayor parte de los nutrientes de los alimentos?',
    alternativas: ['En el estómago', 'En el intestino delgado', 'En el intestino grueso', 'En el esófago'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Dónde ocurre el intercambio de oxígeno y dióxido de carbono entre el aire y la sangre?',
    alternativas: [
      'En las fosas nasales',
      'En los bronquios principales',
      'En la tráquea y la laringe',
      'En los alvéolos pulmonares',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué función cumple el sistema circulatorio en la nutrición?',
    alternativas: [
      'Transporta nutrientes y oxígeno a las células y retira desechos.',
      'Digiere los alimentos para que sus nutrientes puedan absorberse.',
      'Produce en los pulmones el oxígeno que necesitan las células.',
      'Filtra la sangre para formar la orina y eliminarla del cuerpo.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué órganos filtran la sangre y forman la orina?',
    alternativas: ['Los pulmones', 'La vejiga', 'Los riñones', 'El hígado'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué nutrientes son la principal fuente de energía del cuerpo?',
    alternativas: ['Las vitaminas', 'Los carbohidratos', 'Las sales minerales', 'La fibra dietética'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Después de frotar un globo contra el pelo, el globo queda con carga negativa. ¿Qué ocurrió?',
    alternativas: [
      'El globo ganó protones del pelo.',
      'El globo perdió electrones.',
      'El pelo ganó electrones del globo.',
      'El globo ganó electrones del pelo.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Una ampolleta con una resistencia de 6 Ω está conectada a una batería de 12 V. ¿Qué intensidad de corriente circula por ella?',
    alternativas: ['0,5 A', '2 A', '18 A', '72 A'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'En un circuito en serie con tres ampolletas, una se quema. ¿Qué ocurre con las otras dos?',
    alternativas: [
      'Se apagan, porque el circuito queda abierto.',
      'Siguen encendidas igual que antes.',
      'Brillan más, porque reciben más corriente.',
      'Solo se apaga la que está al lado.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Por qué los artefactos de una casa se conectan en paralelo?',
    alternativas: [
      'Para que todos se enciendan a la vez.',
      'Para que gasten más energía.',
      'Para que cada uno funcione aunque otro esté apagado.',
      'Para que la corriente pase por uno a la vez.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Un hervidor de 2000 W (2 kW) funciona durante media hora. ¿Cuánta energía eléctrica consume?',
    alternativas: ['0,25 kWh', '1 kWh', '2,5 kWh', '4 kWh'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estos materiales es un buen conductor eléctrico?',
    alternativas: ['El plástico', 'La madera seca', 'El vidrio', 'El cobre'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué indica la temperatura de un cuerpo?',
    alternativas: [
      'La cantidad total de calor que contiene.',
      'La cantidad de frío que guarda.',
      'El grado de agitación de sus partículas.',
      'La cantidad de materia que tiene.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'A nivel del mar, el agua hierve a 100 °C. ¿A cuántos kelvin corresponde aproximadamente esa temperatura?',
    alternativas: ['100 K', '173 K', '273 K', '373 K'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cómo llega a la Tierra el calor del Sol?',
    alternativas: ['Por conducción', 'Por convección', 'Por radiación', 'Por dilatación'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Por qué los rieles del tren se instalan con pequeños espacios entre un tramo y otro?',
    alternativas: [
      'Para que el metal pueda dilatarse con el calor.',
      'Para ahorrar metal en la construcción de la vía.',
      'Para que el tren pueda frenar mejor.',
      'Para que escurra el agua de la lluvia.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué concluyó Rutherford a partir de su experimento con una lámina de oro?',
    alternativas: [
      'Que el átomo es una esfera maciza e indivisible.',
      'Que el átomo es una masa positiva con electrones incrustados.',
      'Que los electrones giran en órbitas de energía fija.',
      'Que el átomo tiene un núcleo pequeño, denso y positivo.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Un átomo neutro tiene 11 protones y 12 neutrones. ¿Cuántos electrones tiene?',
    alternativas: ['1', '11', '12', '23'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué tienen en común los elementos de un mismo grupo (columna) de la tabla periódica?',
    alternativas: [
      'Tienen la misma masa atómica.',
      'Tienen el mismo número de protones.',
      'Tienen propiedades químicas parecidas.',
      'Tienen el mismo número de neutrones.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estas sustancias es un compuesto?',
    alternativas: ['El agua (H₂O)', 'El oxígeno (O₂)', 'El hierro (Fe)', 'El helio (He)'],
    correcta: 0,
  },
  {
    habilidad: 'Planificar una investigación',
    enunciado:
      'Un estudiante quiere saber si el largo de un alambre influye en su resistencia eléctrica. ¿Qué debe mantener constante?',
    alternativas: [
      'El largo de los alambres.',
      'El material y el grosor de los alambres.',
      'La resistencia medida en cada alambre.',
      'El número de mediciones que anota.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Analizar evidencia',
    texto:
      'Se midió la temperatura de 200 g de agua y de 200 g de aceite, calentados con la misma fuente de calor durante el mismo tiempo.\nAgua: pasó de 20 °C a 30 °C.\nAceite: pasó de 20 °C a 40 °C.',
    enunciado: '¿Qué conclusión se puede obtener de estos datos?',
    alternativas: [
      'El agua y el aceite necesitan el mismo calor para subir un grado.',
      'El aceite necesita más calor que el agua para subir un grado.',
      'El agua necesita más calor que el aceite para subir un grado.',
      'El aceite recibió más calor que el agua.',
    ],
    correcta: 2,
  },
])

export const simceCienciasNaturales = [...segundoBasico, ...cuartoBasico, ...sextoBasico, ...octavoBasico]

/**
 * Instruments of Historia, 1° and 2° Medio, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (sources written by the team to contrast, an investigation with its guiding
 * questions, a debate, a map or timeline, data to analyse) for students of fourteen to sixteen (see
 * `instrumento.ts`).
 */
import { instrumento } from './instrumento'

/** 1° Medio. */
export const historia1m = [
  instrumento(
    'HI1M OA 01',
    [
      'Ideas republicanas y liberales del siglo XIX',
      'Explica las ideas republicanas y liberales y las vincula con cambios del siglo XIX en América y Europa, como el constitucionalismo, el parlamentarismo, el abolicionismo, el libre mercado y la ampliación de la ciudadanía.',
      'Explica el liberalismo y lo vincula con dos cambios políticos o económicos del siglo XIX.',
      'Define el liberalismo sin vincularlo con cambios del siglo XIX.',
      'Confunde el liberalismo con el absolutismo.',
    ],
    [
      'Vincula una idea liberal con un cambio político del siglo XIX.',
      'Vinculé una idea liberal con un cambio político del siglo XIX.',
    ],
    {
      id: 'hi1m-01-abolicion-de-la-esclavitud',
      tipo: 'fuente',
      titulo: 'Abolicionismo y liberalismo',
      presentacion: [
        'Chile abolió la esclavitud en 1823, Gran Bretaña en sus colonias en 1833, Estados Unidos en 1865 y Brasil en 1888.',
        'Discurso escrito por el equipo, imaginando a un diputado liberal de 1823: «Una república que proclama la libertad no puede tener hombres esclavos; la ley debe ser igual para todos.»',
        'Vamos a analizar la fuente y construir una línea de tiempo de los cambios liberales del siglo XIX.',
      ],
      tabla: {
        columnas: ['Año', 'Cambio', 'País', 'Idea liberal o republicana'],
        filas: [
          ['1823', 'Abolición de la esclavitud', 'Chile', ''],
          ['1848', 'Revoluciones por constituciones', 'Europa', ''],
          ['1865', '', 'Estados Unidos', 'Abolicionismo'],
          ['1888', 'Abolición de la esclavitud', 'Brasil', ''],
        ],
      },
      materiales: ['Fuente impresa', 'Tira larga de papel', 'Plumones'],
      pasos: [
        ['Analizar', 'Identificamos en el discurso los argumentos liberales y republicanos.', 3],
        ['Línea de tiempo', 'Construimos la línea de tiempo con los cambios liberales.', 3],
        ['Explicar', 'Explicamos cómo el liberalismo amplió la ciudadanía y qué grupos siguieron excluidos.', 3],
      ],
      tareas: ['ensayo', 'afiche'],
    },
  ),
  instrumento(
    'HI1M OA 02',
    [
      'La cultura burguesa del siglo XIX',
      'Caracteriza la cultura burguesa del siglo XIX, su ideal de vida y sus valores, como la familia, los roles de género y la ética del trabajo, y explica el protagonismo de la burguesía en las transformaciones de la época.',
      'Caracteriza dos valores de la cultura burguesa y su papel en la época.',
      'Nombra la burguesía sin caracterizar su cultura.',
      'Confunde la burguesía con la nobleza.',
    ],
    [
      'Explica un valor de la cultura burguesa con un ejemplo.',
      'Expliqué un valor de la cultura burguesa con un ejemplo.',
    ],
    {
      id: 'hi1m-02-manual-de-urbanidad',
      tipo: 'fuente',
      titulo: 'Un manual de urbanidad burgués',
      presentacion: [
        'Fragmento escrito por el equipo, imitando un manual del siglo XIX: «El caballero debe su fortuna al trabajo y al ahorro; la señora cuida el hogar y educa a los hijos en la virtud.»',
        'Los manuales de urbanidad enseñaban el ideal de vida de la burguesía.',
        'Vamos a analizar la fuente y los roles de género de la cultura burguesa.',
      ],
      materiales: ['Fragmento impreso', 'Imágenes de salones burgueses', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en el fragmento los valores burgueses: trabajo, ahorro, familia.', 3],
        ['Roles de género', 'Comparamos el rol del hombre y el de la mujer en la familia burguesa.', 3],
        ['Contrastar', 'Escribimos qué valores burgueses perduran y cuáles han cambiado.', 3],
      ],
      tareas: ['ensayo', 'dramatizacion'],
    },
  ),
  instrumento(
    'HI1M OA 03',
    [
      'El surgimiento del Estado-nación',
      'Analiza cómo el Estado-nación reorganizó el mapa de Europa y América Latina en el siglo XIX, unificando territorios y tradiciones según la soberanía y el sentido de pertenencia, como en Italia y Alemania.',
      'Analiza una unificación nacional y cómo creó sentido de pertenencia.',
      'Nombra las unificaciones sin explicar el concepto de nación.',
      'Confunde el Estado-nación con el imperio.',
    ],
    [
      'Explica cómo un Estado del siglo XIX creó sentido de pertenencia nacional.',
      'Expliqué cómo un Estado del siglo XIX creó sentido de pertenencia nacional.',
    ],
    {
      id: 'hi1m-03-mapas-de-europa',
      tipo: 'tema',
      titulo: 'Mapas de Europa en 1815 y en 1871',
      presentacion: [
        'En 1815 Italia y Alemania estaban divididas en muchos Estados; en 1871 ambas eran Estados nacionales.',
        'La unificación se logró con guerras, diplomacia y símbolos comunes como la bandera, el himno y la lengua.',
        'Vamos a comparar los mapas políticos y explicar cómo surgió el Estado-nación.',
      ],
      materiales: ['Mapas de Europa de 1815 y 1871', 'Lápices de colores', 'Papel diamante'],
      pasos: [
        ['Comparar', 'Pintamos en los mapas los territorios que formaron Italia y Alemania.', 3],
        ['Investigar', 'Investigamos el papel de Bismarck, Cavour o Garibaldi en la unificación.', 3],
        ['Explicar', 'Explicamos qué elementos crean la identidad nacional de un Estado.', 3],
      ],
      tareas: ['afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 04',
    [
      'La idea de progreso en el siglo XIX',
      'Reconoce la idea de progreso indefinido del siglo XIX en el avance científico y técnico, el dominio de la naturaleza, el positivismo y el optimismo, con ejemplos como las exposiciones universales.',
      'Reconoce la idea de progreso con dos avances científicos o técnicos.',
      'Nombra inventos del siglo XIX sin relacionarlos con la idea de progreso.',
      'No reconoce la idea de progreso del siglo XIX.',
    ],
    [
      'Relaciona un avance científico del siglo XIX con la idea de progreso.',
      'Relacioné un avance científico del siglo XIX con la idea de progreso.',
    ],
    {
      id: 'hi1m-04-exposicion-universal',
      tipo: 'tema',
      titulo: 'Una exposición universal en el curso',
      presentacion: [
        'En la Exposición Universal de París de 1889 se levantó la torre Eiffel como símbolo del progreso técnico.',
        'La ciencia del siglo XIX, con Pasteur, Darwin o la electricidad, alimentó un gran optimismo en el progreso.',
        'Vamos a montar una exposición universal con los avances del siglo XIX.',
      ],
      materiales: ['Cartulinas', 'Imágenes de inventos', 'Mesas para exponer'],
      pasos: [
        ['Investigar', 'Cada grupo investiga un avance científico o técnico del siglo XIX.', 3],
        ['Exponer', 'Montamos el pabellón del avance y explicamos cómo expresaba la idea de progreso.', 4],
        ['Criticar', 'Discutimos qué costos tuvo el dominio de la naturaleza.', 2],
      ],
      tareas: ['exposicion_oral', 'afiche'],
    },
  ),
  instrumento(
    'HI1M OA 05',
    [
      'La industrialización y sus efectos',
      'Caracteriza la industrialización y analiza sus efectos en la economía, la población y el territorio: el trabajo asalariado en fábricas, el proletariado y la burguesía, la urbanización y la revolución del transporte.',
      'Caracteriza la industrialización y analiza dos de sus efectos.',
      'Describe la máquina a vapor sin analizar efectos de la industrialización.',
      'Confunde la industrialización con la economía rural.',
    ],
    [
      'Analiza un efecto de la industrialización en la vida de los obreros.',
      'Analicé un efecto de la industrialización en la vida de los obreros.',
    ],
    {
      id: 'hi1m-05-jornada-en-la-fabrica',
      tipo: 'fuente',
      titulo: 'Una jornada en una fábrica textil',
      presentacion: [
        'Testimonio escrito por el equipo, imaginando a una niña obrera de Manchester en 1832: «Entro a la fábrica a las seis de la mañana y salgo a las siete de la tarde; el ruido de las máquinas no me deja oír.»',
        'La industrialización creó el trabajo asalariado, el proletariado y ciudades que crecieron muy rápido.',
        'Vamos a analizar el testimonio y sus efectos en la población.',
      ],
      tabla: {
        columnas: ['Ciudad', 'Población en 1801', 'Población en 1851'],
        filas: [
          ['Manchester', '75.000', '303.000'],
          ['Liverpool', '82.000', '376.000'],
        ],
      },
      materiales: ['Testimonio impreso', 'Tabla de población', 'Papel cuadriculado'],
      pasos: [
        ['Analizar', 'Identificamos las condiciones de trabajo del proletariado en el testimonio.', 3],
        ['Graficar', 'Graficamos el crecimiento de Manchester y Liverpool y explicamos la urbanización.', 3],
        ['Concluir', 'Escribimos los efectos de la industrialización en la economía y el territorio.', 3],
      ],
      tareas: ['ensayo', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'HI1M OA 06',
    [
      'El imperialismo europeo',
      'Analiza el imperialismo europeo del siglo XIX: cómo redibujó el mapa mundial con el reparto de África, su impacto en los pueblos colonizados y su papel en la ampliación de los mercados y del capitalismo.',
      'Analiza el reparto de África y un impacto en los pueblos colonizados.',
      'Nombra colonias sin analizar el imperialismo.',
      'Confunde el imperialismo con la conquista de América.',
    ],
    [
      'Explica un impacto del imperialismo en un pueblo colonizado.',
      'Expliqué un impacto del imperialismo en un pueblo colonizado.',
    ],
    {
      id: 'hi1m-06-reparto-de-africa',
      tipo: 'fuente',
      titulo: 'El reparto de África en un mapa',
      presentacion: [
        'En la Conferencia de Berlín de 1884 y 1885, las potencias europeas fijaron reglas para repartirse África.',
        'En 1914 solo Etiopía y Liberia seguían independientes; las fronteras se trazaron sin considerar a los pueblos africanos.',
        'Vamos a analizar el mapa del imperialismo y sus consecuencias.',
      ],
      materiales: ['Mapa de África en 1914', 'Mapa étnico de África', 'Lápices de colores'],
      pasos: [
        ['Mapa', 'Pintamos las colonias de cada potencia en el mapa de África.', 3],
        ['Comparar', 'Comparamos las fronteras coloniales con la distribución de los pueblos africanos.', 3],
        ['Analizar', 'Explicamos qué buscaban las metrópolis: materias primas y mercados.', 3],
      ],
      tareas: ['afiche', 'ensayo'],
    },
  ),
  instrumento(
    'HI1M OA 07',
    [
      'La Primera Guerra Mundial y la sociedad civil',
      'Analiza el impacto de la Primera Guerra Mundial en la sociedad civil, como la movilización total, la guerra de trincheras y el ingreso de las mujeres al trabajo, y evalúa sus consecuencias geopolíticas, como el Tratado de Versalles.',
      'Analiza un impacto de la Gran Guerra en la sociedad civil y una consecuencia geopolítica.',
      'Describe la guerra de trincheras sin analizar su impacto.',
      'Confunde la Primera Guerra Mundial con la Segunda.',
    ],
    [
      'Explica cómo cambió el trabajo de las mujeres durante la Primera Guerra Mundial.',
      'Expliqué cómo cambió el trabajo de las mujeres durante la Primera Guerra Mundial.',
    ],
    {
      id: 'hi1m-07-cartas-desde-las-trincheras',
      tipo: 'fuente',
      titulo: 'Cartas desde las trincheras y la fábrica',
      presentacion: [
        'Carta escrita por el equipo, imaginando a un soldado en Verdún en 1916: «Vivimos en el barro, entre ratas, esperando el próximo bombardeo.»',
        'Respuesta escrita por el equipo, imaginando a su hermana: «Trabajo en una fábrica de municiones; nunca imaginé que las mujeres haríamos este trabajo.»',
        'Vamos a analizar cómo la guerra total transformó la sociedad civil.',
      ],
      materiales: ['Cartas impresas', 'Afiches de propaganda de la época', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Comparamos la experiencia del frente y la de la retaguardia en las cartas.', 3],
        ['Propaganda', 'Analizamos un afiche de propaganda y su llamado a la movilización total.', 3],
        ['Evaluar', 'Escribimos qué consecuencias geopolíticas dejó el Tratado de Versalles.', 3],
      ],
      tareas: ['carta', 'ensayo'],
    },
  ),
  instrumento(
    'HI1M OA 08',
    [
      'La formación de la República de Chile',
      'Analiza la formación de la república como un choque entre visiones sobre cómo organizar el país, con los ensayos constitucionales de pipiolos y pelucones, y examina por qué la Constitución de 1833 trajo estabilidad.',
      'Analiza el conflicto entre conservadores y liberales y la Constitución de 1833.',
      'Describe los ensayos constitucionales sin analizar el choque de visiones.',
      'No reconoce las distintas visiones sobre cómo organizar la república.',
    ],
    [
      'Explica por qué la Constitución de 1833 dio estabilidad política.',
      'Expliqué por qué la Constitución de 1833 dio estabilidad política.',
    ],
    {
      id: 'hi1m-08-dos-proyectos-de-pais',
      tipo: 'fuente',
      titulo: 'Dos proyectos para organizar el país',
      presentacion: [
        'Fuente 1, escrita por el equipo, imaginando a un pipiolo de 1828: «La república debe dar libertad a las provincias y limitar al gobierno.»',
        'Fuente 2, escrita por el equipo, imaginando a un pelucón de 1833: «Sin un Presidente fuerte y orden, la república cae en la anarquía.»',
        'Vamos a contrastar ambas visiones y explicar por qué se impuso la Constitución de 1833.',
      ],
      materiales: ['Fuentes impresas', 'Fragmentos de la Constitución de 1833', 'Hoja de análisis'],
      pasos: [
        ['Contrastar', 'Comparamos las visiones de pipiolos y pelucones sobre la república.', 3],
        ['Analizar', 'Buscamos en la Constitución de 1833 los rasgos del proyecto conservador.', 3],
        ['Debatir', 'Debatimos si la estabilidad justificaba un gobierno autoritario.', 3],
      ],
      tareas: ['debate', 'ensayo'],
    },
  ),
  instrumento(
    'HI1M OA 09',
    [
      'La consolidación republicana en Chile',
      'Caracteriza la consolidación republicana: la defensa del territorio, el voto censitario, los partidos, el Congreso y la prensa como espacios del debate político, y conflictos como el centralismo y el equilibrio entre Ejecutivo y Legislativo.',
      'Caracteriza dos rasgos de la consolidación republicana y un conflicto persistente.',
      'Nombra los decenios sin caracterizar la consolidación.',
      'Confunde la consolidación republicana con la independencia.',
    ],
    [
      'Explica qué significaba el voto censitario y a quiénes excluía.',
      'Expliqué qué significaba el voto censitario y a quiénes excluía.',
    ],
    {
      id: 'hi1m-09-quienes-votaban',
      tipo: 'problema',
      titulo: '¿Quiénes votaban en 1850?',
      presentacion: [
        'Con el voto censitario solo votaban hombres mayores de edad con cierta renta o propiedad.',
        'Datos aproximados: Chile tenía cerca de 1.400.000 habitantes y en algunas elecciones votaban menos de 30.000 personas.',
        'Vamos a analizar la participación política en la consolidación republicana.',
      ],
      tabla: {
        columnas: ['Dato', 'Valor aproximado'],
        filas: [
          ['Habitantes de Chile hacia 1850', '1.400.000'],
          ['Votantes en una elección', '30.000'],
          ['Porcentaje que votaba', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Calculadora', 'Fragmentos de prensa de la época'],
      pasos: [
        ['Calcular', 'Calculamos qué porcentaje de la población votaba.', 2],
        ['Analizar', 'Explicamos quiénes quedaban fuera por el voto censitario.', 3],
        ['Relacionar', 'Relacionamos el voto censitario con el poder del Ejecutivo y del Congreso.', 4],
      ],
      tareas: ['resolucion_problemas', 'ensayo'],
    },
  ),
  instrumento(
    'HI1M OA 10',
    [
      'Chile en los mercados mundiales del siglo XIX',
      'Explica cómo Chile se integró a los mercados mundiales exportando trigo, plata y cobre, mientras persistía una economía rural tradicional basada en la hacienda y el inquilinaje.',
      'Explica dos exportaciones chilenas del siglo XIX y su destino.',
      'Nombra productos chilenos sin relacionarlos con los mercados mundiales.',
      'No reconoce la integración de Chile a los mercados mundiales.',
    ],
    [
      'Relaciona una exportación chilena del siglo XIX con un mercado mundial.',
      'Relacioné una exportación chilena del siglo XIX con un mercado mundial.',
    ],
    {
      id: 'hi1m-10-exportaciones-del-siglo-xix',
      tipo: 'problema',
      titulo: 'Las exportaciones de Chile en el siglo XIX',
      presentacion: [
        'La plata de Chañarcillo, el cobre del Norte Chico y el trigo del valle central se exportaban por Valparaíso.',
        'La fiebre del oro de California y Australia aumentó la demanda de trigo chileno hacia 1850, pero las haciendas seguían trabajándose con inquilinos.',
        'Vamos a analizar las exportaciones y la persistencia de la hacienda.',
      ],
      tabla: {
        columnas: ['Producto', 'Zona productora', 'Mercado de destino', 'Quién lo producía'],
        filas: [
          ['Plata', 'Chañarcillo', '', ''],
          ['Cobre', 'Norte Chico', 'Gran Bretaña', ''],
          ['Trigo', 'Valle central', 'California y Australia', 'Inquilinos de haciendas'],
        ],
      },
      materiales: ['Mapa de Chile', 'Planisferio', 'Tabla impresa'],
      pasos: [
        ['Mapa', 'Trazamos las rutas de exportación desde Valparaíso a los mercados mundiales.', 3],
        ['Analizar', 'Completamos la tabla y explicamos por qué se habla de crecimiento hacia afuera.', 3],
        ['Contrastar', 'Explicamos por qué la modernización exportadora convivió con el inquilinaje.', 3],
      ],
      tareas: ['resolucion_problemas', 'afiche'],
    },
  ),
  instrumento(
    'HI1M OA 11',
    [
      'La construcción de la idea de nación en Chile',
      'Analiza cómo la prensa, la historiografía, la literatura, la movilización política y el sistema educacional extendieron la idea de nación en el Chile del siglo XIX.',
      'Analiza dos medios que extendieron la idea de nación.',
      'Nombra historiadores o diarios sin relacionarlos con la identidad nacional.',
      'No reconoce cómo se construyó la idea de nación.',
    ],
    [
      'Explica cómo la escuela o la prensa extendieron la idea de nación.',
      'Expliqué cómo la escuela o la prensa extendieron la idea de nación.',
    ],
    {
      id: 'hi1m-11-silabario-patriotico',
      tipo: 'fuente',
      titulo: 'Un libro escolar del siglo XIX',
      presentacion: [
        'Fragmento escrito por el equipo, imitando un libro de lectura escolar de 1870: «Niño chileno: ama a tu patria, honra a los héroes de la independencia y canta con orgullo el himno nacional.»',
        'Historiadores como Barros Arana y Vicuña Mackenna escribieron la historia de la nación, y la escuela la enseñó a miles de niños.',
        'Vamos a analizar cómo la educación y la historiografía construyeron la identidad nacional.',
      ],
      materiales: ['Fragmento impreso', 'Imágenes de diarios del siglo XIX', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en el fragmento los símbolos y héroes de la nación.', 3],
        ['Investigar', 'Investigamos qué aportó un historiador o un diario a la idea de nación.', 3],
        ['Reflexionar', 'Explicamos qué grupos quedaban fuera de esa idea de nación.', 3],
      ],
      tareas: ['investigacion', 'ensayo'],
    },
  ),
  instrumento(
    'HI1M OA 12',
    [
      'Exploración y reconocimiento del territorio',
      'Describe cómo el Estado exploró y reconoció el territorio con misiones científicas, censos y cartografía, destacando el papel de científicos como Claudio Gay y de la Universidad de Chile.',
      'Describe una misión científica y un censo como formas de conocer el territorio.',
      'Nombra a Claudio Gay sin explicar para qué servía explorar el territorio.',
      'No reconoce las formas de exploración del territorio.',
    ],
    [
      'Explica para qué exploró el Estado el territorio en el siglo XIX.',
      'Expliqué para qué exploró el Estado el territorio en el siglo XIX.',
    ],
    {
      id: 'hi1m-12-expedicion-cientifica',
      tipo: 'fuente',
      titulo: 'El atlas de Claudio Gay',
      presentacion: [
        'El naturalista Claudio Gay recorrió Chile por encargo del Estado y publicó una historia física y política del país con mapas y láminas.',
        'Los censos, las expediciones y la cartografía permitieron al Estado conocer su población, aprovechar recursos y fijar fronteras.',
        'Vamos a analizar láminas del atlas y explicar los propósitos de la exploración.',
      ],
      materiales: ['Láminas del atlas de Claudio Gay', 'Mapa de Chile', 'Hoja de análisis'],
      pasos: [
        ['Observar', 'Analizamos qué muestra cada lámina: flora, fauna, costumbres o mapas.', 3],
        ['Relacionar', 'Explicamos qué propósito del Estado servía cada tipo de exploración.', 3],
        ['Investigar', 'Investigamos otra misión científica o censo del siglo XIX.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI1M OA 13',
    [
      'Ocupación de Valdivia, Llanquihue, Chiloé y Magallanes',
      'Describe la ocupación de Valdivia, Llanquihue, Chiloé y el estrecho de Magallanes, analiza su valor estratégico, la inmigración europea y la relación con los pueblos originarios de esas zonas.',
      'Describe la colonización alemana o la ocupación de Magallanes y su valor estratégico.',
      'Nombra la colonización alemana sin analizar su valor estratégico.',
      'No reconoce la ocupación de Llanquihue ni de Magallanes.',
    ],
    [
      'Explica el valor estratégico de la ocupación del estrecho de Magallanes.',
      'Expliqué el valor estratégico de la ocupación del estrecho de Magallanes.',
    ],
    {
      id: 'hi1m-13-colonos-de-llanquihue',
      tipo: 'fuente',
      titulo: 'Los colonos de Llanquihue',
      presentacion: [
        'Carta escrita por el equipo, imaginando a una colona alemana en 1853: «Vicente Pérez Rosales nos recibió en la orilla del lago; el bosque es inmenso y debemos despejarlo para sembrar.»',
        'La colonización de Llanquihue y la fundación del fuerte Bulnes en 1843 buscaban asegurar el sur del territorio.',
        'Vamos a analizar la fuente y considerar a los pueblos originarios que ya vivían allí.',
      ],
      materiales: ['Carta impresa', 'Mapa del sur de Chile', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en la carta los objetivos y las dificultades de los colonos.', 3],
        ['Mapa', 'Ubicamos Valdivia, Llanquihue, Chiloé y el fuerte Bulnes.', 3],
        ['Evaluar', 'Explicamos cómo afectó la colonización a los huilliche y a los pueblos de Magallanes.', 3],
      ],
      tareas: ['ensayo', 'afiche'],
    },
  ),
  instrumento(
    'HI1M OA 14',
    [
      'La ocupación de la Araucanía',
      'Explica que la ocupación de la Araucanía fue una política estatal que afectó profundamente al pueblo mapuche mediante acción militar, fundación de ciudades, ferrocarril, reparto de tierras y radicación en reducciones.',
      'Explica dos medios de la ocupación de la Araucanía y su efecto en el pueblo mapuche.',
      'Describe la ocupación sin explicar su efecto en el pueblo mapuche.',
      'Presenta la ocupación de la Araucanía como un proceso sin conflicto.',
    ],
    [
      'Explica cómo las reducciones afectaron al pueblo mapuche.',
      'Expliqué cómo las reducciones afectaron al pueblo mapuche.',
    ],
    {
      id: 'hi1m-14-titulos-de-merced',
      tipo: 'problema',
      titulo: 'Tierras antes y después de la radicación',
      presentacion: [
        'Tras la ocupación de la Araucanía, el Estado entregó títulos de merced que radicaron a las comunidades mapuche en reducciones.',
        'Datos aproximados: el territorio mapuche al sur del Biobío tenía cerca de 10 millones de hectáreas; las reducciones sumaron unas 500.000 hectáreas.',
        'Vamos a analizar estos datos y el efecto de la ocupación en el pueblo mapuche.',
      ],
      tabla: {
        columnas: ['Dato', 'Hectáreas aproximadas'],
        filas: [
          ['Territorio mapuche antes de la ocupación', '10.000.000'],
          ['Tierras en reducciones', '500.000'],
          ['Porcentaje que quedó a las comunidades', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Mapa de la Araucanía con fuertes y ferrocarril', 'Calculadora'],
      pasos: [
        ['Calcular', 'Calculamos el porcentaje de tierras que quedó a las comunidades mapuche.', 2],
        ['Mapa', 'Ubicamos fuertes, ciudades y el ferrocarril de la ocupación.', 3],
        ['Analizar', 'Explicamos las consecuencias de la radicación para la economía y la vida mapuche.', 4],
      ],
      tareas: ['resolucion_problemas', 'ensayo'],
    },
  ),
  instrumento(
    'HI1M OA 15',
    [
      'La Guerra del Pacífico',
      'Analiza la Guerra del Pacífico: el conflicto económico por el salitre, su impacto en la sociedad chilena y en la ampliación del territorio, y evalúa su proyección en las relaciones con Perú y Bolivia.',
      'Analiza la disputa por el salitre y una consecuencia territorial de la guerra.',
      'Describe batallas, como la de Iquique, sin analizar causas ni consecuencias.',
      'Confunde la Guerra del Pacífico con otros conflictos.',
    ],
    [
      'Explica la relación entre el salitre y la Guerra del Pacífico.',
      'Expliqué la relación entre el salitre y la Guerra del Pacífico.',
    ],
    {
      id: 'hi1m-15-tres-miradas-de-la-guerra',
      tipo: 'fuente',
      titulo: 'Una guerra, tres miradas',
      presentacion: [
        'Fuente 1, escrita por el equipo, imaginando a un diario chileno de 1879: «El impuesto boliviano al salitre viola el tratado de 1874.»',
        'Fuente 2, escrita por el equipo, imaginando a un diario peruano de 1880: «Defendemos nuestro territorio de Tarapacá.»',
        'Vamos a contrastar fuentes de los países en guerra y analizar la proyección actual del conflicto.',
      ],
      materiales: ['Fuentes impresas', 'Mapas de 1870 y 1890', 'Hoja de contraste'],
      pasos: [
        ['Contrastar', 'Comparamos el punto de vista de cada fuente sobre la causa de la guerra.', 3],
        ['Mapas', 'Comparamos los mapas y describimos la ampliación del territorio chileno.', 3],
        ['Evaluar', 'Explicamos cómo la guerra sigue influyendo en las relaciones con Perú y Bolivia.', 3],
      ],
      tareas: ['ensayo', 'debate'],
    },
  ),
  instrumento(
    'HI1M OA 16',
    [
      'El orden liberal y parlamentario',
      'Analiza el orden liberal y parlamentario: las reformas que fortalecieron al Congreso, las leyes laicas, la consolidación de los partidos, la ampliación del voto y la guerra civil de 1891.',
      'Analiza dos reformas liberales y su efecto en el poder del Congreso.',
      'Nombra las leyes laicas sin analizar el orden parlamentario.',
      'Confunde el orden liberal con la república conservadora.',
    ],
    [
      'Explica cómo las leyes laicas secularizaron las instituciones.',
      'Expliqué cómo las leyes laicas secularizaron las instituciones.',
    ],
    {
      id: 'hi1m-16-leyes-laicas',
      tipo: 'tema',
      titulo: 'Las leyes laicas y la guerra civil de 1891',
      presentacion: [
        'Entre 1883 y 1884 se aprobaron las leyes de cementerios laicos, matrimonio civil y registro civil.',
        'En 1891 el conflicto entre el Presidente Balmaceda y el Congreso terminó en una guerra civil que dio paso al parlamentarismo.',
        'Vamos a construir una línea de tiempo del orden liberal y parlamentario.',
      ],
      tabla: {
        columnas: ['Año', 'Reforma o hecho', 'Qué cambió'],
        filas: [
          ['1874', 'Ley electoral', ''],
          ['1883', 'Cementerios laicos', ''],
          ['1884', 'Matrimonio civil y registro civil', ''],
          ['1891', 'Guerra civil', ''],
        ],
      },
      materiales: ['Tira larga de papel', 'Plumones', 'Fragmentos de las leyes'],
      pasos: [
        ['Completar', 'Completamos la tabla con lo que cambió cada reforma liberal.', 3],
        ['Línea de tiempo', 'Dibujamos la línea de tiempo del orden liberal.', 3],
        ['Explicar', 'Explicamos por qué el Congreso ganó poder frente al Presidente.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI1M OA 17',
    [
      'Transformaciones de la riqueza del salitre',
      'Caracteriza las transformaciones de la riqueza del salitre: el aumento del ingreso fiscal por los derechos de exportación, el crecimiento de otros sectores y la inversión pública en ferrocarriles, puertos y educación.',
      'Caracteriza el aumento del ingreso fiscal y un ejemplo de inversión pública.',
      'Nombra el salitre sin relacionarlo con el ingreso fiscal.',
      'No reconoce las transformaciones del ciclo salitrero.',
    ],
    [
      'Relaciona el ingreso fiscal del salitre con una obra pública.',
      'Relacioné el ingreso fiscal del salitre con una obra pública.',
    ],
    {
      id: 'hi1m-17-presupuesto-del-salitre',
      tipo: 'problema',
      titulo: 'El salitre en el presupuesto del Estado',
      presentacion: [
        'Hacia 1900, los impuestos a la exportación de salitre aportaban cerca de la mitad del ingreso fiscal de Chile.',
        'Con ese dinero el Estado construyó ferrocarriles, puertos, liceos y escuelas.',
        'Vamos a analizar datos aproximados y evaluar los riesgos de depender del salitre.',
      ],
      tabla: {
        columnas: ['Año', 'Ingreso fiscal por salitre (%)', 'Escuelas públicas (aprox.)'],
        filas: [
          ['1880', '5', '600'],
          ['1890', '45', '1.100'],
          ['1910', '50', '2.600'],
        ],
      },
      materiales: ['Tabla impresa', 'Papel cuadriculado', 'Imágenes de obras públicas'],
      pasos: [
        ['Graficar', 'Graficamos el aporte del salitre al ingreso fiscal.', 3],
        ['Relacionar', 'Relacionamos el ingreso con la inversión en escuelas y obras públicas.', 3],
        ['Evaluar', 'Explicamos qué riesgo tenía depender de un solo producto.', 3],
      ],
      tareas: ['resolucion_problemas', 'ensayo'],
    },
  ),
  instrumento(
    'HI1M OA 18',
    [
      'La cuestión social',
      'Analiza las causas y rasgos de la cuestión social, como los conventillos, la mortalidad infantil y las condiciones laborales, las nuevas demandas populares, las formas de lucha obrera y la transformación de los partidos.',
      'Analiza dos rasgos de la cuestión social y una forma de lucha obrera.',
      'Describe la pobreza urbana sin relacionarla con la cuestión social.',
      'No reconoce la cuestión social.',
    ],
    [
      'Relaciona las condiciones de vida obrera con las demandas del movimiento obrero.',
      'Relacioné las condiciones de vida obrera con las demandas del movimiento obrero.',
    ],
    {
      id: 'hi1m-18-conventillo',
      tipo: 'fuente',
      titulo: 'La vida en un conventillo',
      presentacion: [
        'Relato escrito por el equipo, imaginando a una lavandera de Santiago en 1905: «Vivimos ocho en una pieza; el patio tiene una sola llave de agua para veinte familias, y este invierno murieron dos guaguas del conventillo.»',
        'La cuestión social llevó a los obreros a organizarse en mutuales, mancomunales y huelgas.',
        'Vamos a analizar la fuente y las respuestas del movimiento obrero.',
      ],
      materiales: ['Relato impreso', 'Fotografías de conventillos', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en el relato los problemas de la cuestión social.', 3],
        ['Investigar', 'Investigamos una huelga o una organización obrera de la época.', 3],
        ['Relacionar', 'Explicamos qué demandas populares surgieron de estas condiciones.', 3],
      ],
      tareas: ['ensayo', 'dramatizacion'],
    },
  ),
  instrumento(
    'HI1M OA 19',
    [
      'Escasez y relaciones económicas',
      'Explica el problema económico de la escasez frente a necesidades ilimitadas con ejemplos cotidianos, y las relaciones entre familias, empresas, Estado y resto del mundo: compraventa, salarios, impuestos y comercio exterior.',
      'Explica la escasez con un ejemplo y una relación entre agentes económicos.',
      'Define escasez sin relacionarla con decisiones económicas.',
      'Confunde necesidades con recursos.',
    ],
    [
      'Explica con un ejemplo cotidiano el problema de la escasez.',
      'Expliqué con un ejemplo cotidiano el problema de la escasez.',
    ],
    {
      id: 'hi1m-19-flujo-circular',
      tipo: 'problema',
      titulo: 'El flujo circular de la economía',
      presentacion: [
        'Una familia recibe un salario de una empresa, paga impuestos al Estado y compra bienes y servicios.',
        'Sus necesidades son muchas y su ingreso es limitado: debe decidir, y cada decisión tiene un costo de oportunidad.',
        'Vamos a dibujar el flujo circular y resolver un caso de escasez.',
      ],
      tabla: {
        columnas: ['Necesidad de la familia', 'Costo mensual', '¿Se puede cubrir con un ingreso de 800.000?'],
        filas: [
          ['Arriendo', '350.000', ''],
          ['Alimentación', '300.000', ''],
          ['Transporte', '80.000', ''],
          ['Vacaciones', '200.000', ''],
        ],
      },
      materiales: ['Papelógrafo', 'Tabla impresa', 'Calculadora'],
      pasos: [
        ['Diagrama', 'Dibujamos el flujo circular entre familias, empresas, Estado y resto del mundo.', 3],
        ['Resolver', 'Decidimos qué necesidades cubre la familia y cuál es su costo de oportunidad.', 4],
        ['Explicar', 'Explicamos por qué la escasez obliga a elegir.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI1M OA 20',
    [
      'El funcionamiento del mercado',
      'Explica cómo se forman los precios por la oferta y la demanda y qué factores alteran el mercado, como el monopolio, la colusión, la inflación y los aranceles.',
      'Explica la ley de la oferta y la demanda con un ejemplo y un factor que altera el mercado.',
      'Define oferta y demanda sin explicar cómo se forman los precios.',
      'Confunde la oferta con la demanda.',
    ],
    [
      'Explica cómo cambia el precio de un producto cuando sube su demanda.',
      'Expliqué cómo cambia el precio de un producto cuando sube su demanda.',
    ],
    {
      id: 'hi1m-20-precio-del-tomate',
      tipo: 'problema',
      titulo: 'El precio del tomate en la feria',
      presentacion: [
        'En invierno llega menos tomate a la feria y su precio sube; en verano hay mucha oferta y el precio baja.',
        'Si tres grandes vendedores se pusieran de acuerdo para subir el precio, habría colusión.',
        'Vamos a analizar datos y explicar cómo funciona el mercado.',
      ],
      tabla: {
        columnas: ['Mes', 'Kilos ofrecidos en la feria', 'Precio por kilo (pesos)'],
        filas: [
          ['Enero', '5.000', '600'],
          ['Abril', '3.000', '1.100'],
          ['Julio', '1.500', '2.000'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tabla impresa'],
      pasos: [
        ['Graficar', 'Graficamos la oferta y el precio del tomate en el año.', 3],
        ['Explicar', 'Explicamos la relación entre oferta, demanda y precios.', 3],
        ['Analizar', 'Analizamos qué pasaría con un monopolio o una colusión.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI1M OA 21',
    [
      'Instrumentos financieros: ahorro, crédito e inversión',
      'Caracteriza instrumentos de ahorro, crédito e inversión, como cuentas de ahorro, tarjetas y préstamos, acciones y previsión, y evalúa sus riesgos y beneficios con la tasa de interés.',
      'Caracteriza un instrumento de ahorro y uno de crédito con su tasa de interés.',
      'Nombra instrumentos financieros sin evaluar sus riesgos.',
      'Confunde ahorro con crédito.',
    ],
    [
      'Compara el costo de un crédito con el beneficio de una cuenta de ahorro.',
      'Comparé el costo de un crédito con el beneficio de una cuenta de ahorro.',
    ],
    {
      id: 'hi1m-21-comprar-un-computador',
      tipo: 'problema',
      titulo: '¿Ahorrar o pedir un crédito para un computador?',
      presentacion: [
        'Un computador cuesta 500.000 pesos.',
        'Opción A: ahorrar 50.000 pesos al mes en una cuenta de ahorro durante diez meses. Opción B: comprarlo con tarjeta de crédito en 12 cuotas de 52.000 pesos.',
        'Vamos a evaluar riesgos y beneficios de cada instrumento financiero.',
      ],
      tabla: {
        columnas: ['Opción', 'Instrumento financiero', 'Total pagado', 'Riesgo', 'Beneficio'],
        filas: [
          ['A', 'Cuenta de ahorro', '500.000', '', ''],
          ['B', 'Tarjeta de crédito', '', '', 'Tenerlo de inmediato'],
        ],
      },
      materiales: ['Tabla impresa', 'Calculadora'],
      pasos: [
        ['Calcular', 'Calculamos el total pagado con el crédito y el interés.', 3],
        ['Evaluar', 'Completamos los riesgos y beneficios de cada instrumento.', 3],
        ['Decidir', 'Justificamos qué opción conviene y en qué caso.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate'],
    },
  ),
  instrumento(
    'HI1M OA 22',
    [
      'Decisiones de consumo responsables',
      'Evalúa decisiones de consumo a la luz de los derechos del consumidor, las obligaciones financieras que se adquieren, el presupuesto y el sentido del ahorro y del endeudamiento.',
      'Evalúa una decisión de consumo considerando un derecho del consumidor y el presupuesto.',
      'Conoce algún derecho del consumidor, pero no lo aplica al evaluar una compra.',
      'No considera sus derechos como consumidor ni el endeudamiento.',
    ],
    [
      'Aplica un derecho del consumidor para evaluar una compra.',
      'Apliqué un derecho del consumidor para evaluar una compra.',
    ],
    {
      id: 'hi1m-22-caso-del-celular',
      tipo: 'problema',
      titulo: 'El caso del celular en cuotas',
      presentacion: [
        'Un aviso ofrece un celular a «solo 15.000 pesos al mes», sin decir que son 24 cuotas con intereses.',
        'A la semana de comprarlo, el celular falla y la tienda no quiere cambiarlo.',
        'Vamos a evaluar la decisión de consumo y los derechos del consumidor que están en juego.',
      ],
      materiales: [
        'Ley de protección de los derechos de los consumidores, fragmentos',
        'Calculadora',
        'Hoja de análisis',
      ],
      pasos: [
        ['Calcular', 'Calculamos el costo total del celular en 24 cuotas.', 2],
        ['Analizar', 'Identificamos qué derechos del consumidor se vulneraron: información veraz y garantía.', 4],
        ['Proponer', 'Escribimos un reclamo al Sernac y una recomendación de consumo responsable.', 3],
      ],
      tareas: ['carta', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'HI1M OA 23',
    [
      'Respuestas políticas a la cuestión social',
      'Explica que los problemas sociales generan respuestas políticas distintas, comparando las posturas del liberalismo, el socialismo, el anarquismo, el comunismo y el socialcristianismo ante la cuestión social.',
      'Compara dos respuestas políticas a la cuestión social.',
      'Define una ideología sin relacionarla con la cuestión social.',
      'Confunde las ideologías entre sí.',
    ],
    [
      'Compara cómo respondían el socialismo y el socialcristianismo a la cuestión social.',
      'Comparé cómo respondían el socialismo y el socialcristianismo a la cuestión social.',
    ],
    {
      id: 'hi1m-23-foro-de-ideologias',
      tipo: 'tema',
      titulo: 'Foro de 1910: ¿cómo resolver la cuestión social?',
      presentacion: [
        'Hacia 1910 liberales, socialistas, anarquistas y católicos sociales propusieron respuestas distintas a la cuestión social.',
        'La encíclica Rerum Novarum de 1891 inspiró al socialcristianismo; Recabarren difundió el socialismo obrero.',
        'Vamos a representar un foro donde cada ideología propone su solución.',
      ],
      materiales: ['Fichas de cada ideología', 'Ropa para caracterizarse', 'Pauta de debate'],
      pasos: [
        ['Investigar', 'Cada grupo investiga la respuesta de una ideología a la cuestión social.', 3],
        ['Foro', 'Cada grupo expone su solución y responde a las demás ideologías.', 4],
        ['Comparar', 'Completamos un cuadro comparativo de las respuestas políticas.', 2],
      ],
      tareas: ['debate', 'dramatizacion'],
    },
  ),
  instrumento(
    'HI1M OA 24',
    [
      'La sociedad chilena y los pueblos indígenas',
      'Evalúa con fuentes cómo han convivido y se han enfrentado la sociedad chilena y los pueblos indígenas, ayer y hoy, y reflexiona sobre el valor de la diversidad cultural y la interculturalidad.',
      'Evalúa con una fuente la relación entre el Estado y un pueblo indígena.',
      'Describe un pueblo indígena sin evaluar su relación con la sociedad chilena.',
      'No reconoce la diversidad cultural de los pueblos indígenas.',
    ],
    [
      'Evalúa con una fuente la relación entre la sociedad chilena y un pueblo indígena.',
      'Evalué con una fuente la relación entre la sociedad chilena y un pueblo indígena.',
    ],
    {
      id: 'hi1m-24-ley-indigena',
      tipo: 'fuente',
      titulo: 'Ayer y hoy: pueblos indígenas y Estado',
      presentacion: [
        'La Ley Indígena de 1993 reconoció a los pueblos originarios y creó la Conadi; en 2008 Chile ratificó el Convenio 169 de la OIT.',
        'En el censo de 2017, cerca del 13 % de la población se declaró perteneciente a un pueblo indígena, como el mapuche, el aymara o el rapa nui.',
        'Preguntas guía: ¿qué conflictos hubo en el pasado?, ¿qué reconoce hoy la ley?, ¿qué desafíos de interculturalidad quedan?',
      ],
      materiales: ['Fragmentos de la Ley Indígena y del Convenio 169', 'Datos del censo', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Leemos las fuentes y anotamos qué derechos reconocen a los pueblos indígenas.', 3],
        ['Contrastar', 'Comparamos con un conflicto del pasado, como la ocupación de la Araucanía.', 3],
        ['Reflexionar', 'Escribimos una reflexión sobre la diversidad cultural y la interculturalidad.', 3],
      ],
      tareas: ['ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI1M OA 25',
    [
      'Impacto ambiental de la industrialización',
      'Analiza el impacto ambiental de la industrialización, como la contaminación y las emisiones de combustibles fósiles, su proyección actual en el cambio climático y el debate sobre el desarrollo sostenible.',
      'Analiza un impacto ambiental de la industrialización y su proyección actual.',
      'Describe la contaminación sin relacionarla con la industrialización.',
      'No reconoce el impacto ambiental de la industrialización.',
    ],
    [
      'Relaciona la industrialización con un problema ambiental actual.',
      'Relacioné la industrialización con un problema ambiental actual.',
    ],
    {
      id: 'hi1m-25-zonas-de-sacrificio',
      tipo: 'problema',
      titulo: 'Debate: desarrollo industrial y medioambiente',
      presentacion: [
        'En algunas zonas industriales de Chile, como Quintero y Puchuncaví, la contaminación ha afectado la salud de los vecinos.',
        'Desde la Revolución Industrial, la quema de carbón y petróleo aumentó las emisiones que causan el cambio climático.',
        'Vamos a debatir cómo lograr un desarrollo sostenible.',
      ],
      materiales: ['Noticias sobre zonas industriales', 'Gráfico de emisiones mundiales', 'Pauta de debate'],
      pasos: [
        ['Analizar', 'Analizamos el gráfico de emisiones desde la industrialización.', 3],
        ['Preparar', 'Cada grupo prepara la postura de vecinos, empresas o Estado.', 3],
        ['Debatir', 'Debatimos propuestas de desarrollo sostenible para la zona.', 3],
      ],
      tareas: ['debate', 'ensayo'],
    },
  ),
]

/**
 * Instruments of Historia, 7° and 8° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a source written by the team to analyse, an investigation with its guiding
 * questions, a map or timeline, a debate, a dramatization) for students of twelve to fourteen (see
 * `instrumento.ts`).
 */
import { instrumento } from './instrumento'

/** 7° Básico. */
export const historia07 = [
  instrumento(
    'HI07 OA 01',
    [
      'Hominización y poblamiento de América',
      'Explica las grandes etapas de la evolución humana, desde Australopithecus hasta Homo sapiens, la influencia del medio, la expansión de nuestra especie y las teorías del poblamiento de América, como Bering y Monte Verde.',
      'Explica las etapas de la evolución humana y una teoría del poblamiento de América.',
      'Nombra especies de homínidos sin ordenarlas ni explicar la hominización.',
      'Confunde la evolución humana con el poblamiento de América.',
    ],
    [
      'Ordena las etapas de la evolución humana y explica un rasgo de cada una.',
      'Ordené las etapas de la evolución humana y expliqué un rasgo de cada una.',
    ],
    {
      id: 'hi07-01-monte-verde',
      tipo: 'fuente',
      titulo: 'Monte Verde y el poblamiento de América',
      presentacion: [
        'En Monte Verde, cerca de Puerto Montt, se hallaron restos de un campamento de cazadores recolectores de hace unos 14.500 años.',
        'La fecha es anterior a la que suponía la teoría del poblamiento por el estrecho de Bering solo por tierra.',
        'Preguntas guía: ¿qué restos se encontraron?, ¿qué teoría del poblamiento de América apoya este hallazgo?, ¿qué otras teorías existen?',
      ],
      materiales: ['Planisferio', 'Ficha con datos de Monte Verde', 'Lápices de colores'],
      pasos: [
        ['Trazar rutas', 'Trazamos en el planisferio las rutas de expansión de Homo sapiens desde África.', 3],
        ['Analizar', 'Leemos la ficha de Monte Verde y respondemos las preguntas guía.', 3],
        ['Argumentar', 'Escribimos qué teoría del poblamiento de América nos parece mejor fundada y por qué.', 3],
      ],
      tareas: ['investigacion', 'ensayo', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI07 OA 02',
    [
      'La revolución neolítica',
      'Explica cómo la agricultura, la domesticación de animales, el sedentarismo, los excedentes y el comercio fueron procesos de larga duración que cambiaron la relación del ser humano con su espacio.',
      'Explica la agricultura y el sedentarismo como cambios del Neolítico.',
      'Nombra cambios del Neolítico sin relacionarlos entre sí.',
      'Confunde el Neolítico con el Paleolítico.',
    ],
    [
      'Relaciona la agricultura con el sedentarismo y la acumulación de excedentes.',
      'Relacioné la agricultura con el sedentarismo y la acumulación de excedentes.',
    ],
    {
      id: 'hi07-02-excavacion-de-una-aldea',
      tipo: 'fuente',
      titulo: 'La excavación de una aldea neolítica',
      presentacion: [
        'Un equipo de arqueólogos excava una aldea del Creciente Fértil y encuentra hoces de piedra pulida, granos de trigo, huesos de cabras y vasijas de cerámica.',
        'Las casas son de adobe y están unas junto a otras.',
        'Vamos a interpretar los hallazgos como pistas de la revolución neolítica.',
      ],
      tabla: {
        columnas: ['Hallazgo', 'Qué indica', 'Cambio del Neolítico'],
        filas: [
          ['Hoces de piedra pulida', '', 'Agricultura'],
          ['Huesos de cabras', '', ''],
          ['Vasijas de cerámica', 'Guardar excedentes', ''],
          ['Casas de adobe juntas', '', ''],
        ],
      },
      materiales: ['Fichas de hallazgos', 'Tabla impresa', 'Línea de tiempo del Neolítico'],
      pasos: [
        ['Interpretar', 'Completamos la tabla explicando qué indica cada hallazgo.', 4],
        ['Ordenar', 'Ubicamos en una línea de tiempo los primeros cultivos y la domesticación.', 2],
        ['Concluir', 'Explicamos por qué se habla de un proceso de larga duración.', 3],
      ],
      tareas: ['investigacion', 'resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 03',
    [
      'Estado y poder en las primeras civilizaciones',
      'Explica los rasgos del Estado en las primeras civilizaciones: la administración centralizada, la vida urbana, la estratificación social, la religión oficial, la escritura y la contabilidad.',
      'Explica tres rasgos del poder en las primeras civilizaciones, como la escritura o la estratificación social.',
      'Nombra rasgos de las primeras civilizaciones sin relacionarlos con la administración centralizada.',
      'No reconoce la escritura ni la estratificación social como rasgos del poder.',
    ],
    [
      'Explica para qué servían la escritura y la contabilidad a los gobernantes.',
      'Expliqué para qué servían la escritura y la contabilidad a los gobernantes.',
    ],
    {
      id: 'hi07-03-tablilla-de-contabilidad',
      tipo: 'fuente',
      titulo: 'Una tablilla de la administración de Ur',
      presentacion: [
        'Fuente recreada para esta actividad, al estilo de una tablilla cuneiforme: «Al templo de Nanna: 120 sacos de cebada del campo del norte; 30 ovejas del pastor Lugal; tributo pagado. Lo anotó el escriba.»',
        'Las tablillas muestran una administración centralizada que llevaba cuentas de los tributos.',
        'Vamos a analizar qué revela esta fuente sobre el Estado y la estratificación social.',
      ],
      materiales: ['Tablilla impresa', 'Plasticina y palitos para escribir', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en la tablilla a los grupos sociales y qué registra el escriba.', 3],
        ['Escribir', 'Escribimos en plasticina una tablilla de contabilidad con signos inventados.', 3],
        ['Pirámide social', 'Dibujamos la pirámide de la estratificación social de Mesopotamia.', 3],
      ],
      tareas: ['maqueta', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 04',
    [
      'El origen de las primeras civilizaciones',
      'Caracteriza el origen de civilizaciones como la sumeria, la egipcia, la china, la del Indo o la chavín, y reconoce que procesos parecidos junto a ríos ocurrieron en lugares y épocas distintas.',
      'Caracteriza el origen de dos primeras civilizaciones y su relación con un río.',
      'Nombra primeras civilizaciones sin caracterizar su origen.',
      'Confunde las primeras civilizaciones con los imperios clásicos.',
    ],
    [
      'Explica por qué las primeras civilizaciones surgieron junto a ríos.',
      'Expliqué por qué las primeras civilizaciones surgieron junto a ríos.',
    ],
    {
      id: 'hi07-04-el-regalo-del-nilo',
      tipo: 'fuente',
      titulo: 'El Nilo y el origen de Egipto',
      presentacion: [
        'Fuente recreada para esta actividad, en la voz de un campesino egipcio: «Cuando la crecida del Nilo se retira, deja un barro negro y fértil; entonces sembramos trigo y el escriba del faraón mide cada campo.»',
        'Junto al Tigris y el Éufrates, el Indo y el río Amarillo ocurrieron procesos parecidos, en épocas distintas.',
        'Vamos a analizar la fuente y construir un mapa con una línea de tiempo de las primeras civilizaciones.',
      ],
      tabla: {
        columnas: ['Civilización', 'Río o lugar', 'Fecha aproximada de origen'],
        filas: [
          ['Sumeria', 'Tigris y Éufrates', 'Hacia 3500 a. C.'],
          ['Egipcia', 'Nilo', ''],
          ['Del Indo', '', ''],
          ['China', 'Río Amarillo', ''],
          ['Chavín', 'Andes centrales', ''],
        ],
      },
      materiales: ['Planisferio', 'Fuente impresa', 'Lápices de colores', 'Tira de papel para la línea de tiempo'],
      pasos: [
        ['Analizar la fuente', 'Identificamos qué aportaba el Nilo y qué papel tenía el escriba del faraón.', 3],
        ['Mapa', 'Ubicamos las primeras civilizaciones y sus ríos en el planisferio.', 3],
        ['Línea de tiempo', 'Ordenamos su origen en una línea de tiempo y comparamos las fechas.', 3],
      ],
      tareas: ['afiche', 'investigacion', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 05',
    [
      'El Mediterráneo como espacio de intercambio',
      'Caracteriza el Mediterráneo como ecúmene y espacio de circulación de productos e ideas, e infiere cómo su clima, su relieve y sus recursos influyeron en la polis griega y en la república romana.',
      'Caracteriza el Mediterráneo como espacio de intercambio y nombra un factor que influyó en la polis.',
      'Describe el Mediterráneo sin relacionarlo con Grecia ni Roma.',
      'No reconoce el Mediterráneo como espacio de circulación.',
    ],
    [
      'Infiere cómo el relieve o el clima del Mediterráneo influyó en la polis griega.',
      'Inferí cómo el relieve o el clima del Mediterráneo influyó en la polis griega.',
    ],
    {
      id: 'hi07-05-rutas-del-mediterraneo',
      tipo: 'tema',
      titulo: 'Rutas comerciales del Mediterráneo',
      presentacion: [
        'Los barcos griegos llevaban aceite de oliva, vino y cerámica, y volvían con trigo del mar Negro y de Egipto.',
        'El relieve montañoso dividió Grecia en polis independientes que miraban al mar.',
        'Vamos a dibujar un mapa de rutas de intercambio del Mediterráneo.',
      ],
      materiales: ['Mapa mudo del Mediterráneo', 'Lápices de colores', 'Íconos de productos'],
      pasos: [
        ['Mapa', 'Dibujamos las rutas de comercio marítimo y pegamos los productos.', 4],
        ['Inferir', 'Escribimos cómo el relieve y el clima mediterráneo influyeron en la polis.', 3],
        ['Relacionar', 'Explicamos por qué los romanos llamaron al Mediterráneo «mare nostrum».', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI07 OA 06',
    [
      'La democracia ateniense',
      'Analiza la democracia ateniense, con la asamblea, el sorteo de cargos y la exclusión de mujeres, esclavos y metecos, la contrasta con otras formas de gobierno como la oligarquía espartana y valora su importancia para la política actual.',
      'Describe cómo funcionaba la democracia ateniense y la compara con otra forma de gobierno.',
      'Describe la democracia ateniense sin compararla ni valorarla.',
      'Confunde la democracia ateniense con la democracia actual.',
    ],
    [
      'Compara la democracia ateniense con la democracia actual.',
      'Comparé la democracia ateniense con la democracia actual.',
    ],
    {
      id: 'hi07-06-asamblea-ateniense',
      tipo: 'tema',
      titulo: 'Una sesión de la asamblea de Atenas',
      presentacion: [
        'En la asamblea de Atenas, los ciudadanos varones votaban a mano alzada las leyes y la guerra.',
        'Las mujeres, los esclavos y los metecos no eran ciudadanos y no podían participar.',
        'Vamos a representar una asamblea y comparar la democracia ateniense con la nuestra.',
      ],
      materiales: ['Tarjetas de roles', 'Piedras o fichas para votar', 'Hoja de comparación'],
      pasos: [
        ['Preparar', 'Repartimos roles: ciudadanos, mujeres, esclavos y metecos; solo los ciudadanos votarán.', 2],
        ['Representar', 'Discutimos y votamos una propuesta en la asamblea.', 4],
        ['Comparar', 'Comparamos quiénes participaban en Atenas y quiénes votan hoy en Chile.', 3],
      ],
      tareas: ['dramatizacion', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI07 OA 07',
    [
      'Roma: imperio, romanización y cristianismo',
      'Relaciona el derecho, la burocracia, el ejército, las calzadas y la esclavitud con la extensión del Imperio romano, su trato con los pueblos conquistados, la romanización y la difusión del cristianismo.',
      'Relaciona dos rasgos de Roma con la extensión de su imperio o la romanización.',
      'Describe rasgos de Roma sin relacionarlos con su imperio.',
      'Confunde el Imperio romano con la Grecia clásica.',
    ],
    [
      'Explica cómo las calzadas y el ejército ayudaron a la romanización.',
      'Expliqué cómo las calzadas y el ejército ayudaron a la romanización.',
    ],
    {
      id: 'hi07-07-carta-desde-hispania',
      tipo: 'fuente',
      titulo: 'Una carta desde la Hispania romana',
      presentacion: [
        'Carta recreada para esta actividad, en la voz de un joven de Hispania en el siglo II: «Mi abuelo hablaba la lengua de los celtíberos; yo hablo latín, voy a las termas y mi padre, que sirvió en las legiones, es ciudadano romano.»',
        'La carta muestra la romanización de un pueblo conquistado.',
        'Vamos a analizarla y hacer un mapa de la expansión del Imperio romano.',
      ],
      materiales: ['Carta impresa', 'Mapa del Imperio romano', 'Lápices de colores'],
      pasos: [
        [
          'Analizar',
          'Subrayamos en la carta los rasgos de la romanización: lengua, costumbres, ciudadanía y ejército.',
          3,
        ],
        ['Mapa', 'Pintamos la extensión del Imperio romano y dibujamos sus principales calzadas.', 3],
        ['Explicar', 'Explicamos cómo se difundió el cristianismo por el imperio.', 3],
      ],
      tareas: ['escritura_creativa', 'afiche', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 08',
    [
      'El canon cultural de la Antigüedad clásica',
      'Analiza con fuentes el canon de la Antigüedad clásica centrado en el ser humano, como la filosofía, el teatro, la escultura y el alfabeto, y su influencia en el presente.',
      'Analiza un elemento de la Antigüedad clásica y su influencia actual.',
      'Nombra elementos clásicos sin relacionarlos con el presente.',
      'No reconoce el legado de la Antigüedad clásica.',
    ],
    [
      'Reconoce en el presente una influencia de la Antigüedad clásica.',
      'Reconocí en el presente una influencia de la Antigüedad clásica.',
    ],
    {
      id: 'hi07-08-el-legado-clasico-en-la-ciudad',
      tipo: 'tema',
      titulo: 'Cazadores del legado clásico en la ciudad',
      presentacion: [
        'Muchos edificios públicos tienen columnas y frontones como el Partenón, y usamos palabras griegas como democracia o teatro.',
        'Vamos a buscar huellas de la Antigüedad clásica en nuestro entorno.',
        'Preguntas guía: ¿qué elemento clásico encontramos?, ¿de qué obra o idea antigua proviene?, ¿qué muestra sobre la visión del ser humano?',
      ],
      materiales: ['Celular o cámara', 'Imágenes de esculturas y edificios clásicos', 'Cartulina'],
      pasos: [
        ['Buscar', 'Fotografiamos edificios, esculturas o palabras con influencia clásica.', 3],
        ['Comparar', 'Comparamos cada foto con una obra de la Antigüedad clásica.', 3],
        ['Exponer', 'Armamos una exposición con la influencia clásica en el presente.', 3],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI07 OA 09',
    [
      'El origen de la civilización europea',
      'Explica que la civilización europea surge de la fragmentación del Imperio romano de Occidente y de la fusión de las tradiciones grecorromana, judeocristiana y germana, con la Iglesia como eje y legitimadora del poder.',
      'Explica la caída del Imperio romano de Occidente y una de las tradiciones que se fusionaron.',
      'Nombra a los germanos o a la Iglesia sin explicar la síntesis.',
      'No relaciona la caída del Imperio romano con el origen de Europa.',
    ],
    [
      'Explica qué aportaron los germanos, la Iglesia y la tradición grecorromana a Europa.',
      'Expliqué qué aportaron los germanos, la Iglesia y la tradición grecorromana a Europa.',
    ],
    {
      id: 'hi07-09-coronacion-de-carlomagno',
      tipo: 'fuente',
      titulo: 'La coronación de Carlomagno',
      presentacion: [
        'En el año 800, el papa León III coronó emperador a Carlomagno, rey de los francos, en Roma.',
        'Un rey germano, coronado por la Iglesia, con el título de los antiguos emperadores romanos, resume la síntesis que dio origen a Europa.',
        'Vamos a analizar esta escena y construir un esquema de las tres tradiciones.',
      ],
      materiales: ['Imagen de la coronación', 'Papelógrafo', 'Plumones'],
      pasos: [
        ['Analizar', 'Identificamos en la escena qué representa lo germano, lo romano y lo cristiano.', 3],
        ['Esquema', 'Dibujamos un esquema con las tradiciones grecorromana, judeocristiana y germana.', 3],
        ['Explicar', 'Explicamos por qué la Iglesia legitimaba el poder de los reyes.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI07 OA 10',
    [
      'La sociedad medieval',
      'Caracteriza la sociedad medieval: la visión cristiana del mundo, el orden estamental, los lazos de fidelidad entre señor y vasallo, los roles de género, la vida rural de los siervos y la decadencia de las ciudades.',
      'Caracteriza el orden estamental y los lazos de vasallaje.',
      'Nombra los estamentos sin explicar los lazos de fidelidad.',
      'Confunde la sociedad medieval con la sociedad actual.',
    ],
    ['Explica el orden estamental de la sociedad medieval.', 'Expliqué el orden estamental de la sociedad medieval.'],
    {
      id: 'hi07-10-un-dia-en-el-feudo',
      tipo: 'tema',
      titulo: 'Un día en el feudo',
      presentacion: [
        'En el feudo, los siervos trabajaban la tierra del señor feudal a cambio de protección.',
        'El señor era vasallo de un noble más poderoso, a quien juraba fidelidad en una ceremonia de homenaje.',
        'Vamos a dramatizar un día en el feudo desde cada estamento.',
      ],
      materiales: ['Plano de un feudo', 'Tarjetas de personajes', 'Ropa para caracterizarse'],
      pasos: [
        ['Investigar', 'Cada grupo investiga la vida de un estamento: nobleza, clero o campesinos.', 3],
        ['Dramatizar', 'Representamos un homenaje de vasallaje y un día de trabajo en el feudo.', 4],
        ['Explicar', 'Explicamos cómo la visión cristiana justificaba el orden estamental.', 2],
      ],
      tareas: ['dramatizacion', 'maqueta', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 11',
    [
      'Europa, Bizancio y el islam en la Edad Media',
      'Analiza ejemplos de influencia, convivencia y conflicto entre los mundos europeo, bizantino e islámico, como el cisma de 1054, las cruzadas y la frontera entre cristianos y musulmanes en al-Ándalus.',
      'Analiza un ejemplo de conflicto y uno de convivencia entre esos mundos.',
      'Nombra a bizantinos o musulmanes sin analizar su relación con Europa.',
      'Confunde el mundo bizantino con el islámico.',
    ],
    [
      'Da un ejemplo de convivencia y uno de conflicto entre cristianos y musulmanes.',
      'Di un ejemplo de convivencia y uno de conflicto entre cristianos y musulmanes.',
    ],
    {
      id: 'hi07-11-toledo-ciudad-de-tres-culturas',
      tipo: 'fuente',
      titulo: 'Toledo, ciudad de tres culturas',
      presentacion: [
        'Relato recreado para esta actividad, en la voz de un traductor de Toledo en el siglo XII: «Trabajo con un sabio musulmán y un judío; traducimos libros árabes de medicina al latín.»',
        'En la misma época, cristianos y musulmanes combatían en la península ibérica y en las cruzadas.',
        'Vamos a analizar la fuente y construir un cuadro de convivencia y conflicto.',
      ],
      tabla: {
        columnas: ['Hecho', 'Mundos que se relacionan', '¿Convivencia, influencia o conflicto?'],
        filas: [
          ['Escuela de traductores de Toledo', 'Islámico y europeo', ''],
          ['Cruzadas', '', 'Conflicto'],
          ['Cisma de 1054', 'Bizantino y europeo', ''],
        ],
      },
      materiales: ['Relato impreso', 'Mapa del Mediterráneo medieval', 'Tabla impresa'],
      pasos: [
        ['Analizar', 'Identificamos en el relato ejemplos de convivencia e influencia.', 3],
        ['Completar', 'Completamos el cuadro con hechos de convivencia y de conflicto.', 3],
        ['Mapa', 'Ubicamos Constantinopla, Córdoba, Toledo y Jerusalén en el mapa.', 3],
      ],
      tareas: ['investigacion', 'afiche', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 12',
    [
      'Cambios en Europa desde el siglo XII',
      'Analiza los cambios en Europa desde el siglo XII: el renacer de las ciudades, el crecimiento de la población, las innovaciones técnicas, el auge del comercio y las ferias, los gremios y las universidades.',
      'Analiza dos cambios desde el siglo XII, como el renacer de las ciudades y el comercio.',
      'Nombra cambios, como las ferias o los gremios, sin relacionarlos entre sí.',
      'Confunde la Baja Edad Media con la Alta Edad Media.',
    ],
    [
      'Relaciona el auge del comercio con el renacer de las ciudades.',
      'Relacioné el auge del comercio con el renacer de las ciudades.',
    ],
    {
      id: 'hi07-12-feria-medieval',
      tipo: 'tema',
      titulo: 'Una feria medieval en el curso',
      presentacion: [
        'Desde el siglo XII, las ferias de Champaña reunían a mercaderes de toda Europa.',
        'En las ciudades surgieron la burguesía, los gremios de artesanos y, más tarde, universidades como la de Bolonia.',
        'Vamos a recrear una feria medieval y explicar estos cambios.',
      ],
      materiales: ['Mesas para los puestos', 'Productos hechos por el curso', 'Monedas de papel'],
      pasos: [
        ['Investigar', 'Cada grupo investiga un gremio, un producto o una innovación técnica de la época.', 3],
        ['Recrear', 'Armamos la feria con puestos y explicamos qué vendía cada gremio.', 4],
        ['Relacionar', 'Explicamos por qué el comercio hizo renacer las ciudades.', 2],
      ],
      tareas: ['dramatizacion', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 13',
    [
      'Mayas y aztecas: territorio y comercio',
      'Identifica los rasgos de mayas y aztecas y las técnicas con que transformaron su territorio, como chinampas, calzadas y canales, y la red comercial que unía Mesoamérica.',
      'Identifica dos técnicas de transformación del territorio en Mesoamérica.',
      'Nombra a mayas y aztecas sin describir sus técnicas.',
      'Confunde Mesoamérica con los Andes.',
    ],
    [
      'Explica una técnica con que los aztecas o los mayas transformaron su territorio.',
      'Expliqué una técnica con que los aztecas o los mayas transformaron su territorio.',
    ],
    {
      id: 'hi07-13-mercado-de-tlatelolco',
      tipo: 'fuente',
      titulo: 'El mercado de Tlatelolco',
      presentacion: [
        'Relato recreado para esta actividad a partir de lo que contaron los cronistas: en el mercado de Tlatelolco se vendían maíz, cacao, plumas, mantas y cerámica llegados de toda Mesoamérica.',
        'Los comerciantes aztecas, llamados pochtecas, recorrían largas rutas; el cacao servía como moneda.',
        'Vamos a construir un mapa de la red comercial mesoamericana.',
      ],
      materiales: ['Mapa de Mesoamérica', 'Íconos de productos', 'Lana de colores'],
      pasos: [
        ['Analizar', 'Anotamos qué productos llegaban al mercado y desde qué regiones.', 3],
        ['Mapa', 'Unimos con lana las regiones productoras con Tenochtitlán y Tlatelolco.', 3],
        ['Técnicas', 'Explicamos cómo las chinampas y las calzadas transformaron el lago de Texcoco.', 3],
      ],
      tareas: ['afiche', 'maqueta', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 14',
    [
      'El dominio y la unidad del Imperio inca',
      'Analiza qué hizo posible el dominio inca: el Qhapaq Ñan, la administración, la mita y el yanaconaje, la reciprocidad, el ejército, el sometimiento de pueblos y el quechua como lengua oficial.',
      'Analiza dos factores que dieron unidad al Imperio inca.',
      'Nombra rasgos del Imperio inca sin relacionarlos con su dominio.',
      'Confunde la organización inca con la azteca.',
    ],
    [
      'Explica cómo la mita y la reciprocidad sostenían al Imperio inca.',
      'Expliqué cómo la mita y la reciprocidad sostenían al Imperio inca.',
    ],
    {
      id: 'hi07-14-tambo-del-qhapaq-nan',
      tipo: 'problema',
      titulo: 'Un tambo del Qhapaq Ñan',
      presentacion: [
        'A lo largo del Qhapaq Ñan había tambos, depósitos con alimentos, ropa y armas para los viajeros del Estado inca.',
        'Los ayllus trabajaban por turnos para el Estado en la mita, y el Inca les devolvía alimentos y fiestas: era la reciprocidad.',
        'Vamos a resolver, con datos inventados para esta actividad, cómo un tambo abastecía a un ejército en marcha.',
      ],
      tabla: {
        columnas: ['Recurso del tambo', 'Cantidad guardada', 'Consumo diario de 200 soldados', 'Días que alcanza'],
        filas: [
          ['Maíz (cargas)', '600', '20', ''],
          ['Charqui (cargas)', '150', '10', ''],
          ['Mantas', '400', '', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Mapa del Qhapaq Ñan', 'Calculadora'],
      pasos: [
        ['Calcular', 'Calculamos cuántos días alcanzan los recursos del tambo.', 3],
        ['Relacionar', 'Explicamos de dónde venían esos recursos: la mita y la reciprocidad.', 3],
        ['Concluir', 'Explicamos por qué los caminos y los tambos daban unidad al Imperio inca.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 15',
    [
      'Rasgos culturales de mayas, aztecas e incas',
      'Describe rasgos culturales de mayas, aztecas e incas, como su arte, lengua, medición del tiempo, creencias y ritos funerarios, e identifica los que perduran hoy.',
      'Describe dos rasgos culturales de estas civilizaciones y uno que perdura.',
      'Nombra rasgos culturales sin distinguir a qué civilización pertenecen.',
      'No reconoce rasgos culturales de mayas, aztecas e incas.',
    ],
    [
      'Identifica un rasgo cultural de mayas, aztecas o incas que perdura hoy.',
      'Identifiqué un rasgo cultural de mayas, aztecas o incas que perdura hoy.',
    ],
    {
      id: 'hi07-15-cosmovision-y-calendario',
      tipo: 'tema',
      titulo: 'Calendarios, dioses y ritos',
      presentacion: [
        'Los mayas medían el tiempo con calendarios precisos, los aztecas honraban a Quetzalcóatl y los incas celebraban el Inti Raymi en el solsticio de invierno.',
        'Algunos de estos rasgos culturales perduran, como el Inti Raymi en Cuzco o el uso del quechua.',
        'Preguntas guía: ¿qué creencia o rito elegimos?, ¿qué significaba?, ¿perdura hoy y cómo?',
      ],
      materiales: ['Libros y sitios confiables', 'Cartulina', 'Imágenes de arte precolombino'],
      pasos: [
        ['Investigar', 'Cada grupo investiga un rasgo cultural: calendario, dioses, ritos funerarios o arte.', 4],
        ['Comparar', 'Comparamos el rasgo en las tres civilizaciones.', 2],
        ['Exponer', 'Presentamos qué perdura hoy de ese rasgo cultural.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral', 'afiche', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 16',
    [
      'Herencia combinada en la cultura latinoamericana',
      'Reconoce en manifestaciones culturales latinoamericanas de hoy la herencia combinada de pueblos precolombinos, grecorromanos y europeos, como el sincretismo religioso, la lengua y las fiestas.',
      'Reconoce en una manifestación cultural dos herencias distintas.',
      'Nombra una herencia sin reconocerla en una manifestación actual.',
      'No reconoce herencias en la cultura latinoamericana.',
    ],
    [
      'Reconoce la herencia indígena y europea en una fiesta latinoamericana de hoy.',
      'Reconocí la herencia indígena y europea en una fiesta latinoamericana de hoy.',
    ],
    {
      id: 'hi07-16-fiesta-de-la-tirana',
      tipo: 'fuente',
      titulo: 'La Tirana: una fiesta de herencia combinada',
      presentacion: [
        'En la fiesta de La Tirana se honra a la Virgen del Carmen con bailes de diablos y máscaras de origen andino.',
        'En ella se mezclan la religión católica traída desde Europa y tradiciones indígenas: es un ejemplo de sincretismo.',
        'Vamos a analizar manifestaciones culturales latinoamericanas y reconocer su herencia.',
      ],
      tabla: {
        columnas: ['Manifestación cultural', 'Herencia precolombina', 'Herencia europea'],
        filas: [
          ['Fiesta de La Tirana', 'Bailes y máscaras andinas', 'Virgen del Carmen'],
          ['Día de Muertos en México', '', ''],
          ['Nuestro idioma', '', 'Latín'],
        ],
      },
      materiales: ['Fotos y videos de fiestas', 'Tabla impresa', 'Cartulina'],
      pasos: [
        ['Observar', 'Miramos imágenes de La Tirana y del Día de Muertos.', 2],
        ['Analizar', 'Completamos la tabla con la herencia de cada manifestación cultural.', 4],
        ['Explicar', 'Explicamos qué es el sincretismo con un ejemplo latinoamericano.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI07 OA 17',
    [
      'Límites al poder en Atenas y Roma',
      'Identifica los mecanismos con que Atenas y Roma limitaron el poder, como el equilibrio de poderes, los cargos temporales y colegiados, el Senado y el ostracismo, y reconoce continuidades y cambios con el presente.',
      'Identifica dos mecanismos para limitar el poder y una continuidad con el presente.',
      'Nombra magistraturas sin explicar cómo limitaban el poder.',
      'No reconoce mecanismos para limitar el poder en la Antigüedad.',
    ],
    [
      'Explica cómo un mecanismo de Atenas o Roma limitaba el poder.',
      'Expliqué cómo un mecanismo de Atenas o Roma limitaba el poder.',
    ],
    {
      id: 'hi07-17-dos-consules',
      tipo: 'problema',
      titulo: '¿Por qué Roma tenía dos cónsules?',
      presentacion: [
        'En la república romana gobernaban dos cónsules elegidos por un año, y cada uno podía vetar al otro.',
        'En Atenas, el ostracismo permitía expulsar por diez años a quien concentrara demasiado poder.',
        'Vamos a analizar estos mecanismos y compararlos con los límites al poder en el Chile actual.',
      ],
      tabla: {
        columnas: ['Mecanismo', 'Atenas o Roma', 'Cómo limitaba el poder', 'Semejanza actual'],
        filas: [
          ['Dos cónsules con veto', 'Roma', '', ''],
          ['Cargos por un año', '', '', 'Período presidencial sin reelección inmediata'],
          ['Ostracismo', 'Atenas', '', ''],
          ['Senado', '', '', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Constitución de Chile', 'Papelógrafo'],
      pasos: [
        ['Analizar', 'Explicamos cómo cada mecanismo evitaba que alguien concentrara el poder.', 3],
        ['Comparar', 'Buscamos en la Constitución de Chile un límite al poder parecido.', 3],
        ['Debatir', 'Debatimos qué mecanismo antiguo sería útil hoy.', 3],
      ],
      tareas: ['debate', 'resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'HI07 OA 18',
    [
      'Conceptos políticos de ayer y de hoy',
      'Compara el sentido de ciudadanía, democracia, república, municipio y gremio en la Antigüedad clásica y la Edad Media con su sentido actual, señalando qué se mantuvo y qué cambió.',
      'Compara el sentido de la república o del gremio en la Antigüedad o la Edad Media y hoy.',
      'Define la república o el municipio antiguos sin compararlos con los actuales.',
      'Confunde el sentido antiguo de república o ciudadanía con el actual.',
    ],
    [
      'Compara qué significaba ser ciudadano romano y qué significa la ciudadanía hoy.',
      'Comparé qué significaba ser ciudadano romano y qué significa la ciudadanía hoy.',
    ],
    {
      id: 'hi07-18-diccionario-politico',
      tipo: 'tema',
      titulo: 'Diccionario de conceptos políticos: ayer y hoy',
      presentacion: [
        'La palabra república viene del latín «res publica», la cosa pública, y el gremio medieval reunía a los artesanos de un oficio.',
        'Esos conceptos siguen vivos, pero su sentido cambió: hoy la ciudadanía incluye a mujeres y hombres mayores de 18 años.',
        'Vamos a escribir un diccionario que compare cada concepto ayer y hoy.',
      ],
      tabla: {
        columnas: ['Concepto', 'Sentido en la Antigüedad o la Edad Media', 'Sentido actual'],
        filas: [
          ['Ciudadanía', '', ''],
          ['República', 'Res publica romana', ''],
          ['Municipio', '', ''],
          ['Gremio', '', 'Colegio profesional o sindicato'],
        ],
      },
      materiales: ['Tabla impresa', 'Diccionario', 'Cartulina'],
      pasos: [
        ['Investigar', 'Buscamos el sentido antiguo de la república, el municipio, la ciudadanía y el gremio.', 3],
        ['Comparar', 'Completamos la tabla con su sentido actual.', 3],
        ['Escribir', 'Redactamos las entradas del diccionario con un ejemplo de cada época.', 3],
      ],
      tareas: ['investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 19',
    [
      'La diversidad como riqueza cultural de Europa',
      'Identifica lo que árabes, judíos, germanos y eslavos aportaron a Europa en lengua, religión y ciencias, como los números arábigos o el álgebra, y valora la diversidad como fuente de riqueza cultural.',
      'Identifica el aporte de dos pueblos a la cultura europea.',
      'Nombra pueblos medievales sin identificar sus aportes.',
      'No reconoce la diversidad de aportes a la cultura europea.',
    ],
    [
      'Identifica un aporte de los árabes a la cultura europea.',
      'Identifiqué un aporte de los árabes a la cultura europea.',
    ],
    {
      id: 'hi07-19-palabras-de-origen-arabe',
      tipo: 'problema',
      titulo: 'Palabras y números que heredamos',
      presentacion: [
        'Almohada, aceite, azúcar y ojalá son palabras de origen árabe que usamos a diario.',
        'Los números arábigos, con el cero, llegaron a Europa a través de al-Ándalus y facilitaron el álgebra.',
        'Vamos a investigar los aportes de distintos pueblos a la cultura europea.',
      ],
      tabla: {
        columnas: ['Pueblo', 'Aporte', 'Ámbito: lengua, religión o ciencia'],
        filas: [
          ['Árabes', 'Números arábigos y álgebra', 'Ciencia'],
          ['Judíos', '', 'Religión'],
          ['Germanos', '', ''],
          ['Eslavos', 'Alfabeto cirílico', ''],
        ],
      },
      materiales: ['Diccionario etimológico', 'Tabla impresa', 'Cartulina'],
      pasos: [
        ['Buscar', 'Buscamos en el diccionario diez palabras de origen árabe.', 3],
        ['Completar', 'Completamos la tabla con los aportes de cada pueblo.', 3],
        ['Valorar', 'Escribimos por qué la diversidad enriqueció la cultura europea.', 3],
      ],
      tareas: ['investigacion', 'afiche', 'ensayo'],
    },
  ),
  instrumento(
    'HI07 OA 20',
    [
      'Convivencia y conflicto entre culturas',
      'Reconoce formas de convivencia y de conflicto entre culturas en las civilizaciones estudiadas y debate con argumentos sobre la tolerancia, el respeto y la resolución pacífica de conflictos entre pueblos.',
      'Reconoce un ejemplo de convivencia y uno de conflicto y opina sobre la tolerancia.',
      'Describe un conflicto entre pueblos sin reflexionar sobre su resolución.',
      'No reconoce formas de convivencia entre culturas.',
    ],
    [
      'Argumenta en un debate sobre la resolución pacífica de conflictos entre pueblos.',
      'Argumenté en un debate sobre la resolución pacífica de conflictos entre pueblos.',
    ],
    {
      id: 'hi07-20-debate-tolerancia',
      tipo: 'tema',
      titulo: 'Debate: ¿se puede convivir entre culturas distintas?',
      presentacion: [
        'En al-Ándalus hubo periodos de convivencia entre cristianos, musulmanes y judíos, y también guerras.',
        'Los parlamentos entre españoles y mapuche y los tratados de paz muestran que los conflictos entre pueblos pueden resolverse con diálogo.',
        'Vamos a debatir sobre la tolerancia y la resolución pacífica de conflictos.',
      ],
      materiales: ['Fichas con ejemplos históricos', 'Cronómetro', 'Pauta de debate'],
      pasos: [
        ['Preparar', 'Cada grupo reúne ejemplos históricos de convivencia y de conflicto.', 3],
        ['Debatir', 'Debatimos si la tolerancia es posible entre culturas muy distintas.', 4],
        ['Concluir', 'Escribimos tres condiciones para una resolución pacífica de conflictos.', 2],
      ],
      tareas: ['debate', 'ensayo', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI07 OA 21',
    [
      'Ser humano y medio: dónde se asientan las sociedades',
      'Reconoce procesos de adaptación y transformación del medio y explica qué factores influyen en dónde se asientan las sociedades: recursos, zonas fértiles, agua, fragilidad del medio y amenazas naturales.',
      'Explica dos factores que influyen en dónde se asienta una sociedad.',
      'Describe un asentamiento sin explicar los factores que lo explican.',
      'No relaciona los asentamientos humanos con el medio.',
    ],
    [
      'Explica por qué una población se asentó en un lugar y no en otro.',
      'Expliqué por qué una población se asentó en un lugar y no en otro.',
    ],
    {
      id: 'hi07-21-donde-fundar-una-ciudad',
      tipo: 'problema',
      titulo: '¿Dónde fundar una nueva ciudad?',
      presentacion: [
        'Un mapa ficticio muestra tres lugares posibles para un asentamiento: la ribera de un río que se desborda, un valle fértil con agua y una ladera junto a un volcán activo.',
        'Vamos a evaluar cada lugar según sus recursos, su fragilidad y sus amenazas naturales.',
      ],
      tabla: {
        columnas: ['Lugar', 'Recursos', 'Amenazas naturales', 'Decisión'],
        filas: [
          ['Ribera del río', 'Agua y pesca', 'Inundaciones', ''],
          ['Valle fértil', '', '', ''],
          ['Ladera del volcán', 'Suelo volcánico fértil', '', ''],
        ],
      },
      materiales: ['Mapa ficticio impreso', 'Tabla impresa'],
      pasos: [
        ['Evaluar', 'Completamos la tabla con los recursos y las amenazas de cada lugar.', 4],
        ['Decidir', 'Elegimos dónde se asentaría la población y lo justificamos.', 3],
        ['Comparar', 'Comparamos con un asentamiento real de Chile y su adaptación al medio.', 2],
      ],
      tareas: ['resolucion_problemas', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI07 OA 22',
    [
      'Impacto de la acción humana en el medio',
      'Explica cómo la acción humana impacta el medio, como la deforestación o la contaminación, y cómo el medio afecta a la población, y evalúa medidas para reducir los efectos negativos.',
      'Explica un impacto humano en el medio y propone una medida.',
      'Describe un problema del medio sin relacionarlo con la acción humana.',
      'No reconoce el impacto humano en el medio.',
    ],
    [
      'Evalúa una medida para reducir un impacto humano en el medio.',
      'Evalué una medida para reducir un impacto humano en el medio.',
    ],
    {
      id: 'hi07-22-humedal-en-peligro',
      tipo: 'problema',
      titulo: 'Un humedal en peligro',
      presentacion: [
        'Un humedal urbano recibe basura y el relleno de terrenos para construir casas.',
        'El humedal regula las inundaciones y alberga aves; si desaparece, el barrio se inunda más en invierno.',
        'Vamos a evaluar medidas para reducir el impacto humano en este medio.',
      ],
      tabla: {
        columnas: ['Medida', 'Efecto esperado', 'Costo o dificultad', 'Evaluación'],
        filas: [
          ['Declararlo área protegida', '', '', ''],
          ['Campaña de limpieza', '', '', ''],
          ['Prohibir rellenos', '', '', ''],
        ],
      },
      materiales: ['Fotografías del humedal', 'Tabla impresa', 'Cartulina'],
      pasos: [
        ['Analizar', 'Identificamos cómo la acción humana daña el humedal y cómo eso afecta al barrio.', 3],
        ['Evaluar', 'Evaluamos las medidas en la tabla.', 3],
        ['Proponer', 'Hacemos un afiche con la medida elegida para proteger el humedal.', 3],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI07 OA 23',
    [
      'Problemas ambientales a escala local',
      'Investiga un problema ambiental, como el calentamiento global, los recursos energéticos o la sobrepoblación, con datos y fuentes, y analiza y evalúa su impacto en la escala local.',
      'Investiga un problema ambiental y describe su impacto local.',
      'Describe un problema ambiental global sin relacionarlo con su localidad.',
      'No reconoce problemas ambientales.',
    ],
    [
      'Explica con datos el impacto local de un problema ambiental.',
      'Expliqué con datos el impacto local de un problema ambiental.',
    ],
    {
      id: 'hi07-23-temperatura-de-mi-ciudad',
      tipo: 'problema',
      titulo: 'El calentamiento global en nuestra ciudad',
      presentacion: [
        'En un ejemplo con datos redondeados, la temperatura media anual de una ciudad fue de 14,1 °C en 1970, 14,4 °C en 1990, 14,8 °C en 2010 y 15,0 °C en 2020.',
        'Pregunta de investigación: ¿cómo afecta el calentamiento global a nuestra localidad, en el agua, la agricultura o la salud?',
      ],
      tabla: {
        columnas: ['Año', 'Temperatura media anual (°C)'],
        filas: [
          ['1970', '14,1'],
          ['1990', '14,4'],
          ['2010', '14,8'],
          ['2020', '15,0'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Datos de la Dirección Meteorológica', 'Computador con internet'],
      pasos: [
        ['Graficar', 'Hacemos un gráfico de línea con la temperatura media y describimos la tendencia.', 3],
        ['Investigar', 'Buscamos en dos fuentes efectos del cambio climático en nuestra región.', 4],
        ['Evaluar', 'Evaluamos el impacto local y proponemos una acción de la comunidad.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral', 'ensayo'],
    },
  ),
]

/** 8° Básico. */
export const historia08 = [
  instrumento(
    'HI08 OA 01',
    [
      'Humanismo y Renacimiento',
      'Analiza con fuentes cómo el humanismo y el Renacimiento pusieron al ser humano y su capacidad de transformar el mundo en el centro, en obras como las de Leonardo, Miguel Ángel o Erasmo.',
      'Explica el antropocentrismo del Renacimiento con una obra como ejemplo.',
      'Nombra artistas del Renacimiento sin explicar el humanismo.',
      'Confunde el Renacimiento con la Edad Media.',
    ],
    [
      'Explica cómo una obra del Renacimiento pone al ser humano en el centro.',
      'Expliqué cómo una obra del Renacimiento pone al ser humano en el centro.',
    ],
    {
      id: 'hi08-01-hombre-de-vitruvio',
      tipo: 'fuente',
      titulo: 'El Hombre de Vitruvio y el humanismo',
      presentacion: [
        'Leonardo da Vinci dibujó hacia 1490 un cuerpo humano inscrito en un círculo y un cuadrado, con medidas proporcionadas.',
        'Para los humanistas, el ser humano era la medida de todas las cosas y podía transformar el mundo con su razón.',
        'Vamos a comparar esta obra del Renacimiento con una pintura medieval.',
      ],
      tabla: {
        columnas: ['Aspecto', 'Pintura medieval', 'Obra del Renacimiento'],
        filas: [
          ['Tema central', 'Dios y los santos', ''],
          ['Cuerpo humano', '', 'Proporcionado y realista'],
          ['Perspectiva', '', ''],
        ],
      },
      materiales: ['Imágenes de obras medievales y renacentistas', 'Tabla impresa'],
      pasos: [
        ['Observar', 'Comparamos el Hombre de Vitruvio con una pintura medieval.', 3],
        ['Analizar', 'Completamos la tabla y explicamos qué significa el antropocentrismo.', 3],
        ['Crear', 'Hacemos un afiche sobre un humanista o artista del Renacimiento y su visión del ser humano.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 02',
    [
      'De la sociedad medieval a la moderna',
      'Compara la sociedad medieval con la moderna, considerando la Reforma protestante y la ruptura de la unidad religiosa, el Estado centralizado, la imprenta y la revolución científica.',
      'Compara dos cambios de la Edad Moderna con la sociedad medieval.',
      'Nombra la imprenta o la Reforma sin compararlas con la Edad Media.',
      'Confunde la Edad Moderna con la Edad Media.',
    ],
    [
      'Explica cómo la imprenta ayudó a la difusión de ideas de la Reforma o de la ciencia moderna.',
      'Expliqué cómo la imprenta ayudó a la difusión de ideas de la Reforma o de la ciencia moderna.',
    ],
    {
      id: 'hi08-02-imprenta-y-reforma',
      tipo: 'problema',
      titulo: 'La imprenta cambia Europa',
      presentacion: [
        'Antes de la imprenta de Gutenberg, un monje tardaba meses en copiar un libro a mano.',
        'En 1517 Lutero publicó sus tesis y, gracias a la imprenta, miles de copias circularon en pocas semanas: la Reforma protestante rompió la unidad religiosa.',
        'Vamos a analizar cómo la imprenta aceleró la difusión de ideas religiosas y científicas.',
      ],
      tabla: {
        columnas: ['Idea', 'Autor', 'Año', 'Cómo se difundió'],
        filas: [
          ['Noventa y cinco tesis', 'Lutero', '1517', ''],
          ['Heliocentrismo', 'Copérnico', '1543', ''],
          ['Observaciones con telescopio', 'Galileo', '1610', ''],
        ],
      },
      materiales: ['Sellos de goma o de papa', 'Tinta', 'Papel', 'Tabla impresa'],
      pasos: [
        ['Experimentar', 'Comparamos el tiempo de copiar un texto a mano y de imprimirlo con sellos.', 3],
        ['Analizar', 'Completamos la tabla con las ideas de la Reforma y de la revolución científica.', 3],
        ['Comparar', 'Escribimos en qué se diferencia la sociedad moderna de la medieval.', 3],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 03',
    [
      'El Estado moderno',
      'Caracteriza el Estado moderno, con el poder concentrado en el rey, la burocracia, los impuestos centralizados, los ejércitos profesionales y la expansión territorial, y lo contrasta con la fragmentación del poder medieval.',
      'Caracteriza el Estado moderno con dos rasgos y lo contrasta con el poder medieval.',
      'Nombra rasgos del absolutismo sin contrastarlos con la Edad Media.',
      'Confunde el Estado moderno con el feudalismo.',
    ],
    [
      'Contrasta el poder del rey en el Estado moderno con el poder fragmentado medieval.',
      'Contrasté el poder del rey en el Estado moderno con el poder fragmentado medieval.',
    ],
    {
      id: 'hi08-03-el-estado-soy-yo',
      tipo: 'fuente',
      titulo: 'Luis XIV y la monarquía absoluta',
      presentacion: [
        'A Luis XIV de Francia se le atribuye la frase «El Estado soy yo».',
        'Gobernó con funcionarios, cobró impuestos en todo el reino, mantuvo un ejército permanente y construyó el palacio de Versalles para controlar a la nobleza.',
        'Vamos a analizar cómo funcionaba el Estado moderno absolutista.',
      ],
      materiales: ['Imagen del palacio de Versalles', 'Retrato de Luis XIV', 'Papelógrafo'],
      pasos: [
        ['Analizar', 'Identificamos en la fuente los rasgos del Estado moderno: burocracia, impuestos y ejército.', 3],
        ['Contrastar', 'Hacemos un cuadro que compare el poder del rey absoluto con el de un rey medieval.', 4],
        ['Explicar', 'Explicamos qué significaba gobernar por derecho divino.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 04',
    [
      'La economía mercantilista',
      'Caracteriza la economía mercantilista del siglo XVI: la acumulación de metales preciosos, las nuevas rutas comerciales, la expansión mundial de la economía europea, la revolución de los precios y la competencia.',
      'Caracteriza el mercantilismo con la acumulación de metales preciosos y las rutas comerciales.',
      'Nombra el oro y la plata de América sin explicar el mercantilismo.',
      'No reconoce los rasgos de la economía mercantilista.',
    ],
    [
      'Explica por qué los Estados mercantilistas buscaban acumular metales preciosos.',
      'Expliqué por qué los Estados mercantilistas buscaban acumular metales preciosos.',
    ],
    {
      id: 'hi08-04-plata-de-potosi',
      tipo: 'problema',
      titulo: 'La plata de Potosí y la revolución de los precios',
      presentacion: [
        'En el siglo XVI llegaron a Sevilla enormes cantidades de plata de Potosí.',
        'Con más plata en circulación, los precios en España subieron mucho: fue la revolución de los precios.',
        'Vamos a analizar datos ficticios y explicar la lógica del mercantilismo.',
      ],
      tabla: {
        columnas: ['Década', 'Plata llegada a Sevilla (índice)', 'Precio del trigo (índice)'],
        filas: [
          ['1530', '100', '100'],
          ['1560', '400', '180'],
          ['1590', '900', '320'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tabla impresa', 'Mapa de rutas comerciales'],
      pasos: [
        ['Graficar', 'Graficamos la plata llegada y el precio del trigo.', 3],
        ['Relacionar', 'Explicamos la relación entre metales preciosos y precios.', 3],
        ['Mapa', 'Trazamos las nuevas rutas comerciales de la economía mercantilista.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 05',
    [
      'La conquista como choque entre culturas',
      'Argumenta por qué la llegada europea a América fue un choque cultural, considerando la profundidad de las diferencias, la magnitud del medio americano y la desarticulación de la cosmovisión indígena.',
      'Argumenta el choque cultural con un ejemplo de diferencia entre europeos e indígenas.',
      'Describe diferencias entre europeos e indígenas sin argumentar el choque cultural.',
      'Presenta la llegada europea como un encuentro sin diferencias.',
    ],
    [
      'Argumenta con un ejemplo por qué la conquista fue un choque cultural.',
      'Argumenté con un ejemplo por qué la conquista fue un choque cultural.',
    ],
    {
      id: 'hi08-05-dos-miradas-de-un-encuentro',
      tipo: 'fuente',
      titulo: 'Dos miradas sobre el mismo encuentro',
      presentacion: [
        'Fuente 1, recreada para esta actividad, en la voz de un soldado español: «Al ver Tenochtitlán sobre el lago pensamos que era un sueño; pero sus templos y sacrificios nos parecieron obra del demonio.»',
        'Fuente 2, recreada para esta actividad, en la voz de un sabio mexica: «Los extranjeros quemaron nuestros libros y dijeron que nuestros dioses eran falsos; ya no sabemos cómo ordenar el mundo.»',
        'Vamos a contrastar las fuentes y argumentar por qué hubo un choque cultural.',
      ],
      materiales: ['Fuentes impresas', 'Hoja de análisis'],
      pasos: [
        ['Contrastar', 'Anotamos qué asombra y qué rechaza cada autor.', 3],
        ['Analizar', 'Explicamos cómo la conquista desarticuló la cosmovisión indígena.', 3],
        ['Argumentar', 'Escribimos un párrafo argumentativo sobre el choque entre culturas.', 3],
      ],
      tareas: ['ensayo', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI08 OA 06',
    [
      'Por qué la conquista fue rápida',
      'Analiza por qué cayeron rápido los imperios azteca e inca, considerando su organización política, las formas de hacer la guerra, los aliados indígenas, los intereses de los conquistadores y la catástrofe demográfica.',
      'Analiza dos factores de la rápida caída de los imperios americanos.',
      'Nombra un factor de la conquista sin analizarlo.',
      'Atribuye la conquista solo a las armas de fuego.',
    ],
    [
      'Explica dos factores de la rápida caída del Imperio azteca o inca.',
      'Expliqué dos factores de la rápida caída del Imperio azteca o inca.',
    ],
    {
      id: 'hi08-06-cajamarca-1532',
      tipo: 'problema',
      titulo: 'Cajamarca, 1532',
      presentacion: [
        'En 1532 Francisco Pizarro llegó a Cajamarca con menos de doscientos hombres y capturó a Atahualpa.',
        'El Imperio inca venía de una guerra civil entre Atahualpa y Huáscar, y la viruela ya había matado a muchas personas.',
        'Vamos a jerarquizar los factores que explican la rápida caída del imperio.',
      ],
      tabla: {
        columnas: ['Factor', 'Ejemplo', 'Importancia (1 a 5)'],
        filas: [
          ['Guerra civil inca', 'Atahualpa y Huáscar', ''],
          ['Enfermedades', '', ''],
          ['Aliados indígenas', '', ''],
          ['Armas de acero y caballos', '', ''],
          ['Intereses de los conquistadores', 'Botín de oro', ''],
        ],
      },
      materiales: ['Tabla impresa', 'Fichas sobre la conquista de México y Perú'],
      pasos: [
        ['Analizar', 'Completamos la tabla con ejemplos de cada factor de la conquista.', 3],
        ['Jerarquizar', 'Ordenamos los factores de mayor a menor importancia.', 3],
        ['Argumentar', 'Defendemos nuestro orden ante el curso con argumentos.', 3],
      ],
      tareas: ['debate', 'resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 07',
    [
      'El impacto de América en la cultura europea',
      'Analiza y evalúa cómo la conquista de América cambió la cultura europea: la ampliación del mundo conocido, el reto de representar una realidad nueva en mapas y crónicas, y los debates morales sobre la humanidad de los indígenas.',
      'Analiza dos impactos de América en la cultura europea.',
      'Nombra un cambio en Europa sin relacionarlo con América.',
      'No reconoce que América cambió la cultura europea.',
    ],
    [
      'Explica cómo América amplió el mundo conocido por los europeos.',
      'Expliqué cómo América amplió el mundo conocido por los europeos.',
    ],
    {
      id: 'hi08-07-mapas-antes-y-despues',
      tipo: 'fuente',
      titulo: 'Mapas del mundo antes y después de 1492',
      presentacion: [
        'En los mapas europeos anteriores a 1492 solo aparecían Europa, Asia y África.',
        'En 1507 un mapa llamó «América» al nuevo continente, y los cronistas intentaban describir animales y plantas que nunca habían visto.',
        'Vamos a comparar mapas y crónicas para evaluar cómo América cambió la cultura europea.',
      ],
      materiales: ['Reproducciones de mapas antiguos', 'Fragmentos de crónicas adaptados', 'Hoja de análisis'],
      pasos: [
        ['Comparar', 'Comparamos un mapa anterior y uno posterior a 1492.', 3],
        ['Analizar', 'Leemos cómo un cronista describe un animal americano y cómo lo compara con lo europeo.', 3],
        ['Evaluar', 'Escribimos qué cambio en la cultura europea nos parece más importante.', 3],
      ],
      tareas: ['ensayo', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 08',
    [
      'Las ciudades en el Imperio español',
      'Analiza el papel de las ciudades en la administración del Imperio español: sus instituciones, como el cabildo y la Real Audiencia, la relación con la metrópoli, el monopolio comercial y el poder de las elites criollas.',
      'Analiza dos instituciones de las ciudades coloniales y su relación con la metrópoli.',
      'Nombra instituciones coloniales sin explicar el papel de las ciudades.',
      'No reconoce el papel de las ciudades en el Imperio español.',
    ],
    [
      'Explica qué poder tenían los criollos en el cabildo de una ciudad colonial.',
      'Expliqué qué poder tenían los criollos en el cabildo de una ciudad colonial.',
    ],
    {
      id: 'hi08-08-plano-en-damero',
      tipo: 'fuente',
      titulo: 'El plano en damero de una ciudad colonial',
      presentacion: [
        'Las ciudades coloniales se trazaban en damero: manzanas cuadradas alrededor de una plaza de armas.',
        'En la plaza estaban la iglesia, el cabildo, donde gobernaban los vecinos criollos, y la casa del gobernador.',
        'Vamos a analizar el plano de Santiago colonial y el papel de sus instituciones.',
      ],
      materiales: ['Plano de Santiago colonial', 'Lápices de colores', 'Hoja de análisis'],
      pasos: [
        ['Ubicar', 'Ubicamos en el plano la plaza de armas, el cabildo, la Real Audiencia y la iglesia.', 3],
        ['Analizar', 'Explicamos qué función cumplía cada institución de la ciudad.', 3],
        ['Relacionar', 'Explicamos cómo el monopolio comercial unía la ciudad con la metrópoli.', 3],
      ],
      tareas: ['maqueta', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 09',
    [
      'El Barroco en la cultura colonial',
      'Caracteriza el Barroco a partir de manifestaciones coloniales como la pintura de la escuela cuzqueña, la arquitectura de las iglesias, la música, el teatro y las fiestas religiosas.',
      'Caracteriza el Barroco con dos manifestaciones de la cultura colonial.',
      'Nombra obras coloniales sin reconocer sus rasgos barrocos.',
      'Confunde el Barroco con el arte precolombino.',
    ],
    [
      'Reconoce rasgos del Barroco en una obra de arte colonial.',
      'Reconocí rasgos del Barroco en una obra de arte colonial.',
    ],
    {
      id: 'hi08-09-pintura-cuzquena',
      tipo: 'fuente',
      titulo: 'Una pintura de la escuela cuzqueña',
      presentacion: [
        'La pintura de la escuela cuzqueña muestra vírgenes y ángeles con mantos dorados, muchos adornos y aves y flores de los Andes.',
        'El Barroco buscaba emocionar y enseñar la fe con abundancia de detalles, contrastes de luz y ceremonias solemnes.',
        'Vamos a analizar una obra y crear una ficha de museo del arte colonial barroco.',
      ],
      materiales: ['Imágenes de pinturas cuzqueñas e iglesias barrocas', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Observar', 'Describimos los colores, los adornos y el tema de la pintura.', 3],
        ['Analizar', 'Identificamos rasgos barrocos y elementos andinos en la obra.', 3],
        ['Ficha de museo', 'Escribimos la ficha de la obra para una exposición de arte colonial.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 10',
    [
      'América en el comercio atlántico',
      'Explica el peso de los mercados americanos en el comercio atlántico de los siglos XVII y XVIII: el monopolio, las materias primas, las regiones productivas, la trata de personas esclavizadas y las rutas.',
      'Explica dos rasgos del comercio atlántico, como el monopolio y la trata de esclavizados.',
      'Nombra productos americanos sin relacionarlos con el comercio atlántico.',
      'No reconoce el comercio atlántico colonial.',
    ],
    [
      'Explica las rutas del comercio atlántico y qué se transportaba por ellas.',
      'Expliqué las rutas del comercio atlántico y qué se transportaba por ellas.',
    ],
    {
      id: 'hi08-10-mapa-del-comercio-atlantico',
      tipo: 'tema',
      titulo: 'Mapa del comercio atlántico',
      presentacion: [
        'Desde América salían plata, azúcar, tabaco y cacao hacia Europa.',
        'Desde África fueron llevadas a la fuerza millones de personas esclavizadas para trabajar en plantaciones y minas.',
        'Vamos a dibujar un mapa del comercio atlántico con sus rutas y productos.',
      ],
      tabla: {
        columnas: ['Ruta', 'Qué se transportaba', 'Quiénes se beneficiaban'],
        filas: [
          ['América a Europa', 'Plata, azúcar, tabaco', ''],
          ['Europa a África', '', ''],
          ['África a América', 'Personas esclavizadas', ''],
        ],
      },
      materiales: ['Mapa mudo del Atlántico', 'Lápices de colores', 'Tabla impresa'],
      pasos: [
        ['Mapa', 'Dibujamos las rutas del comercio atlántico con flechas de colores.', 4],
        ['Completar', 'Completamos la tabla con los productos y los beneficiados.', 3],
        ['Reflexionar', 'Explicamos por qué la trata de esclavizados fue una violación de la dignidad humana.', 2],
      ],
      tareas: ['afiche', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 11',
    [
      'La formación de la sociedad colonial',
      'Analiza la formación de la sociedad colonial: la evangelización, la esclavitud y el trabajo forzado en la encomienda y la mita, los roles de género, la transculturación, el mestizaje y la sociedad de castas.',
      'Analiza la sociedad de castas y una forma de trabajo forzado.',
      'Nombra grupos de la sociedad colonial sin analizar su formación.',
      'Confunde la sociedad colonial con la sociedad actual.',
    ],
    [
      'Explica cómo se organizaba la sociedad de castas colonial.',
      'Expliqué cómo se organizaba la sociedad de castas colonial.',
    ],
    {
      id: 'hi08-11-pinturas-de-castas',
      tipo: 'fuente',
      titulo: 'Las pinturas de castas',
      presentacion: [
        'En el siglo XVIII se pintaron series de cuadros de castas, con familias de distintos orígenes y un nombre para cada mezcla.',
        'Estas pinturas muestran una sociedad colonial que ordenaba a las personas según su origen: peninsulares, criollos, mestizos, mulatos, indígenas y esclavizados.',
        'Vamos a analizar estas fuentes y construir una pirámide de la sociedad colonial.',
      ],
      materiales: ['Reproducciones de pinturas de castas', 'Papelógrafo', 'Plumones'],
      pasos: [
        ['Observar', 'Describimos la ropa, los oficios y los nombres de cada pintura de castas.', 3],
        ['Pirámide', 'Construimos la pirámide de la sociedad colonial.', 3],
        ['Analizar', 'Explicamos el mestizaje y la transculturación que las pinturas no muestran.', 3],
      ],
      tareas: ['afiche', 'ensayo', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 12',
    [
      'Guerra de Arauco y sociedad de frontera',
      'Analiza y evalúa la convivencia y los conflictos entre españoles, mestizos y mapuche tras el fracaso de la conquista de Arauco, y los relaciona con la sociedad de frontera del Biobío, con parlamentos, comercio y malocas.',
      'Analiza una forma de convivencia y una de conflicto en la frontera del Biobío.',
      'Describe la guerra de Arauco sin analizar la sociedad de frontera.',
      'Reduce la relación entre españoles y mapuche a una guerra permanente.',
    ],
    [
      'Relaciona los parlamentos y el comercio con la sociedad de frontera.',
      'Relacioné los parlamentos y el comercio con la sociedad de frontera.',
    ],
    {
      id: 'hi08-12-diario-de-un-capitan-de-amigos',
      tipo: 'fuente',
      titulo: 'El diario de un capitán de amigos',
      presentacion: [
        'Fuente recreada para esta actividad, en la voz de un capitán de amigos en 1750: «Crucé el Biobío con mantas y herramientas para intercambiar por ganado. Los lonkos me recibieron bien; en el parlamento del próximo verano se renovarán las paces.»',
        'Los capitanes de amigos eran intermediarios entre las autoridades españolas y los mapuche en la frontera.',
        'Vamos a analizar la fuente y evaluar cómo era la sociedad de frontera.',
      ],
      materiales: ['Fuente impresa', 'Mapa de la frontera del Biobío', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en la fuente formas de comercio, diplomacia y mestizaje.', 3],
        ['Mapa', 'Ubicamos en el mapa los fuertes, las misiones y los lugares de parlamento.', 3],
        ['Evaluar', 'Escribimos si la frontera fue más un espacio de guerra o de convivencia, con argumentos.', 3],
      ],
      tareas: ['ensayo', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI08 OA 13',
    [
      'La hacienda en el Chile colonial',
      'Analiza el papel de la hacienda en el Chile colonial, con la economía rural, el inquilinaje, la elite terrateniente y la sociedad estamental, y reconoce su proyección en los siglos XIX y XX.',
      'Analiza la hacienda con el inquilinaje y la elite terrateniente.',
      'Describe la hacienda sin relacionarla con la sociedad colonial.',
      'No reconoce el papel de la hacienda en el Chile colonial.',
    ],
    [
      'Explica la relación entre el patrón y los inquilinos en la hacienda.',
      'Expliqué la relación entre el patrón y los inquilinos en la hacienda.',
    ],
    {
      id: 'hi08-13-maqueta-de-una-hacienda',
      tipo: 'tema',
      titulo: 'Maqueta de una hacienda colonial',
      presentacion: [
        'Una hacienda colonial tenía la casa patronal, la capilla, bodegas, potreros para el ganado y las casas de los inquilinos.',
        'Los inquilinos vivían en la hacienda y trabajaban para el patrón a cambio de un pedazo de tierra.',
        'Vamos a construir una maqueta y explicar cómo funcionaba la hacienda.',
      ],
      materiales: ['Base de cartón', 'Plasticina', 'Palitos de helado', 'Pasto seco'],
      pasos: [
        ['Investigar', 'Averiguamos qué partes tenía una hacienda y qué producía.', 3],
        ['Construir', 'Hacemos la maqueta con la casa patronal y las casas de los inquilinos.', 4],
        ['Proyectar', 'Explicamos qué rasgos de la hacienda perduraron en los siglos XIX y XX.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 14',
    [
      'La Ilustración',
      'Caracteriza la Ilustración como pensamiento basado en la razón, con ideas como la separación de poderes, la soberanía popular, la libertad y la igualdad, y fundamenta su papel en la crítica al absolutismo.',
      'Caracteriza la Ilustración con dos de sus ideas y un pensador.',
      'Nombra pensadores ilustrados sin explicar sus ideas.',
      'Confunde la Ilustración con el absolutismo.',
    ],
    [
      'Explica una idea de la Ilustración que criticaba el absolutismo.',
      'Expliqué una idea de la Ilustración que criticaba el absolutismo.',
    ],
    {
      id: 'hi08-14-salon-ilustrado',
      tipo: 'tema',
      titulo: 'Un salón de la Ilustración',
      presentacion: [
        'En los salones de París del siglo XVIII se discutían las ideas de Montesquieu, Rousseau y Voltaire.',
        'Montesquieu propuso la separación de poderes; Rousseau, la soberanía popular; Voltaire defendió la libertad de pensamiento.',
        'Vamos a representar un salón ilustrado donde cada pensador critica el absolutismo.',
      ],
      materiales: ['Fichas de pensadores', 'Ropa para caracterizarse'],
      pasos: [
        ['Investigar', 'Cada grupo investiga a un pensador de la Ilustración y sus ideas.', 3],
        ['Representar', 'En el salón, cada pensador expone su idea y responde a un defensor del rey absoluto.', 4],
        ['Relacionar', 'Explicamos qué idea ilustrada está presente en la democracia actual.', 2],
      ],
      tareas: ['dramatizacion', 'debate', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI08 OA 15',
    [
      'Las revoluciones de fines del siglo XVIII',
      'Analiza cómo las ideas ilustradas se expresaron en la independencia de Estados Unidos, la Revolución francesa y las independencias hispanoamericanas, con ejemplos de sus documentos y cambios.',
      'Analiza dos revoluciones y una idea ilustrada presente en ellas.',
      'Describe una revolución sin relacionarla con la Ilustración.',
      'Confunde la Revolución francesa con la independencia de Estados Unidos.',
    ],
    [
      'Relaciona una idea ilustrada con la Revolución francesa o la independencia de Estados Unidos.',
      'Relacioné una idea ilustrada con la Revolución francesa o la independencia de Estados Unidos.',
    ],
    {
      id: 'hi08-15-linea-de-tiempo-revoluciones',
      tipo: 'tema',
      titulo: 'Línea de tiempo de las revoluciones',
      presentacion: [
        'En 1776 las trece colonias declararon su independencia de Gran Bretaña; en 1789 comenzó la Revolución francesa; en 1804 Haití se independizó.',
        'Todas estas revoluciones usaron ideas de la Ilustración, como la soberanía popular y los derechos naturales.',
        'Vamos a construir una línea de tiempo comparada y relacionar cada revolución con sus ideas.',
      ],
      tabla: {
        columnas: ['Año', 'Revolución', 'Idea ilustrada', 'Documento'],
        filas: [
          ['1776', 'Independencia de Estados Unidos', '', 'Declaración de Independencia'],
          ['1789', 'Revolución francesa', '', ''],
          ['1804', 'Independencia de Haití', '', ''],
          ['1810', 'Juntas hispanoamericanas', '', ''],
        ],
      },
      materiales: ['Tira larga de papel', 'Plumones', 'Fragmentos de documentos'],
      pasos: [
        ['Construir', 'Dibujamos la línea de tiempo de las revoluciones de 1776 a 1825.', 3],
        ['Relacionar', 'Completamos la tabla con la idea ilustrada de cada revolución.', 3],
        ['Explicar', 'Explicamos por qué se habla de revoluciones atlánticas.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 16',
    [
      'Las independencias hispanoamericanas',
      'Explica las independencias hispanoamericanas como un proceso continental marcado por la crisis colonial de 1808, la formación de juntas, las ideas ilustradas y la opción republicana, y analiza en ese marco la independencia de Chile.',
      'Explica la crisis colonial y las juntas, y ubica la independencia de Chile en el proceso.',
      'Describe la independencia de Chile sin relacionarla con el proceso continental.',
      'Confunde las independencias con la conquista.',
    ],
    [
      'Relaciona la independencia de Chile con el proceso continental.',
      'Relacioné la independencia de Chile con el proceso continental.',
    ],
    {
      id: 'hi08-16-mapa-de-las-independencias',
      tipo: 'tema',
      titulo: 'Mapa de las independencias hispanoamericanas',
      presentacion: [
        'Tras la captura de Fernando VII por Napoleón en 1808, se formaron juntas de gobierno en Caracas, Buenos Aires, Santiago y otras ciudades.',
        'Bolívar lideró la independencia en el norte y San Martín en el sur; en 1824 la batalla de Ayacucho cerró el proceso continental.',
        'Vamos a hacer un mapa con las fechas y los líderes de cada independencia.',
      ],
      materiales: ['Mapa mudo de América del Sur', 'Lápices de colores', 'Fichas de líderes'],
      pasos: [
        ['Mapa', 'Marcamos en el mapa las juntas de 1810 y las fechas de cada independencia.', 4],
        ['Rutas', 'Trazamos las campañas de Bolívar y de San Martín.', 3],
        ['Explicar', 'Explicamos por qué las nuevas naciones eligieron ser repúblicas.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 17',
    [
      'Debate sobre la legitimidad de la conquista',
      'Contrasta las posturas de Bartolomé de las Casas y Juan Ginés de Sepúlveda en el debate del siglo XVI sobre la legitimidad de la conquista y fundamenta su importancia para la idea actual de derechos humanos.',
      'Contrasta las dos posturas del debate y nombra sus argumentos principales.',
      'Describe la postura de Las Casas o de Sepúlveda sin contrastarlas.',
      'No reconoce que hubo un debate sobre la legitimidad de la conquista.',
    ],
    ['Contrasta los argumentos de Las Casas y de Sepúlveda.', 'Contrasté los argumentos de Las Casas y de Sepúlveda.'],
    {
      id: 'hi08-17-junta-de-valladolid',
      tipo: 'tema',
      titulo: 'La Junta de Valladolid en el curso',
      presentacion: [
        'En 1550 y 1551, en Valladolid, Bartolomé de las Casas defendió que los indígenas eran libres y tenían los mismos derechos que cualquier persona.',
        'Juan Ginés de Sepúlveda sostuvo que la guerra contra ellos era justa.',
        'Vamos a representar el debate y relacionarlo con los derechos humanos.',
      ],
      materiales: ['Fichas de argumentos de cada postura', 'Ropa para caracterizarse', 'Pauta de debate'],
      pasos: [
        ['Preparar', 'Cada grupo prepara los argumentos de Las Casas o de Sepúlveda.', 3],
        ['Debatir', 'Representamos el debate ante un jurado de compañeros.', 4],
        ['Relacionar', 'Escribimos qué argumento de Las Casas se parece a la idea actual de derechos humanos.', 2],
      ],
      tareas: ['debate', 'dramatizacion', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI08 OA 18',
    [
      'Los derechos del hombre y del ciudadano',
      'Explica la idea de derechos del hombre y del ciudadano de la Declaración de 1789, como la libertad, la igualdad y la resistencia a la opresión, y reconoce su continuidad en los derechos humanos actuales.',
      'Explica dos derechos de la Declaración de 1789 y su continuidad actual.',
      'Nombra la Declaración de 1789 sin explicar sus derechos.',
      'Confunde los derechos del hombre con privilegios del rey.',
    ],
    [
      'Relaciona un artículo de la Declaración de 1789 con un derecho humano actual.',
      'Relacioné un artículo de la Declaración de 1789 con un derecho humano actual.',
    ],
    {
      id: 'hi08-18-dos-declaraciones',
      tipo: 'fuente',
      titulo: 'Dos declaraciones de derechos',
      presentacion: [
        'El artículo 1 de la Declaración de los Derechos del Hombre y del Ciudadano de 1789 dice que los hombres nacen y permanecen libres e iguales en derechos.',
        'La Declaración Universal de los Derechos Humanos de 1948 dice que todos los seres humanos nacen libres e iguales en dignidad y derechos.',
        'Vamos a comparar ambas declaraciones y analizar qué cambió, como la inclusión de las mujeres que reclamó Olympe de Gouges.',
      ],
      tabla: {
        columnas: ['Derecho', 'Declaración de 1789', 'Declaración de 1948'],
        filas: [
          ['Libertad e igualdad', 'Artículo 1', 'Artículo 1'],
          ['Resistencia a la opresión', '', ''],
          ['Derechos de las mujeres', '', ''],
        ],
      },
      materiales: ['Artículos impresos de ambas declaraciones', 'Tabla impresa'],
      pasos: [
        ['Leer', 'Leemos artículos de las dos declaraciones de derechos.', 3],
        ['Comparar', 'Completamos la tabla con semejanzas y diferencias.', 3],
        ['Concluir', 'Explicamos qué continuidad hay entre los derechos del hombre y los derechos humanos.', 3],
      ],
      tareas: ['ensayo', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 19',
    [
      'Transformaciones de la independencia de Chile',
      'Evalúa las transformaciones que trajo la independencia de Chile: el orden republicano, la ciudadanía fundada en la soberanía popular y la formación del Estado nacional, y fundamenta su importancia.',
      'Explica dos transformaciones de la independencia, como el orden republicano y la ciudadanía.',
      'Nombra la independencia de Chile sin explicar qué transformó.',
      'Confunde la república con la monarquía colonial.',
    ],
    [
      'Explica qué cambió al pasar de súbditos del rey a ciudadanos de una república.',
      'Expliqué qué cambió al pasar de súbditos del rey a ciudadanos de una república.',
    ],
    {
      id: 'hi08-19-de-subditos-a-ciudadanos',
      tipo: 'fuente',
      titulo: 'De súbditos a ciudadanos',
      presentacion: [
        'Antes de la independencia, los habitantes de Chile eran súbditos del rey de España.',
        'Las primeras constituciones declararon que la soberanía residía en la nación, crearon un Congreso y elecciones, pero solo algunos hombres podían votar.',
        'Vamos a evaluar qué cambió y qué quedó pendiente en el orden republicano.',
      ],
      tabla: {
        columnas: ['Aspecto', 'Colonia', 'República temprana', '¿Qué quedó pendiente?'],
        filas: [
          ['Quién gobierna', 'El rey', '', ''],
          ['De dónde viene el poder', '', 'La soberanía popular', ''],
          ['Quiénes votan', 'Nadie', '', ''],
        ],
      },
      materiales: ['Fragmentos de constituciones de 1818 y 1833', 'Tabla impresa'],
      pasos: [
        ['Analizar', 'Completamos la tabla comparando la Colonia y la república temprana.', 3],
        ['Evaluar', 'Escribimos qué transformación fue más importante para la comunidad política.', 3],
        ['Fundamentar', 'Argumentamos qué derechos políticos faltaban y a quiénes excluían.', 3],
      ],
      tareas: ['ensayo', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 20',
    [
      'Criterios que definen una región',
      'Explica los criterios físicos y humanos que definen una región, como clima, vegetación, lengua o historia, y da ejemplos de regiones naturales, culturales, económicas y político-administrativas de Chile y América.',
      'Explica dos criterios regionales y da un ejemplo de región para cada uno.',
      'Nombra regiones sin explicar el criterio que las define.',
      'Confunde región con país o con ciudad.',
    ],
    [
      'Explica con qué criterio se define una región natural o cultural.',
      'Expliqué con qué criterio se define una región natural o cultural.',
    ],
    {
      id: 'hi08-20-regiones-de-distinto-tipo',
      tipo: 'problema',
      titulo: 'Una misma zona, distintas regiones',
      presentacion: [
        'La Patagonia es una región natural por su clima y su vegetación, y está repartida entre Chile y Argentina.',
        'Mesoamérica es una región cultural; la Región de Aysén, una región político-administrativa.',
        'Vamos a clasificar regiones según el criterio que las define.',
      ],
      tabla: {
        columnas: ['Región', 'Tipo de región', 'Criterio que la define'],
        filas: [
          ['Patagonia', 'Natural', 'Clima y vegetación'],
          ['Mesoamérica', '', ''],
          ['Región de Aysén', '', ''],
          ['Zona minera del Norte Grande', '', ''],
        ],
      },
      materiales: ['Mapas de Chile y América', 'Tabla impresa', 'Papel diamante'],
      pasos: [
        ['Clasificar', 'Completamos la tabla con el tipo de región y su criterio.', 3],
        ['Mapa', 'Dibujamos en papel diamante los límites de una región natural y de una político-administrativa.', 4],
        ['Comparar', 'Explicamos por qué sus límites no coinciden.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 21',
    [
      'Problemas regionales de Chile',
      'Analiza y evalúa problemas regionales de Chile, como el aislamiento, la migración, la relación campo-ciudad y el centralismo, y su impacto en el empleo y la salud.',
      'Analiza un problema regional y su impacto en la población.',
      'Describe una región sin identificar sus problemas.',
      'No reconoce problemas regionales en Chile.',
    ],
    [
      'Explica cómo el aislamiento o el centralismo afecta a una región de Chile.',
      'Expliqué cómo el aislamiento o el centralismo afecta a una región de Chile.',
    ],
    {
      id: 'hi08-21-vivir-en-aysen',
      tipo: 'problema',
      titulo: 'Vivir lejos del centro: el caso de Aysén',
      presentacion: [
        'Según el censo de 2017, la Región Metropolitana reúne cerca del 40 % de la población de Chile, y Aysén, menos del 1 %.',
        'En Aysén muchas localidades dependen de la carretera austral, y para algunas atenciones de salud hay que viajar a otra región.',
        'Vamos a analizar este problema regional y proponer soluciones.',
      ],
      tabla: {
        columnas: ['Problema', 'Causa', 'Impacto en la población', 'Solución propuesta'],
        filas: [
          ['Aislamiento', '', '', ''],
          ['Falta de especialistas de salud', '', '', ''],
          ['Migración de jóvenes a otras regiones', '', '', ''],
        ],
      },
      materiales: ['Mapa de conectividad de Chile', 'Datos del censo', 'Tabla impresa'],
      pasos: [
        ['Analizar', 'Leemos los datos y completamos las causas de cada problema regional.', 3],
        ['Evaluar', 'Evaluamos el impacto en el empleo, la salud y la migración.', 3],
        ['Proponer', 'Proponemos una solución al centralismo o al aislamiento.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate', 'investigacion'],
    },
  ),
  instrumento(
    'HI08 OA 22',
    [
      'Desarrollo de las regiones de Chile',
      'Aplica el concepto de desarrollo a las regiones de Chile con el índice de desarrollo humano, la diversidad productiva, las ventajas comparativas, la inserción internacional y la sustentabilidad.',
      'Aplica el índice de desarrollo humano y otro criterio para comparar dos regiones.',
      'Compara regiones solo por su ingreso, sin otros criterios de desarrollo.',
      'No aplica el concepto de desarrollo a las regiones.',
    ],
    [
      'Compara el desarrollo de dos regiones con el índice de desarrollo humano.',
      'Comparé el desarrollo de dos regiones con el índice de desarrollo humano.',
    ],
    {
      id: 'hi08-22-comparar-el-desarrollo',
      tipo: 'problema',
      titulo: 'Comparar el desarrollo de dos regiones',
      presentacion: [
        'El índice de desarrollo humano combina salud, educación e ingreso.',
        'Una región puede tener un ingreso alto por la minería, pero depender de un solo producto: su diversidad productiva es baja.',
        'Vamos a comparar el desarrollo de dos regiones con datos ficticios.',
      ],
      tabla: {
        columnas: ['Indicador', 'Región A (minera)', 'Región B (agrícola y turística)'],
        filas: [
          ['Esperanza de vida (años)', '79', '81'],
          ['Años de escolaridad', '11,5', '10,2'],
          ['Ingreso por persona (índice)', '140', '85'],
          ['Número de sectores exportadores', '1', '4'],
        ],
      },
      materiales: ['Tabla impresa', 'Calculadora'],
      pasos: [
        ['Analizar', 'Comparamos los indicadores de desarrollo de ambas regiones.', 3],
        ['Evaluar', 'Evaluamos qué región tiene más ventajas comparativas y cuál es más sustentable.', 3],
        ['Argumentar', 'Escribimos qué región está más desarrollada según nuestros criterios.', 3],
      ],
      tareas: ['resolucion_problemas', 'ensayo', 'investigacion'],
    },
  ),
]

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
      tareas: ['investigacion', 'resolucion_problemas'],
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
        'Fuente escrita por el equipo, imitando una tablilla cuneiforme: «Al templo de Nanna: 120 sacos de cebada del campo del norte; 30 ovejas del pastor Lugal; tributo pagado. Lo anotó el escriba.»',
        'Las tablillas muestran una administración centralizada que llevaba cuentas de los tributos.',
        'Vamos a analizar qué revela esta fuente sobre el Estado y la estratificación social.',
      ],
      materiales: ['Tablilla impresa', 'Plasticina y palitos para escribir', 'Hoja de análisis'],
      pasos: [
        ['Analizar', 'Identificamos en la tablilla a los grupos sociales y qué registra el escriba.', 3],
        ['Escribir', 'Escribimos en plasticina una tablilla de contabilidad con signos inventados.', 3],
        ['Pirámide social', 'Dibujamos la pirámide de la estratificación social de Mesopotamia.', 3],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
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
        'Fuente escrita por el equipo, imaginando a un campesino egipcio: «Cuando la crecida del Nilo se retira, deja un barro negro y fértil; entonces sembramos trigo y el escriba del faraón mide cada campo.»',
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
      tareas: ['afiche', 'investigacion', 'exposicion_oral'],
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
      tareas: ['afiche', 'exposicion_oral'],
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
      tareas: ['dramatizacion', 'debate'],
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
        'Carta escrita por el equipo, imaginando a un joven de Hispania en el siglo II: «Mi abuelo hablaba la lengua de los celtíberos; yo hablo latín, voy a las termas y mi padre, que sirvió en las legiones, es ciudadano romano.»',
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
      tareas: ['escritura_creativa', 'afiche'],
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
      tareas: ['afiche', 'exposicion_oral'],
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
      tareas: ['dramatizacion', 'maqueta'],
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
        'Relato escrito por el equipo, imaginando a un traductor de Toledo en el siglo XII: «Trabajo con un sabio musulmán y un judío; traducimos libros árabes de medicina al latín.»',
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
      tareas: ['investigacion', 'afiche'],
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
      tareas: ['dramatizacion', 'exposicion_oral'],
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
        'Relato escrito por el equipo a partir de lo que contaron los cronistas: en el mercado de Tlatelolco se vendían maíz, cacao, plumas, mantas y cerámica llegados de toda Mesoamérica.',
        'Los comerciantes aztecas, llamados pochtecas, recorrían largas rutas; el cacao servía como moneda.',
        'Vamos a construir un mapa de la red comercial mesoamericana.',
      ],
      materiales: ['Mapa de Mesoamérica', 'Íconos de productos', 'Lana de colores'],
      pasos: [
        ['Analizar', 'Anotamos qué productos llegaban al mercado y desde qué regiones.', 3],
        ['Mapa', 'Unimos con lana las regiones productoras con Tenochtitlán y Tlatelolco.', 3],
        ['Técnicas', 'Explicamos cómo las chinampas y las calzadas transformaron el lago de Texcoco.', 3],
      ],
      tareas: ['afiche', 'maqueta'],
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
        'Vamos a resolver cómo un tambo abastecía a un ejército en marcha.',
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
      tareas: ['resolucion_problemas', 'exposicion_oral'],
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
      tareas: ['investigacion', 'exposicion_oral', 'afiche'],
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
      tareas: ['afiche', 'exposicion_oral'],
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
      tareas: ['debate', 'resolucion_problemas'],
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
      tareas: ['debate', 'ensayo'],
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
      tareas: ['resolucion_problemas', 'debate'],
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
      tareas: ['resolucion_problemas', 'afiche'],
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
        'La temperatura media anual de una ciudad chilena fue de 14,1 °C en 1970, 14,4 °C en 1990, 14,8 °C en 2010 y 15,0 °C en 2020.',
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

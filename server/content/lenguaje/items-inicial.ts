/**
 * Items written for the reading-readiness OA of 1°–2° Básico, read by a child who is learning to read: words
 * as units separated by spaces (LE01 OA 02), phonological awareness — sounds, syllables, rhymes (LE01 OA 03),
 * letters and their sounds, digraphs (LE01 OA 04), syllables with ce-ci, que-qui, ge-gi, gue-gui, güe-güi,
 * diphthongs, hiatus and consonant clusters (LE02 OA 01); and research in a source the teacher names (LE02 OA
 * 10). Each item reads no passage: the words it asks about are in its statement. Short sentences, words a child
 * of six or seven knows; a sound or a letter is written between «» («s»), a word too («sapo»).
 */
import { choices, opens } from './items-oa-define'
import type { OaOpenQuestion, OaQuestion } from './types'

/** LE01 OA 02: a written sentence is made of words separated by spaces. */
const palabras1 = choices('LE01 OA 02', 'Comprender', 'estructura', [
  ['¿Cuántas palabras tiene la oración «El gato come»?', 'Tres', 'Dos', 'Cuatro', 'Cinco'],
  ['¿Cuántas palabras tiene la oración «Mi mamá lee un libro»?', 'Cinco', 'Cuatro', 'Tres', 'Seis'],
  ['¿Cuántas palabras tiene la oración «Pedro juega»?', 'Dos', 'Una', 'Tres', 'Cuatro'],
  ['¿Cuántas palabras tiene la oración «La niña toma leche con pan»?', 'Seis', 'Cinco', 'Siete', 'Cuatro'],
  ['¿Qué separa una palabra de otra cuando escribimos?', 'Un espacio.', 'Un punto.', 'Una coma.', 'Una mayúscula.'],
  ['¿Cuál es la segunda palabra de la oración «Los niños cantan»?', 'niños', 'Los', 'cantan', 'canta'],
  ['¿Cuál es la última palabra de la oración «Temprano sale el sol»?', 'sol', 'Temprano', 'sale', 'el'],
  [
    '¿Qué oración tiene bien escrito el espacio entre palabras?',
    'Mi perro ladra.',
    'Miperro ladra.',
    'Mi perroladra.',
    'Miperroladra.',
  ],
  [
    '¿Qué oración tiene cuatro palabras?',
    'Ana come una pera.',
    'Ana come.',
    'Ana come pera.',
    'Ana come una pera roja.',
  ],
  ['¿Cuántas palabras tiene la oración «Yo como pan»?', 'Tres', 'Dos', 'Cuatro', 'Una'],
  ['¿Cuántas palabras tiene la oración «El pez nada en el agua»?', 'Seis', 'Cinco', 'Cuatro', 'Siete'],
  ['¿Cuál es la primera palabra de la oración «Mañana vamos al parque»?', 'Mañana', 'vamos', 'al', 'parque'],
  [
    '¿Qué oración tiene dos palabras?',
    'Luis canta.',
    'Luis canta fuerte.',
    'Luis canta muy fuerte.',
    'Luis canta una canción.',
  ],
  ['En la oración «Me gusta el helado», ¿cuántos espacios hay entre las palabras?', 'Tres', 'Dos', 'Cuatro', 'Uno'],
  [
    '¿Qué oración tiene cinco palabras?',
    'Mi tía hace pan amasado.',
    'Mi tía hace pan.',
    'Mi tía hace.',
    'Mi tía hace pan amasado hoy.',
  ],
])

const palabras1Abiertas = opens('LE01 OA 02', 'Aplicar', [
  [
    'Escribe una oración sobre tu mascota o tu juguete favorito. Deja un espacio entre las palabras. ¿Cuántas palabras tiene?',
    'Escribe una oración con sentido, deja un espacio visible entre cada palabra y dice bien cuántas palabras tiene (por ejemplo, «Mi gato es gris» tiene cuatro palabras).',
  ],
])

/** LE01 OA 03: phonological awareness — first and last sounds, syllables, rhymes. */
const fonologica1 = choices('LE01 OA 03', 'Comprender', 'estructura', [
  ['¿Con qué sonido empieza la palabra «sapo»?', '«s»', '«p»', '«a»', '«m»'],
  ['¿Con qué sonido empieza la palabra «luna»?', '«l»', '«n»', '«u»', '«m»'],
  ['¿Con qué sonido termina la palabra «pan»?', '«n»', '«p»', '«a»', '«s»'],
  ['¿Con qué sonido termina la palabra «sol»?', '«l»', '«s»', '«o»', '«r»'],
  ['¿Cuántas sílabas tiene la palabra «mariposa»?', '4', '3', '5', '2'],
  ['¿Cuántas sílabas tiene la palabra «pelota»?', '3', '2', '4', '1'],
  ['¿Cuántas sílabas tiene la palabra «flor»?', '1', '2', '3', '4'],
  ['¿Qué palabra tiene dos sílabas?', '«casa»', '«mariposa»', '«sol»', '«pelota»'],
  ['¿Qué palabra rima con «ratón»?', '«camión»', '«ratito»', '«mesa»', '«perro»'],
  ['¿Qué palabra rima con «gato»?', '«pato»', '«gota»', '«casa»', '«gorro»'],
  ['¿Qué palabra empieza con el mismo sonido que «mesa»?', '«mano»', '«pesa»', '«casa»', '«sopa»'],
  ['¿Qué sonido inicial tienen «sopa», «silla» y «sol»?', '«s»', '«o»', '«l»', '«p»'],
  [
    'Si en la palabra «gato» cambias el sonido inicial «g» por «p», ¿qué palabra se forma?',
    '«pato»',
    '«gota»',
    '«palo»',
    '«mato»',
  ],
  ['¿Qué palabra empieza con la misma sílaba que «mono»?', '«moto»', '«nube»', '«mesa»', '«luna»'],
  ['¿Qué palabra termina con el mismo sonido que «flor»?', '«mar»', '«sol»', '«pan»', '«luz»'],
])

const fonologica1Abiertas = opens('LE01 OA 03', 'Aplicar', [
  [
    'Di o escribe tres palabras que empiecen con el sonido «m», como «mamá». Luego separa una de ellas en sílabas con palmadas.',
    'Nombra tres palabras que empiezan con el sonido «m» (mano, mesa, moto…) y separa bien una en sílabas con palmadas (mesa: dos palmadas). Se aceptan palabras dibujadas o dichas al docente.',
  ],
  [
    'Di una palabra que rima con «ratón» y otra que rima con «gato».',
    'Da una palabra que termina como «ratón» (camión, botón, jabón…) y otra que termina como «gato» (pato, plato, zapato…).',
  ],
])

/** LE01 OA 04: letters and their sounds, and the digraphs «ch», «ll», «rr», «qu». */
const letras1 = choices('LE01 OA 04', 'Comprender', 'estructura', [
  ['¿Qué palabra empieza con la letra «m»?', '«mano»', '«pato»', '«sol»', '«luna»'],
  ['¿Qué palabra empieza con la letra «p»?', '«pera»', '«mesa»', '«dedo»', '«taza»'],
  ['¿Con qué letra empieza la palabra «dedo»?', '«d»', '«b»', '«p»', '«t»'],
  ['¿Con qué letra empieza la palabra «foca»?', '«f»', '«t»', '«v»', '«j»'],
  ['¿Qué palabra tiene la letra «ñ»?', '«niño»', '«nido»', '«mano»', '«nube»'],
  ['¿Qué palabra tiene la misma letra inicial que «tomate»?', '«tortuga»', '«pelota»', '«dinosaurio»', '«mono»'],
  ['¿Qué palabra se forma con las letras «s», «o», «l», en ese orden?', '«sol»', '«sal»', '«col»', '«gol»'],
  ['¿Qué palabra se forma con las letras «m», «e», «s», «a», en ese orden?', '«mesa»', '«masa»', '«misa»', '«musa»'],
  ['¿Qué palabra tiene «ll», como «llave»?', '«silla»', '«sala»', '«pileta»', '«isla»'],
  ['¿Qué palabra tiene «rr», como «perro»?', '«carro»', '«caro»', '«ratón»', '«loro»'],
  ['¿Qué palabra tiene «ch», como «chancho»?', '«noche»', '«nube»', '«casa»', '«camisa»'],
  ['¿Qué palabra tiene «qu», como «queso»?', '«paquete»', '«pecera»', '«cereza»', '«cuaderno»'],
  ['La letra «h» no suena. ¿Qué palabra empieza con la letra «h»?', '«huevo»', '«uva»', '«oreja»', '«ojo»'],
  ['¿Con qué letra empieza la palabra «gato»?', '«g»', '«j»', '«c»', '«q»'],
  ['¿Qué palabra empieza con la letra «s»?', '«sapo»', '«zapato»', '«casa»', '«taza»'],
  ['¿Qué palabra empieza con la letra «b»?', '«bote»', '«vela»', '«pato»', '«dedo»'],
])

const letras1Abiertas = opens('LE01 OA 04', 'Aplicar', [
  [
    'Escribe una palabra que empiece con la letra «p» y otra que empiece con la letra «l». Léelas en voz alta.',
    'Escribe dos palabras reales, una que empieza con «p» (pato, pelota…) y otra con «l» (luna, lápiz…), y las lee asociando cada letra con su sonido.',
  ],
])

/** LE02 OA 01: syllables with ce-ci, ge-gi, que-qui, gue-gui, güe-güi, diphthongs, hiatus and clusters. */
const silabas2 = choices('LE02 OA 01', 'Comprender', 'estructura', [
  ['¿En qué palabra la sílaba con «c» suena como en «cine»?', '«cielo»', '«casa»', '«cola»', '«cuchara»'],
  ['¿En qué palabra la sílaba con «g» suena como en «gigante»?', '«girasol»', '«gato»', '«goma»', '«gallina»'],
  ['¿En qué palabra la sílaba con «g» suena suave, como en «guitarra»?', '«guerra»', '«gente»', '«gema»', '«gitano»'],
  ['¿Qué palabra tiene una sílaba con «que», como «queso»?', '«paquete»', '«cereza»', '«pecera»', '«mariquita»'],
  [
    'En «pingüino», la sílaba con «g» lleva diéresis: dos puntitos sobre la «u». ¿Para qué sirven?',
    'Para que la «u» suene.',
    'Para que la «g» no suene.',
    'Para que la «i» no suene.',
    'Para que la «o» suene.',
  ],
  ['¿Cuántas sílabas tiene la palabra «guitarra»?', 'Tres', 'Cuatro', 'Dos', 'Cinco'],
  ['¿Cuántas sílabas tiene la palabra «cigüeña»?', 'Tres', 'Cuatro', 'Dos', 'Cinco'],
  [
    '¿Qué palabra tiene un grupo consonántico (dos consonantes juntas en una sílaba), como «flor»?',
    '«tren»',
    '«tela»',
    '«foca»',
    '«pera»',
  ],
  [
    '¿Qué palabra tiene un diptongo (dos vocales juntas en la misma sílaba), como «piano»?',
    '«nieve»',
    '«mesa»',
    '«lunes»',
    '«gato»',
  ],
  [
    '¿Qué palabra tiene un hiato (dos vocales juntas que van en sílabas distintas), como «día»?',
    '«río»',
    '«pie»',
    '«luna»',
    '«sol»',
  ],
  ['¿En qué palabra la sílaba con «c» suena como en «queso»?', '«casa»', '«cena»', '«cine»', '«cerro»'],
  ['¿Cuántas sílabas tiene la palabra «pingüino»?', 'Tres', 'Cuatro', 'Dos', 'Cinco'],
  ['¿Qué palabra tiene un diptongo, como «cuento»?', '«puerta»', '«pelota»', '«pato»', '«mesa»'],
  ['¿Qué palabra tiene un grupo consonántico en una sílaba, como «plato»?', '«brazo»', '«barco»', '«pato»', '«mano»'],
  ['¿En qué palabra la sílaba con «g» suena como en «gema»?', '«gelatina»', '«guerra»', '«gallinero»', '«gato»'],
])

const silabas2Abiertas = opens('LE02 OA 01', 'Aplicar', [
  [
    'Escribe una palabra con la sílaba «que» y una palabra con la sílaba «gue». Sepáralas en sílabas.',
    'Escribe dos palabras reales, una con «que» (queso, paquete…) y otra con «gue» (guerra, juguete…), y dice bien cuántas sílabas tiene cada una (paquete y juguete tienen tres).',
  ],
])

/** LE02 OA 10: looking for information on a topic in a source the teacher names. */
const investigar2 = choices('LE02 OA 10', 'Aplicar', 'proposito', [
  [
    'Lía quiere buscar información sobre los pingüinos. ¿Qué fuente le sirve?',
    'Un libro sobre animales del mar.',
    'Un cuento de princesas y dragones.',
    'Un libro de recetas de cocina.',
    'Un cancionero de cumpleaños.',
  ],
  [
    '¿En qué sección del diario puedes buscar información sobre el tiempo de mañana?',
    'En la sección del tiempo.',
    'En la sección de deportes.',
    'En los avisos de ventas.',
    'En la página de historietas.',
  ],
  [
    'Para investigar dónde queda Chiloé, ¿qué fuente conviene mirar?',
    'Un atlas con mapas de Chile.',
    'Un libro de chistes y adivinanzas.',
    'Un cuaderno de dibujo.',
    'Una revista de juegos.',
  ],
  [
    '¿Qué es una enciclopedia?',
    'Un libro con información de muchos temas.',
    'Un libro de cuentos inventados por niños.',
    'Una revista de juegos, chistes y adivinanzas.',
    'Un cuaderno para hacer dibujos.',
  ],
  [
    'La profesora pidió investigar qué comen los cóndores. ¿Cuál es la pregunta de investigación?',
    '¿Qué comen los cóndores?',
    '¿Te gustan los cóndores?',
    '¿Dónde vives tú?',
    '¿Cuántos años tienes?',
  ],
  [
    'Benja encontró en un sitio web que el cóndor vive en la cordillera. ¿Qué hace con ese dato?',
    'Lo anota con sus palabras.',
    'Lo borra sin leerlo.',
    'Inventa otro dato distinto.',
    'Lo olvida al cerrar la página.',
  ],
  [
    'Ana quiere investigar cómo nace una mariposa. ¿Qué capítulo del libro de insectos debe leer?',
    '«Del huevo a la mariposa»',
    '«Las abejas y la miel de las flores»',
    '«Hormigas que trabajan»',
    '«Arañas del jardín»',
  ],
  [
    'La profesora dijo: «Busquen en la página del museo». ¿Qué fuente les indicó?',
    'Un sitio web.',
    'Un libro de la biblioteca.',
    'Una revista de animales.',
    'Un diario de hoy.',
  ],
  [
    '¿Qué sección del diario le sirve a Maite para buscar información sobre un partido de fútbol?',
    'La sección de deportes.',
    'La sección del tiempo.',
    'Los avisos de trabajo.',
    'La página de los crucigramas.',
  ],
  [
    'La profesora indicó el capítulo «Los volcanes de Chile» del libro de ciencias. ¿Qué puedes investigar en él?',
    'Qué volcanes hay en Chile.',
    'Cómo se hace un queque.',
    'Quién ganó el partido.',
    'Qué animales viven en el mar profundo.',
  ],
  [
    'Después de investigar sobre el pudú, ¿cómo cuentas lo que aprendiste?',
    'Con mis palabras, en pocas oraciones.',
    'Copiando el libro entero.',
    'Inventando datos que no leí.',
    'Sin decir nada de lo que leí en el libro.',
  ],
  [
    'En un sitio web sobre ballenas, Lía lee: «La ballena azul es el animal más grande del mundo». ¿Qué pregunta responde ese dato?',
    '¿Cuál es el animal más grande?',
    '¿Qué come la ballena?',
    '¿Dónde vive la ballena?',
    '¿Cuántos años vive una ballena?',
  ],
  [
    'La profesora dice: «Lean el capítulo 3 del libro de animales». ¿Qué fuente indicó?',
    'Un capítulo de un libro.',
    'Un sitio web.',
    'Una sección del diario.',
    'Una revista de historietas.',
  ],
])

const investigar2Abiertas = opens('LE02 OA 10', 'Crear', [
  [
    'Lee el capítulo que indique tu profesor sobre un animal y escribe dos datos que encontraste. Nombra la fuente.',
    'Escribe dos datos verdaderos del animal tomados de la fuente indicada (qué come, dónde vive, cómo es), con sus palabras, y nombra la fuente (el libro y su capítulo, el sitio web).',
  ],
  [
    'Elige un animal que te guste. Escribe una pregunta para investigar sobre él y nombra una fuente donde buscarías la respuesta.',
    'Escribe una pregunta de investigación con sentido sobre el animal (¿qué come?, ¿dónde vive?) y nombra una fuente adecuada: un libro de animales, una enciclopedia, un sitio web que indique el docente.',
  ],
])

export const itemsInicial: readonly OaQuestion[] = [
  ...palabras1,
  ...fonologica1,
  ...letras1,
  ...silabas2,
  ...investigar2,
]

export const abiertasInicial: readonly OaOpenQuestion[] = [
  ...palabras1Abiertas,
  ...fonologica1Abiertas,
  ...letras1Abiertas,
  ...silabas2Abiertas,
  ...investigar2Abiertas,
]

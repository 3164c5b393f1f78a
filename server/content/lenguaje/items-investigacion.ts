/**
 * Items written for the research and informative-writing OA of 2°–4° Básico and for the verbs of 4° Básico,
 * asked without a passage: choosing a source, a research question, comparing and classifying what one found
 * (LE03 OA 09, LE04 OA 09); what an informative text is for, its title, paragraphs and sources (LE02 OA 14, LE04
 * OA 13); the verb, its subject, its tense and their agreement (LE04 OA 20).
 */
import { choices, opens } from './items-oa-define'
import type { OaOpenQuestion, OaQuestion } from './types'

const investigar3 = choices('LE03 OA 09', 'Aplicar', 'proposito', [
  [
    'Para investigar cuál es el río más largo de Chile, ¿qué fuente conviene usar?',
    'Un atlas o una enciclopedia.',
    'Una revista de historietas.',
    'Un cancionero escolar.',
    'Un libro de recetas de cocina chilena.',
  ],
  [
    'Camila encontró dos datos distintos sobre la altura del volcán Osorno. ¿Qué debe hacer?',
    'Buscar en otra fuente y comparar.',
    'Elegir el número más grande.',
    'Inventar un número intermedio.',
    'Borrar ambos datos y no escribir nada del volcán.',
  ],
  [
    '¿Qué pregunta de investigación sirve para un trabajo sobre el huemul?',
    '¿Dónde vive el huemul y qué come?',
    '¿Te gusta el huemul?',
    '¿Cuál es tu animal favorito?',
    '¿Quién dibujó mejor al huemul en el curso?',
  ],
  [
    'Al buscar información en un sitio web sobre las abejas, ¿qué conviene anotar?',
    'Los datos importantes y el nombre del sitio.',
    'Todo el texto copiado, sin leerlo.',
    'Solo los dibujos de la página.',
    'Los anuncios que aparecen al costado de la página.',
  ],
  [
    '¿En qué parte de una enciclopedia buscas rápido el tema «volcanes»?',
    'En el índice, por orden alfabético.',
    'En la tapa del libro.',
    'En la última página.',
    'En la página de los créditos del libro.',
  ],
  [
    'Para una investigación sobre la lluvia en el norte y en el sur, ¿qué fuente muestra dónde llueve más?',
    'Un atlas con mapas del clima de Chile.',
    'Un cuento sobre un día de lluvia.',
    'Un poema sobre el invierno en el sur.',
    'Una receta de pan amasado para los días de lluvia.',
  ],
])

const investigar4 = choices('LE04 OA 09', 'Analizar', 'proposito', [
  [
    'Benjamín investiga sobre los pingüinos y reúne datos de su alimentación, su hogar y sus crías. ¿Cómo puede clasificar la información?',
    'En grupos por tema: alimentación, hogar y crías.',
    'Por el largo de cada oración.',
    'Por el color de la tinta.',
    'En el orden en que los encontró, sin agruparlos.',
  ],
  [
    '¿Qué fuente es más confiable para investigar sobre los volcanes de Chile?',
    'El sitio web de un centro de estudio de volcanes.',
    'Un comentario sin firma en una red social.',
    'Un chiste sobre volcanes.',
    'Un video de alguien que no dice de dónde saca sus datos.',
  ],
  [
    'Al contrastar la información de un libro y de una revista sobre el cóndor, Ana ve que dicen lo mismo. ¿Qué puede concluir?',
    'Que el dato es probablemente correcto.',
    'Que ambas fuentes están equivocadas.',
    'Que debe inventar otro dato.',
    'Que ya no necesita escribir su informe sobre el cóndor.',
  ],
  [
    '¿Qué es una fuente en una investigación?',
    'Donde se obtiene la información.',
    'El título del informe.',
    'El dibujo de la portada.',
    'La nota que pone el profesor al trabajo.',
  ],
  [
    'Para investigar cómo vivían los changos, ¿qué fuentes puede usar Tomás?',
    'Un libro de historia y el sitio web de un museo.',
    'Un cómic de superhéroes y una revista de autos.',
    'Un recetario y un calendario.',
    'Un diccionario de inglés y un cancionero de la escuela.',
  ],
  [
    'Después de buscar información sobre las ballenas, ¿qué conviene hacer antes de escribir?',
    'Clasificar la información por temas.',
    'Botar los apuntes.',
    'Copiar un solo texto completo.',
    'Leer solo los títulos de las fuentes consultadas.',
  ],
])

const informativo2 = choices('LE02 OA 14', 'Comprender', 'proposito', [
  [
    '¿Para qué se escribe un texto informativo?',
    'Para dar a conocer un tema.',
    'Para contar un cuento inventado.',
    'Para hacer reír con un chiste.',
    'Para invitar a un cumpleaños de un amigo.',
  ],
  [
    'Sofía escribe un texto informativo sobre el gato. ¿Qué oración sirve?',
    'El gato es un mamífero que caza ratones.',
    'Había una vez un gato que hablaba.',
    '¡Qué lindo es mi gato!',
    'Mi gato y yo volamos en una nube de algodón.',
  ],
  [
    '¿Qué título sirve para un texto informativo sobre las abejas?',
    '«Cómo hacen la miel las abejas»',
    '«La abeja que quería ser reina»',
    '«Mi cumpleaños en el campo»',
    '«El chiste de la abeja y el oso hormiguero»',
  ],
  [
    'En un texto informativo sobre el mar, ¿qué va en el párrafo sobre los peces?',
    'Cómo viven y qué comen los peces.',
    'Lo que hice en las vacaciones.',
    'Un chiste sobre un pescador.',
    'Una canción que me gusta cantar en el auto.',
  ],
  [
    'Al final de su texto informativo, Martín anota la fuente que leyó. ¿Para qué?',
    'Para decir de dónde sacó los datos.',
    'Para que el texto sea más largo.',
    'Para que nadie lo lea.',
    'Para adornar la hoja con más letras y colores.',
  ],
  [
    'Para explicar un tema como «el ciclo del agua», ¿qué escribe Ana?',
    'Datos verdaderos en orden.',
    'Un cuento de hadas.',
    'Una adivinanza.',
    'Lo que ella se imagina, sin buscar información.',
  ],
])

const articulo4 = choices('LE04 OA 13', 'Aplicar', 'estructura', [
  [
    '¿Qué dice la primera oración de un artículo informativo?',
    'El tema del artículo.',
    'El final de un cuento.',
    'Un saludo al lector.',
    'La firma del autor y la fecha en que lo escribió.',
  ],
  [
    'En un artículo informativo sobre el copihue, ¿qué idea central puede tener el segundo párrafo?',
    'Dónde crece el copihue.',
    'Lo que desayuné hoy.',
    'Un chiste sobre flores.',
    'La dirección de mi casa y el nombre de mi calle.',
  ],
  [
    '¿Por qué se escribe un artículo informativo con palabras propias?',
    'Para mostrar que se entendió el tema.',
    'Para que quede más corto.',
    'Para no tener que leer las fuentes.',
    'Para que el profesor no sepa de qué trata el artículo.',
  ],
  [
    'En un párrafo, Ana habla del tamaño de las ballenas y de su equipo de fútbol. ¿Qué debe corregir?',
    'Una sola idea central por párrafo.',
    'Agregar más colores al texto.',
    'Escribir el párrafo en verso.',
    'Poner un chiste al final del párrafo para que sea más entretenido.',
  ],
  [
    'Diego termina su artículo informativo sobre el cóndor. ¿Qué anota al final?',
    'Las fuentes consultadas.',
    'Su comida favorita.',
    'Un dibujo sin título.',
    'Un final inventado en que el cóndor habla con los niños.',
  ],
  [
    '¿Qué oración sirve para presentar el tema de un artículo informativo sobre los terremotos?',
    'Chile es un país con muchos terremotos.',
    'Había una vez un terremoto que hablaba.',
    '¿Te gustan los terremotos?',
    'Mi tía vive en una casa amarilla cerca de la plaza.',
  ],
])

const verbos4 = choices('LE04 OA 20', 'Aplicar', 'estructura', [
  ['¿Qué verbo completa con concordancia «Los niños … en el patio»?', 'juegan', 'juega', 'jugaba', 'juego'],
  ['¿En qué tiempo verbal está «Mañana viajaremos al sur»?', 'Futuro', 'Presente', 'Pasado', 'Ninguno'],
  ['En «Mi abuela teje una bufanda», ¿cuál es el verbo?', 'teje', 'abuela', 'bufanda', 'Mi'],
  [
    '¿Cuál es el sujeto de «Las gaviotas vuelan sobre el mar»?',
    'Las gaviotas',
    'vuelan',
    'sobre el mar',
    'vuelan sobre el mar',
  ],
  [
    '¿Qué oración tiene el verbo en tiempo pasado?',
    'Ayer llovió mucho.',
    'Hoy llueve mucho.',
    'Mañana lloverá.',
    'Siempre llueve en junio.',
  ],
  [
    '¿Qué indica el verbo en una oración?',
    'La acción del sujeto.',
    'El nombre de una cosa.',
    'Cómo es una cosa.',
    'El lugar donde está el que habla.',
  ],
])

export const itemsInvestigacion: readonly OaQuestion[] = [
  ...investigar3,
  ...investigar4,
  ...informativo2,
  ...articulo4,
  ...verbos4,
]

export const abiertasInvestigacion: readonly OaOpenQuestion[] = [
  ...opens('LE03 OA 09', 'Crear', [
    [
      'Vas a investigar sobre un animal de Chile. Escribe tu pregunta de investigación y dos fuentes donde buscarías.',
      'Escribe una pregunta de investigación precisa (¿qué come el pudú?, ¿dónde vive?) y nombra dos fuentes adecuadas: enciclopedia, libro de animales, atlas, sitio web confiable.',
    ],
  ]),
  ...opens('LE04 OA 09', 'Analizar', [
    [
      'Reuniste estos datos del pudú: come hojas, vive en bosques del sur, mide unos 40 centímetros, tiene una cría al año. Clasifica la información en dos grupos y ponles nombre.',
      'Forma dos grupos con nombre, por ejemplo «cómo es y qué come» (mide unos 40 centímetros, come hojas) y «dónde vive y sus crías» (bosques del sur, una cría al año); cada dato va en un solo grupo.',
    ],
  ]),
  ...opens('LE02 OA 14', 'Crear', [
    [
      'Escribe un texto informativo breve sobre un animal que conozcas: di qué es, dónde vive y qué come.',
      'Escribe tres oraciones o más con datos verdaderos sobre el animal (qué es, dónde vive, qué come), en orden y sin partes inventadas, con mayúscula y punto.',
    ],
  ]),
  ...opens('LE04 OA 13', 'Crear', [
    [
      'Escribe un artículo informativo de dos párrafos sobre un lugar de Chile. Presenta el tema en la primera oración y desarrolla una idea central por párrafo.',
      'Presenta el tema en la primera oración; cada párrafo desarrolla una sola idea central (por ejemplo, dónde está y qué se puede ver) con datos y palabras propias; anota al final las fuentes consultadas.',
    ],
  ]),
  ...opens('LE04 OA 20', 'Aplicar', [
    [
      'Escribe dos oraciones sobre tu fin de semana: una con el verbo en pasado y otra con el verbo en futuro. Subraya los verbos.',
      'Escribe una oración con verbo en pasado (jugué, fuimos) y otra en futuro (iré, jugaremos), subraya los verbos y cuida la concordancia del verbo con el sujeto.',
    ],
  ]),
]

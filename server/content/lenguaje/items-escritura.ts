/**
 * Items written for the writing and language OA of 1°–4° Básico whose skill is asked without a passage: writing
 * what one feels and what happened (LE01 OA 13), complete sentences with a capital and a point (LE01 OA 14),
 * spelling with ce-ci, que-qui, ge-gi, gue-gui, güe-güi, «rr», capitals and question and exclamation marks (LE02
 * OA 21), nouns, adjectives and articles (LE02 OA 19), gender and number (LE02 OA 20), the dictionary (LE03 OA
 * 11) and adverbs (LE04 OA 19).
 *
 * A spelling item says where the word is written (a shopping list, a birthday card, a story), so that no two
 * items share a statement; its options other than the key are misspelt on purpose (the rule of the OA broken:
 * «tiera», «gitarra») and are no Spanish words, so the item has one answer (tested).
 */
import { choices, opens } from './items-oa-define'
import type { OaOpenQuestion, OaQuestion } from './types'

const escribir1 = choices('LE01 OA 13', 'Aplicar', 'proposito', [
  [
    'Hoy Sofía está feliz porque nació su hermanito. Quiere escribir sobre eso. ¿Qué puede escribir?',
    'Estoy feliz: nació mi hermano.',
    'El perro del vecino es café.',
    'Dos más dos es cuatro.',
    'Mañana hay prueba de inglés en la sala.',
  ],
  [
    'Tomás quiere contar por escrito lo que le pasó en el recreo. ¿Qué oración le sirve?',
    'En el recreo me caí y Luis me ayudó.',
    'Los gatos tienen bigotes largos y finos.',
    'La luna es redonda y blanca.',
    'El agua del mar es salada y muy fría.',
  ],
  [
    '¿Para qué sirve escribir lo que siente uno en un diario de vida?',
    'Para contar sus sentimientos.',
    'Para sumar números.',
    'Para dibujar mapas.',
    'Para copiar la lista de útiles escolares.',
  ],
  [
    'Ana escribe sobre su gato: «Estoy triste porque se perdió». ¿Qué sentimiento cuenta?',
    'Tristeza',
    'Alegría',
    'Rabia',
    'Sorpresa',
  ],
  [
    'Benja quiere escribir sobre su fin de semana. ¿Cómo puede empezar?',
    'El sábado fui al campo con mi abuelo.',
    'Los perros son animales que ladran.',
    'La suma de tres y dos es cinco.',
    'Había una vez un dragón que vivía en la luna.',
  ],
  [
    'En la escritura libre, la profesora pide escribir sobre algo que te gusta. ¿Qué oración sirve?',
    'Me gusta nadar en la piscina.',
    'El lunes es el primer día.',
    'Los números van del uno al diez.',
    'La pizarra de la sala es verde y grande.',
  ],
  [
    'Pedro está enojado porque perdió su pelota. Quiere escribir lo que siente. ¿Qué puede escribir?',
    'Estoy enojado porque perdí mi pelota.',
    'La pelota es redonda y azul.',
    'Los perros tienen cuatro patas.',
    'El lunes vamos al museo con el curso.',
  ],
  [
    'Amanda quiere escribir sobre su paseo a la playa. ¿Qué oración cuenta lo que le pasó?',
    'En la playa encontré una concha.',
    'Las vacas comen pasto.',
    'Mi lápiz es rojo.',
    'Los planetas giran alrededor del sol.',
  ],
  [
    '¿Qué palabra cuenta un sentimiento en la oración «Me sentí orgullosa de mi dibujo»?',
    'orgullosa',
    'dibujo',
    'mi',
    'de',
  ],
])

const oraciones1 = choices('LE01 OA 14', 'Aplicar', 'estructura', [
  [
    'Ana quiere contar que su perro corre. ¿Qué oración completa escribió?',
    'Mi perro corre rápido.',
    'Mi perro rápido.',
    'Corre rápido el.',
    'Mi perro muy rápido en el patio.',
  ],
  [
    '¿Dónde va la mayúscula en una oración?',
    'En la primera letra.',
    'En la última letra.',
    'En todas las letras.',
    'En la mitad de la oración.',
  ],
  [
    '¿Qué le falta a la oración «Mi casa es azul»?',
    'El punto final.',
    'La mayúscula.',
    'Una palabra más.',
    'Un signo de pregunta.',
  ],
  [
    '¿Qué le falta a la oración «el gato duerme.»?',
    'La mayúscula al comienzo.',
    'El punto final.',
    'Una coma en la mitad.',
    'Otra palabra al final de la oración.',
  ],
  [
    'Pedro le deja un mensaje escrito a su mamá: «Mamá, fui a la plaza». ¿Qué le falta al final?',
    'El punto final.',
    'Una mayúscula.',
    'Otra coma.',
    'Un signo de exclamación al comienzo.',
  ],
  [
    '¿Qué oración completa cuenta lo que hace la niña?',
    'La niña salta la cuerda.',
    'La niña la cuerda.',
    'Salta la.',
    'La niña con la cuerda en el patio.',
  ],
  [
    '¿Qué oración completa dice qué hace el gato?',
    'El gato toma leche.',
    'El gato leche.',
    'Toma leche el.',
    'El gato con la leche en la taza.',
  ],
  [
    '¿Qué oración bien escrita cuenta algo de la luna?',
    'La luna brilla.',
    'la luna brilla.',
    'La luna brilla',
    'la luna brilla',
  ],
  [
    'Juan le deja un mensaje escrito a su abuelo. ¿Qué oración completa puede escribir?',
    'Abuelo, te quiero mucho.',
    'Abuelo, te.',
    'Mucho te.',
    'Abuelo, mucho, mucho, el.',
  ],
  [
    '¿Qué signo va al final de una oración que cuenta algo?',
    'Un punto final.',
    'Una coma.',
    'Un guion.',
    'Un signo de pregunta.',
  ],
])

const ortografia2 = choices('LE02 OA 21', 'Aplicar', 'estructura', [
  ['¿Qué fruta de la lista de la feria está bien escrita?', 'cereza', 'sereza', 'zereza', 'kereza'],
  ['¿Qué nombre de un ave del sur de Chile está bien escrito?', 'pingüino', 'pinjüino', 'pinwino', 'pinhuino'],
  ['¿Qué dulce para la once está bien escrito?', 'queque', 'keque', 'queke', 'cueque'],
  ['¿Qué instrumento musical está bien escrito?', 'guitarra', 'gitarra', 'jitarra', 'guittarra'],
  ['¿Qué palabra para decir dónde viven las lombrices está bien escrita?', 'tierra', 'tiera', 'tierrra', 'tirra'],
  ['¿Qué palabra para un personaje muy grande está bien escrita?', 'gigante', 'jigante', 'gijante', 'yigante'],
  ['¿Qué regalo de la carta al Viejito Pascuero está bien escrito?', 'juguete', 'jugete', 'juquete', 'juguette'],
  [
    '¿Qué oración del diario de paseo está bien escrita?',
    'Fuimos a Valparaíso.',
    'fuimos a Valparaíso.',
    'Fuimos a valparaíso.',
    'fuimos a valparaíso.',
  ],
  [
    '¿Qué pregunta para la abuela está bien escrita?',
    '¿Vienes mañana?',
    'Vienes mañana?',
    '¿Vienes mañana',
    '¿Vienes mañana.',
  ],
  [
    '¿Qué grito de alegría para el afiche está bien escrito?',
    '¡Viva el verano!',
    'Viva el verano!',
    '¡Viva el verano',
    '¡Viva el verano?',
  ],
  ['¿Qué nombre de un ave de patas largas está bien escrito?', 'cigüeña', 'cigueña', 'sigüeña', 'cigüena'],
  ['¿Qué lugar de la casa para cocinar está bien escrito?', 'cocina', 'cosina', 'kocina', 'cozina'],
  ['¿Qué número del día de la fiesta está bien escrito?', 'quince', 'kince', 'cince', 'quinse'],
  ['¿Qué útil escolar para pegar hojas está bien escrito?', 'pegamento', 'pejamento', 'peguamento', 'pegamentto'],
])

const clases2 = choices('LE02 OA 19', 'Comprender', 'estructura', [
  ['En «El perro grande ladraba», ¿qué palabra es un adjetivo?', 'grande', 'El', 'perro', 'ladraba'],
  ['¿Qué palabra es un sustantivo?', 'mesa', 'bonita', 'corre', 'muy'],
  ['¿Cuál es el artículo en «La mariposa vuela alto»?', 'La', 'mariposa', 'vuela', 'alto'],
  [
    'Para enriquecer la oración «El niño come», ¿qué adjetivo puedes agregar a «niño»?',
    'hambriento',
    'rápidamente',
    'mañana',
    'come',
  ],
  [
    'En «Las flores rojas», ¿qué clase de palabra es «flores»?',
    'Un sustantivo.',
    'Un adjetivo.',
    'Un artículo.',
    'Un verbo de acción.',
  ],
  ['¿Qué artículo completa bien «… árboles del parque»?', 'Los', 'La', 'El', 'Una'],
  ['¿Qué palabra dice cómo es el mar en «El mar azul brilla»?', 'azul', 'El', 'mar', 'brilla'],
])

const generoNumero2 = choices('LE02 OA 20', 'Comprender', 'estructura', [
  ['¿Qué palabra está en plural?', 'gatos', 'gato', 'gata', 'gatito'],
  ['¿Qué palabra es femenina?', 'niña', 'niño', 'niños', 'sol'],
  [
    '¿Qué oración tiene concordancia de número?',
    'Los perros ladran.',
    'Los perro ladran.',
    'El perros ladra.',
    'Los perros ladraba.',
  ],
  ['¿Qué palabra completa con concordancia «Las casas son …»?', 'blancas', 'blanco', 'blanca', 'blancos'],
  ['¿Cuál es el femenino de «gallo»?', 'gallina', 'gallos', 'pollito', 'gallinero'],
  ['¿Qué palabra concuerda en género y número con «la mesa»?', 'redonda', 'redondo', 'redondos', 'redondas'],
  ['¿Cuál es el singular de «ratones»?', 'ratón', 'ratona', 'ratoncitos', 'ratonera'],
])

const diccionario3 = choices('LE03 OA 11', 'Aplicar', 'vocabulario', [
  ['¿Qué palabra va primero en orden alfabético?', 'árbol', 'casa', 'mesa', 'barco'],
  [
    'En orden alfabético, ¿cuál de estas palabras va al final: «perro», «gato», «oso», «abeja»?',
    'perro',
    'gato',
    'oso',
    'abeja',
  ],
  [
    'En el diccionario, las palabras guía de una página son «lobo» y «luna». ¿Qué palabra está en esa página?',
    'loro',
    'lápiz',
    'mano',
    'llave',
  ],
  [
    '¿Qué es una acepción en el diccionario?',
    'Cada significado de una palabra.',
    'La primera letra de una palabra.',
    'El dibujo de la página.',
    'El número de la página donde está la palabra.',
  ],
  [
    'En el diccionario, «banco» significa «asiento» y también «lugar donde se guarda dinero». En «Me senté en el banco de la plaza», ¿qué significa?',
    'Asiento.',
    'Lugar donde se guarda dinero.',
    'Grupo de peces.',
    'Mesa de trabajo.',
  ],
  [
    'Para buscar «murciélago» en el diccionario, ¿en qué letra lo buscas?',
    'En la «m».',
    'En la «c».',
    'En la «l».',
    'En la «g».',
  ],
  ['En orden alfabético, ¿qué palabra va después de «cama»?', 'cepillo', 'barco', 'abeja', 'calcetín'],
  ['¿Qué palabra va segunda en orden alfabético: «sol», «árbol», «mesa», «luna»?', 'luna', 'sol', 'árbol', 'mesa'],
  [
    'En el diccionario, ¿cómo aparece un verbo como «corrió»?',
    'En infinitivo: «correr».',
    'Tal como está: «corrió».',
    'En plural: «corrieron».',
    'No aparece en ningún diccionario.',
  ],
  [
    '¿Para qué sirven las palabras guía del diccionario?',
    'Para saber qué palabras hay en cada página.',
    'Para saber el precio del diccionario.',
    'Para leer un cuento.',
    'Para saber quién escribió el diccionario y cuándo.',
  ],
  [
    'En el diccionario, «hoja» es parte de una planta y también un trozo de papel. En «Escribí en una hoja del cuaderno», ¿qué acepción corresponde?',
    'Trozo de papel.',
    'Parte de una planta.',
    'Lámina de metal.',
    'Parte verde de un árbol.',
  ],
])

const adverbios4 = choices('LE04 OA 19', 'Comprender', 'estructura', [
  ['En «El tren llegó tarde», ¿qué palabra es un adverbio?', 'tarde', 'tren', 'llegó', 'El'],
  ['¿Qué adverbio terminado en -mente dice cómo corre la liebre?', 'rápidamente', 'rápida', 'corredora', 'liebres'],
  ['¿Qué adverbio de lugar completa «El gato duerme … de la cama»?', 'debajo', 'mañana', 'lentamente', 'ayer'],
  ['¿Qué adverbio de tiempo completa «… iremos al museo»?', 'Mañana', 'Aquí', 'Cerca', 'Encima'],
  ['¿Qué adverbio hace más precisa la oración «La abuela habló»?', 'suavemente', 'suave', 'suavidad', 'suavizante'],
  [
    '¿Qué función cumple el adverbio «siempre» en «Ana siempre lee»?',
    'Dice cuándo lee Ana.',
    'Dice quién lee.',
    'Dice qué lee Ana.',
    'Nombra a la persona que lee.',
  ],
  ['¿Qué palabra es un adverbio de cantidad?', 'mucho', 'casa', 'correr', 'verde'],
])

export const itemsEscritura: readonly OaQuestion[] = [
  ...escribir1,
  ...oraciones1,
  ...ortografia2,
  ...clases2,
  ...generoNumero2,
  ...diccionario3,
  ...adverbios4,
]

export const abiertasEscritura: readonly OaOpenQuestion[] = [
  ...opens('LE01 OA 13', 'Crear', [
    [
      'Escribe sobre algo que te pasó esta semana y cuenta cómo te sentiste. Puedes hacer un dibujo.',
      'Escribe una o dos oraciones sobre un hecho propio (qué pasó, con quién) y nombra un sentimiento (feliz, triste, asustado, sorprendido); se acepta escritura inicial con errores de ortografía si se entiende.',
    ],
  ]),
  ...opens('LE01 OA 14', 'Aplicar', [
    [
      'Escribe una oración completa sobre tu familia. Empieza con mayúscula y termina con punto final.',
      'Escribe una oración con sentido que dice quién y qué hace o cómo es («Mi papá cocina pan.»), con mayúscula inicial y punto final.',
    ],
  ]),
  ...opens('LE02 OA 21', 'Aplicar', [
    [
      'Escribe dos oraciones sobre tu colación. Usa una palabra con «que» o «qui» y termina cada oración con punto final.',
      'Escribe dos oraciones con mayúscula inicial y punto final; usa bien una palabra con «que» o «qui» (queso, quiero, mantequilla) y escribe sin errores las palabras de uso frecuente.',
    ],
  ]),
  ...opens('LE02 OA 19', 'Aplicar', [
    [
      'Escribe una oración sobre tu mascota o un animal que te guste. Subraya el sustantivo y encierra el adjetivo.',
      'Escribe una oración con un sustantivo (perro, gata) y un adjetivo que dice cómo es (juguetón, blanca); subraya el sustantivo y encierra el adjetivo correctamente.',
    ],
  ]),
  ...opens('LE02 OA 20', 'Aplicar', [
    [
      'Cambia al plural la oración «El pájaro pequeño canta.» Cuida la concordancia de cada palabra.',
      'Escribe «Los pájaros pequeños cantan.»: cambia a plural el artículo, el sustantivo, el adjetivo y el verbo, con concordancia de género y número.',
    ],
  ]),
  ...opens('LE03 OA 11', 'Aplicar', [
    [
      'Busca en el diccionario la palabra «madriguera». Copia su definición y escribe una oración con ella.',
      'Copia la definición del diccionario (cueva donde viven algunos animales, como el conejo) y escribe una oración que la usa con ese significado.',
    ],
  ]),
  ...opens('LE04 OA 19', 'Aplicar', [
    [
      'Reescribe la oración «El perro ladró.» agregando un adverbio de modo y uno de tiempo.',
      'Agrega un adverbio de modo (fuertemente, suavemente) y uno de tiempo (ayer, anoche) que hacen más precisa la oración, por ejemplo «Anoche el perro ladró fuertemente.».',
    ],
  ]),
]

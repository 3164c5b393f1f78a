/**
 * Items written for the reading-aloud, comprehension-strategy and handwriting OA of 1°–4° Básico, whose skill is
 * not asked on a passage: reading aloud with fluency, pauses at points and commas, intonation of questions and
 * exclamations (LE01 OA 05, LE02 OA 02); strategies to understand — what one already knows, visualising, rereading,
 * predicting, asking oneself questions, underlining, summarising (LE01 OA 06, LE02 OA 03); legible handwriting,
 * the line, the stroke and the space between words (LE01 OA 15, LE02 OA 15, LE03 OA 16, LE04 OA 15).
 */
import { choices, opens } from './items-oa-define'
import type { OaOpenQuestion, OaQuestion } from './types'

const vozAlta1 = choices('LE01 OA 05', 'Aplicar', 'estructura', [
  [
    'Al leer en voz alta, ¿qué haces cuando llegas a un punto?',
    'Hago una pausa corta.',
    'Sigo leyendo sin parar.',
    'Grito la palabra que sigue.',
    'Vuelvo al comienzo del cuento.',
  ],
  [
    'Al leer en voz alta la pregunta «¿Vienes a jugar?», ¿cómo suena tu voz?',
    'Como quien pregunta.',
    'Como quien se enoja.',
    'Muy bajito, casi sin voz.',
    'Igual que al cantar una canción.',
  ],
  [
    '¿Qué ayuda a leer en voz alta con fluidez?',
    'Practicar el texto varias veces.',
    'Leer saltándose las palabras.',
    'Leer tapándose la boca.',
    'Leer lo más rápido posible, sin mirar.',
  ],
  [
    'Si al leer en voz alta dices «pelo» en vez de «pero», ¿qué haces?',
    'Me corrijo y lo leo bien.',
    'Sigo como si nada.',
    'Dejo de leer el cuento.',
    'Cambio todas las palabras del texto.',
  ],
  [
    'Lee: «Mi gato duerme. Mi perro juega.» ¿Dónde haces una pausa?',
    'Después de «duerme».',
    'Después de «Mi».',
    'Después de «gato».',
    'Antes de la primera palabra.',
  ],
  [
    'Al leer en voz alta para el curso, ¿cómo debe ser tu voz?',
    'Clara, para que todos oigan.',
    'Muy baja, casi sin voz.',
    'Con la boca tapada.',
    'Tan rápida que nadie entiende las palabras.',
  ],
  [
    'Al leer en voz alta «¡Qué lindo día!», ¿cómo suena la oración?',
    'Con alegría.',
    'Con tristeza.',
    'Como una pregunta.',
    'Sin ninguna emoción, muy plano.',
  ],
])

const vozAlta2 = choices('LE02 OA 02', 'Aplicar', 'estructura', [
  [
    'Al leer en voz alta, ¿qué haces en un punto aparte?',
    'Una pausa más larga que en el punto seguido.',
    'No hago ninguna pausa y sigo leyendo.',
    'Una pausa más corta que en una coma.',
    'Vuelvo a leer todo el párrafo desde el comienzo.',
  ],
  [
    '¿Qué es leer con fluidez?',
    'Leer con buen ritmo, sin detenerse en cada sílaba.',
    'Leer letra por letra, muy despacio.',
    'Leer saltándose todas las palabras difíciles del texto.',
    'Leer rapidísimo, aunque no se entienda.',
  ],
  [
    'Al leer en voz alta, ¿qué haces cuando hay una coma?',
    'Una pausa breve.',
    'Una pausa muy larga.',
    'Cambio de página.',
    'Leo más fuerte la palabra siguiente.',
  ],
  [
    'Tomás lee en voz alta deteniéndose en cada sílaba. ¿Qué debe practicar?',
    'La fluidez, leyendo el texto varias veces.',
    'Leer más bajito para que nadie en la sala lo oiga.',
    'Saltarse las palabras que le cuestan.',
    'Leer solo los títulos de los textos.',
  ],
  [
    'Al leer en voz alta una oración con signos de exclamación, como «¡Cuidado!», ¿cómo la dices?',
    'Con fuerza y emoción.',
    'Como una pregunta.',
    'Muy despacio y sin voz.',
    'Igual que una oración sin signos.',
  ],
  [
    'Para mejorar su pronunciación al leer «tres tristes tigres», ¿qué hace Ana?',
    'Lee despacio cada palabra y luego más rápido.',
    'Lee con la boca cerrada.',
    'Cambia las palabras por otras.',
    'Lee lo más rápido que puede desde la primera vez.',
  ],
  [
    'Al leer un diálogo en voz alta, ¿cómo se nota que habla otro personaje?',
    'Cambio la entonación de mi voz.',
    'Leo todo con la misma voz, sin cambios.',
    'Me salto lo que dice el personaje.',
    'Leo solo la parte del narrador.',
  ],
])

const estrategias1 = choices('LE01 OA 06', 'Comprender', 'inferir', [
  [
    'Antes de leer un cuento sobre el mar, la profesora pregunta qué saben del mar. ¿Para qué?',
    'Para unir el cuento con lo que ya sabe cada uno.',
    'Para terminar antes la clase.',
    'Para no tener que leer el cuento.',
    'Para saber quién del curso ha ido a la playa más veces.',
  ],
  [
    'El cuento dice: «El gato era gordo, negro y con bigotes largos». ¿Qué haces para imaginar lo que describe?',
    'Lo veo en mi mente.',
    'Tapo el dibujo.',
    'Cuento las letras.',
    'Leo solo el título del cuento.',
  ],
  [
    'Si no entiendes una parte del cuento, ¿qué puedes hacer?',
    'Releer esa parte con calma.',
    'Saltarla y no leer más.',
    'Cerrar el libro.',
    'Leer solo el final del cuento, sin volver atrás.',
  ],
  [
    'Mirando el título y la portada de un cuento, ¿qué haces para predecir de qué trata?',
    'Pienso qué puede pasar.',
    'Cuento las páginas.',
    'Leo el final primero.',
    'Miro el precio del libro en la tapa.',
  ],
  [
    'Durante la lectura, María se pregunta: «¿Qué hará ahora el zorro?». ¿Qué estrategia usa?',
    'Hacerse preguntas.',
    'Saltarse el final.',
    'Leer solo los dibujos.',
    'Cerrar el libro antes de terminar.',
  ],
  [
    'Al leer «la casa tenía techo rojo y un jardín con flores», ¿qué te ayuda a visualizar lo que describe?',
    'Dibujar la casa en tu mente.',
    'Contar cuántas palabras tiene.',
    'Leer la oración al revés.',
    'Pensar en otra cosa mientras lees el texto.',
  ],
  [
    'Antes de leer «El pingüino que quería volar», ¿qué puedes predecir?',
    'Que el pingüino intentará volar.',
    'Que el cuento trata de un auto.',
    'Que el pingüino vive en la selva.',
    'Que no hay ningún animal en el cuento.',
  ],
  [
    'Si una palabra del cuento no se entiende, ¿qué estrategia sirve?',
    'Releer la oración completa.',
    'Cerrar el libro.',
    'Saltarse la página.',
    'Leer otro cuento que no tenga esa palabra.',
  ],
  [
    'Al terminar el cuento, la profesora pide contarlo en pocas palabras. ¿Qué estrategia practican?',
    'Resumir el cuento.',
    'Subrayar el título.',
    'Copiar el cuento.',
    'Dibujar solo la portada del libro.',
  ],
  [
    'Mientras lee, Pedro practica hacerse preguntas: «¿Por qué llora el osito?». ¿Para qué le sirve?',
    'Para entender mejor lo que pasa.',
    'Para terminar antes.',
    'Para no leer el final.',
    'Para olvidar lo que leyó en el cuento.',
  ],
])

const estrategias2 = choices('LE02 OA 03', 'Comprender', 'inferir', [
  [
    'Después de leer un texto sobre las abejas, ¿qué estrategia te ayuda a recordar lo importante?',
    'Subrayar las ideas importantes.',
    'Pintar todo el texto de amarillo.',
    'Leer solo el título.',
    'Copiar cada palabra en el cuaderno, una por una.',
  ],
  [
    '¿Qué es resumir un cuento?',
    'Contar lo más importante en pocas palabras.',
    'Copiar el cuento entero en el cuaderno.',
    'Contar solo el título.',
    'Inventar otro final distinto para el cuento.',
  ],
  [
    'Al leer «el volcán lanzaba humo gris y piedras calientes», cierras los ojos y ves la escena. ¿Qué estrategia usas?',
    'Visualizar lo que describe.',
    'Saltarse la oración.',
    'Leer más rápido.',
    'Contar las letras de cada palabra de la oración.',
  ],
  [
    'Antes de leer «Un día en la granja», Pedro piensa en lo que ya sabe de las granjas. ¿Para qué le sirve?',
    'Para entender mejor el texto.',
    'Para no tener que leerlo.',
    'Para leer más rápido.',
    'Para saber cuántas páginas tiene el libro de la granja.',
  ],
  [
    'Benjamín no entendió por qué el zorro huyó del gallinero. ¿Qué estrategia le sirve?',
    'Releer la parte donde el zorro huye.',
    'Leer otro cuento distinto.',
    'Inventar una razón cualquiera.',
    'Saltarse esa parte y leer solo el final del cuento.',
  ],
  [
    'En la mitad del cuento, la profesora pregunta: «¿Qué creen que pasará?». ¿Qué estrategia practican?',
    'Predecir lo que viene.',
    'Resumir el final.',
    'Subrayar el título.',
    'Copiar el cuento en la pizarra, palabra por palabra.',
  ],
  [
    'Al leer un texto sobre los volcanes, Diego hace un esquema con las ideas importantes. ¿Para qué?',
    'Para ordenar y recordar las ideas.',
    'Para no tener que leer.',
    'Para llenar la hoja.',
    'Para copiar el texto entero sin pensar.',
  ],
  [
    'Si no entiendes una oración del texto, ¿qué estrategia de comprensión usas primero?',
    'Releer la oración con calma.',
    'Saltar al final.',
    'Cerrar el libro.',
    'Inventar lo que quiere decir la oración.',
  ],
  [
    'El texto dice que el pudú es «el ciervo más pequeño del mundo». ¿Qué haces para visualizar lo que describe?',
    'Imagino un ciervo muy chico.',
    'Imagino un elefante grande.',
    'Cuento las letras de la palabra.',
    'Pienso en otra cosa distinta del texto.',
  ],
  [
    'Antes de leer, la profesora pregunta qué saben del reciclaje. ¿Qué estrategia de comprensión practican?',
    'Unir el texto con lo que ya saben.',
    'Resumir el final.',
    'Subrayar todo el texto.',
    'Leer más rápido que los demás compañeros.',
  ],
])

const letra1 = choices('LE01 OA 15', 'Comprender', 'estructura', [
  [
    '¿Por qué es importante escribir con letra legible?',
    'Para que otros puedan leerla.',
    'Para terminar más rápido.',
    'Para gastar menos lápiz.',
    'Para que nadie entienda lo que escribimos.',
  ],
  [
    'Al escribir en el cuaderno, ¿dónde se apoyan las letras?',
    'Sobre la línea del renglón.',
    'Fuera de la hoja.',
    'Sobre el margen rojo.',
    'Arriba, en cualquier parte de la página.',
  ],
  [
    '¿Qué ayuda a que tu letra sea clara?',
    'Escribir sin apuro, cuidando cada trazo.',
    'Escribir lo más rápido posible.',
    'Escribir con el lápiz sin punta.',
    'Escribir todas las letras juntas, sin separar ninguna.',
  ],
  [
    'Tomás escribió su nombre con letras chuecas y muy juntas. ¿Qué le ayuda a tener letra legible?',
    'Escribir más despacio.',
    'Escribir con los ojos cerrados.',
    'Escribir más rápido.',
    'Apretar el lápiz hasta romper la hoja del cuaderno.',
  ],
  [
    '¿Cómo se toma el lápiz para hacer un buen trazo?',
    'Con tres dedos, sin apretar.',
    'Con el puño cerrado.',
    'Con la punta hacia arriba.',
    'Con toda la mano, apretando muy fuerte el lápiz.',
  ],
  [
    'Al copiar una oración de la pizarra, ¿qué dejas entre cada palabra?',
    'Un espacio.',
    'Un punto.',
    'Una raya.',
    'Una letra mayúscula.',
  ],
  [
    '¿Dónde empieza a escribir Ana en la hoja del cuaderno?',
    'En el primer renglón, junto al margen.',
    'En la mitad de la hoja, en cualquier lugar.',
    'Sobre el margen rojo.',
    'En la última línea, al revés.',
  ],
  [
    'Al escribir tu nombre en la prueba, ¿por qué conviene una letra clara?',
    'Para que se sepa de quién es.',
    'Para terminar antes.',
    'Para que nadie la lea.',
    'Para gastar menos la punta del lápiz.',
  ],
  [
    'Para que tu letra sea legible, ¿cómo deben ser las letras?',
    'Del mismo tamaño y bien formadas.',
    'Unas enormes y otras diminutas.',
    'Todas encima de la línea y torcidas.',
    'Pegadas unas con otras, sin espacios.',
  ],
  [
    '¿Qué debes hacer antes de escribir para que tu letra sea clara?',
    'Sentarme derecho y tomar bien el lápiz.',
    'Escribir acostado en el suelo.',
    'Tomar el lápiz con el puño.',
    'Cerrar los ojos y escribir lo más rápido posible.',
  ],
  [
    'Al escribir la letra «o», ¿cómo debe quedar su trazo?',
    'Redondo y cerrado.',
    'Abierto arriba.',
    'Con una cola larga.',
    'Como una raya derecha, sin curva.',
  ],
  [
    'Después de escribir, Lucía revisa si su letra es legible. ¿Qué hace?',
    'Lee lo que escribió para ver si se entiende.',
    'Rompe la hoja sin mirarla.',
    'Guarda el cuaderno sin leer nada.',
    'Le pide a otro que escriba por ella siempre.',
  ],
])

const letra2 = choices('LE02 OA 15', 'Comprender', 'estructura', [
  [
    'Antes de entregar una carta, Ana revisa su caligrafía. ¿Qué busca?',
    'Que cada letra se entienda.',
    'Que la carta sea muy larga.',
    'Que tenga muchos dibujos.',
    'Que las letras estén todas pegadas entre sí, sin espacios.',
  ],
  [
    '¿Qué texto es más legible?',
    'Uno con letras del mismo tamaño, sobre el renglón.',
    'Uno con letras grandes y chicas mezcladas.',
    'Uno con las palabras pegadas unas a otras.',
    'Uno escrito encima del margen y fuera de las líneas.',
  ],
  [
    'Felipe aprieta tanto el lápiz que rompe la hoja. ¿Qué le ayuda a mejorar su trazo?',
    'Tomar el lápiz con suavidad.',
    'Apretar todavía más fuerte.',
    'Escribir con un plumón grueso.',
    'Escribir muy rápido para no cansarse la mano.',
  ],
  [
    '¿Para qué se deja un espacio entre palabras?',
    'Para saber dónde termina cada palabra.',
    'Para que el texto parezca más largo.',
    'Para gastar más hojas del cuaderno.',
    'Para que el lector se salte algunas palabras del texto.',
  ],
  [
    'Al escribir una invitación de cumpleaños, ¿por qué conviene usar letra clara?',
    'Para que se entiendan el día y la hora.',
    'Para que nadie llegue a la fiesta.',
    'Para terminar la invitación más rápido.',
    'Para que la invitación quede con más dibujos y colores.',
  ],
  [
    'Sofía llega al final del renglón y no le cabe la palabra «mariposa». ¿Qué hace?',
    'La separa por sílabas con un guion.',
    'La aprieta en el borde de la hoja.',
    'Escribe la palabra sobre el margen.',
    'Deja la palabra sin terminar y sigue con otra.',
  ],
  [
    'Al copiar un poema en la libreta, ¿qué cuida Marta para que su letra sea legible?',
    'Letras parejas sobre el renglón.',
    'Escribir muy rápido.',
    'Usar letras de todos los tamaños.',
    'Juntar todas las palabras sin ningún espacio.',
  ],
  [
    '¿Qué pasa si escribes con letras muy pegadas y sin espacio entre palabras?',
    'Cuesta leer lo que escribiste.',
    'Se lee más fácil.',
    'El texto queda más claro.',
    'Nadie nota ninguna diferencia al leerlo.',
  ],
  [
    '¿Cómo debe ser la letra de un afiche para que sea legible desde lejos?',
    'Grande, clara y ordenada.',
    'Chica y apretada.',
    'Torcida y de colores claros.',
    'Mezcla de letras de muchos tamaños.',
  ],
  [
    'Al escribir una lista de compras para su mamá, ¿por qué Andrés usa letra legible?',
    'Para que su mamá entienda qué comprar.',
    'Para que la lista sea más larga.',
    'Para que nadie la pueda leer.',
    'Para usar todas las hojas del block de dibujo.',
  ],
  [
    '¿Qué ayuda a que las letras queden del mismo tamaño?',
    'Escribir entre las líneas del renglón.',
    'Escribir fuera del renglón.',
    'Escribir en el aire.',
    'Escribir cada letra de un color y tamaño distintos.',
  ],
  [
    'Sofía escribe «casa» y la «a» parece una «o». ¿Qué debe mejorar de su caligrafía?',
    'El trazo de la «a», con su palito al lado.',
    'El color del lápiz.',
    'El tamaño del cuaderno.',
    'La hora del día a la que escribe sus tareas.',
  ],
])

const letra3 = choices('LE03 OA 16', 'Aplicar', 'estructura', [
  [
    'En su informe de ciencias, Martina escribe con letra legible. ¿Por qué es importante?',
    'Para que la profesora y sus compañeros lo lean sin dificultad.',
    'Para que el informe se vea más largo y con más páginas que el resto.',
    'Para terminar antes que los demás.',
    'Para que nadie lo pueda leer.',
  ],
  [
    'En la letra cursiva, ¿qué ayuda a que una palabra se lea bien?',
    'Unir bien las letras con trazos parejos.',
    'Separar cada letra con un gran espacio.',
    'Mezclar letras de distintos tamaños.',
    'Escribir cada letra en un renglón distinto de la hoja.',
  ],
  [
    'Al revisar su cuento, Lucas ve que algunas letras salen del renglón. ¿Qué hace para que su letra sea clara?',
    'Reescribe esas palabras sobre la línea.',
    'Las deja tal como están.',
    'Pinta encima con plumón.',
    'Borra todo el cuento y no escribe nada más.',
  ],
  [
    '¿Qué diferencia a una letra «a» legible de una que se confunde con «o»?',
    'Su trazo cerrado con el palito a la derecha.',
    'Que es mucho más grande que todas las otras letras.',
    'Que está escrita con lápiz de color.',
    'Que está fuera del renglón.',
  ],
  [
    'Para escribir rápido un dictado y que la letra siga siendo legible, ¿qué conviene?',
    'Mantener el mismo tamaño y el espacio entre palabras.',
    'Escribir sin separar ninguna palabra.',
    'Escribir solo la primera letra de cada palabra del dictado.',
    'Dejar la mitad de las palabras sin escribir.',
  ],
  [
    '¿Qué afiche se lee mejor desde el fondo de la sala?',
    'Uno con letra clara, grande y ordenada.',
    'Uno con letra pequeña y apretada.',
    'Uno con letras de muchos tamaños mezclados.',
    'Uno con letras muy claras sobre fondo blanco, casi invisibles.',
  ],
])

const letra4 = choices('LE04 OA 15', 'Aplicar', 'estructura', [
  [
    'Javiera escribe una carta al alcalde. ¿Por qué debe cuidar que su letra sea legible?',
    'Porque quien la reciba debe entender su petición.',
    'Porque así la carta tendrá más páginas.',
    'Porque el alcalde solo lee cartas largas y con muchas hojas.',
    'Porque así no necesita firmarla.',
  ],
  [
    'Al tomar apuntes en una exposición, Diego escribe rápido pero con letra clara. ¿Qué le permite eso?',
    'Leer después sus apuntes sin problemas.',
    'Tener más apuntes que todos sus compañeros.',
    'No tener que escuchar la exposición.',
    'Escribir sin usar ningún renglón.',
  ],
  [
    'En una ficha, las letras «n» y «u» de Pedro se confunden. ¿Qué debe cuidar en su caligrafía?',
    'El trazo de cada letra, abierto arriba o abajo según corresponda.',
    'Escribir más grande solo la primera palabra de cada oración de la ficha.',
    'Usar un lápiz de otro color.',
    'Escribir en una hoja sin líneas.',
  ],
  [
    '¿Qué revisa Antonia al pasar en limpio su artículo para el diario mural?',
    'Que la letra sea pareja y el espacio entre palabras se note.',
    'Que no quede ningún espacio entre las palabras ni entre las oraciones.',
    'Que la letra sea cada vez más pequeña.',
    'Que haya borrones para que se vea trabajado.',
  ],
  [
    'Un compañero no pudo leer el mensaje que escribió Benjamín. ¿Qué le recomiendas para que su letra sea legible?',
    'Escribir con un tamaño parejo y sin apuro.',
    'Escribir todavía más rápido.',
    'Escribir con mayúsculas y minúsculas mezcladas.',
    'Usar un lápiz sin punta para que no raye.',
  ],
  [
    'En una prueba escrita, ¿por qué conviene que la letra sea clara?',
    'Para que el profesor lea bien cada respuesta.',
    'Para terminar antes que todos.',
    'Para que la respuesta parezca más larga de lo que es.',
    'Para no tener que pensar la respuesta.',
  ],
])

export const itemsLectura: readonly OaQuestion[] = [
  ...vozAlta1,
  ...vozAlta2,
  ...estrategias1,
  ...estrategias2,
  ...letra1,
  ...letra2,
  ...letra3,
  ...letra4,
]

export const abiertasLectura: readonly OaOpenQuestion[] = [
  ...opens('LE01 OA 05', 'Aplicar', [
    [
      'Lee en voz alta a tu profesora: «Mi perro se llama Toby. Le gusta correr en el patio.» Haz una pausa en cada punto.',
      'Lee en voz alta cada palabra con precisión (puede corregirse solo), hace una pausa en cada punto y lee con voz clara para que se le escuche.',
    ],
  ]),
  ...opens('LE02 OA 02', 'Aplicar', [
    [
      'Lee en voz alta el párrafo que te indique tu profesor. Respeta el punto seguido, el punto aparte y las comas.',
      'Lee con fluidez, sin detenerse en cada sílaba, con pocas autocorrecciones; hace pausas breves en las comas y en el punto seguido y una más larga en el punto aparte; da la entonación de preguntas y exclamaciones.',
    ],
  ]),
  ...opens('LE01 OA 06', 'Comprender', [
    [
      'Antes de leer un cuento sobre un perro, escribe o dibuja algo que sabes de los perros. Luego, intenta predecir qué pasará en el cuento.',
      'Anota o dibuja algo que ya sabe de los perros (ladran, comen, juegan) y hace una predicción con sentido sobre el cuento a partir del título o la portada.',
    ],
  ]),
  ...opens('LE02 OA 03', 'Comprender', [
    [
      'Después de leer un cuento de tu biblioteca de aula, escribe un resumen en tres oraciones: comienzo, problema y final.',
      'Escribe un resumen de tres oraciones que nombra lo más importante del comienzo, del problema y del final, con sus palabras y sin copiar el cuento.',
    ],
  ]),
  ...opens('LE01 OA 15', 'Aplicar', [
    [
      'Copia con letra legible la oración «El sol sale en la mañana.» sobre el renglón, dejando un espacio entre las palabras.',
      'Copia la oración completa con letras de tamaño parejo apoyadas en el renglón, con un espacio visible entre cada palabra, mayúscula al inicio y punto final.',
    ],
  ]),
  ...opens('LE02 OA 15', 'Aplicar', [
    [
      'Escribe con tu mejor letra una invitación breve para tu cumpleaños: día, hora y lugar. Cuida tu caligrafía.',
      'Escribe la invitación con letra legible, tamaño parejo, sobre el renglón y con espacio entre palabras; da el día, la hora y el lugar.',
    ],
  ]),
  ...opens('LE03 OA 16', 'Aplicar', [
    [
      'Pasa en limpio, con letra legible, un párrafo de tu último cuento. Luego marca una palabra que podrías escribir más clara.',
      'Copia el párrafo con letra pareja y legible, sobre el renglón y con espacios entre palabras; reconoce una palabra cuyo trazo puede mejorar y explica qué cambiaría.',
    ],
  ]),
  ...opens('LE04 OA 15', 'Evaluar', [
    [
      'Escribe con letra legible un aviso para el diario mural sobre una actividad del curso. Revisa tu caligrafía antes de entregarlo.',
      'Escribe un aviso breve con letra legible desde lejos, tamaño y trazo parejos, espacios entre palabras, y corrige al menos una letra que se confunda con otra.',
    ],
  ]),
]

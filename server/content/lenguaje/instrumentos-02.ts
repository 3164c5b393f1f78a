/** The instruments of the Lenguaje OA of 2° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos02: readonly OaInstrumentos[] = [
  oa(
    'LE02 OA 01',
    'Lectura de palabras con diptongos, hiatos y combinaciones',
    [
      'Lee sin error palabras con diptongos, hiatos, grupos consonánticos y las combinaciones ce-ci, que-qui, ge-gi y gue-gui.',
      'Lee palabras con diptongos y grupos consonánticos, con errores en gue-gui o güe-güi.',
      'Lee con errores frecuentes las sílabas con combinaciones como que-qui y ge-gi.',
      'No lee palabras con grupos consonánticos ni combinaciones.',
    ],
    [
      'Lee bien palabras con que-qui y gue-gui, como «quince» y «guitarra».',
      'Leo bien palabras con que-qui y gue-gui.',
    ],
  ),
  oa(
    'LE02 OA 02',
    'Fluidez en la lectura en voz alta',
    [
      'Lee en voz alta con fluidez, pronunciando con precisión y sin detenerse en cada palabra, respetando punto seguido y punto aparte.',
      'Lee en voz alta con pocas autocorrecciones, pero se detiene en algunas palabras.',
      'Lee en voz alta sílaba a sílaba y sin respetar los puntos.',
      'No logra leer en voz alta un texto del nivel.',
    ],
    [
      'Lee en voz alta con fluidez, sin detenerse en cada palabra.',
      'Leo en voz alta con fluidez, sin detenerme en cada palabra.',
    ],
  ),
  oa(
    'LE02 OA 03',
    'Estrategias de comprensión: visualizar y hacerse preguntas',
    [
      'Durante la lectura se hace preguntas, visualiza lo que describe el texto y lo relaciona con su experiencia.',
      'Visualiza lo que describe el texto y se hace preguntas cuando el docente lo guía.',
      'Usa una estrategia de comprensión con mucho apoyo.',
      'No aplica estrategias de comprensión al leer.',
    ],
    [
      'Usa la estrategia de hacerse preguntas sobre el texto mientras lee.',
      'Uso la estrategia de hacerme preguntas sobre el texto mientras leo.',
    ],
  ),
  oa(
    'LE02 OA 04',
    'Lectura de cuentos folclóricos, fábulas y leyendas',
    [
      'Lee de forma autónoma cuentos folclóricos, fábulas y leyendas, y distingue una fábula de una leyenda.',
      'Lee de forma autónoma fábulas y cuentos, y dice de qué se tratan.',
      'Lee literatura breve con ayuda y recuerda solo el título.',
      'No lee obras literarias solo.',
    ],
    [
      'Dice si lo que leyó es una fábula, una leyenda o un cuento.',
      'Digo si lo que leí es una fábula, una leyenda o un cuento.',
    ],
  ),
  oa(
    'LE02 OA 05',
    'Secuencia y personajes de las narraciones',
    [
      'Reconstruye la secuencia de acciones de la narración y describe los rasgos físicos y los sentimientos de los personajes.',
      'Ordena la mayoría de las acciones y describe a los personajes por su aspecto físico.',
      'Ordena solo el inicio y el final de la narración.',
      'No reconstruye la secuencia de la narración.',
    ],
    ['Ordena lo que pasó en el cuento: inicio, desarrollo y final.', 'Ordeno lo que pasó en el cuento.'],
  ),
  oa(
    'LE02 OA 06',
    'Lectura frecuente de poemas de autor y de la tradición oral',
    [
      'Lee con frecuencia poemas de autores y de la tradición oral, y comparte con otros el que más le gustó.',
      'Lee poemas del nivel cuando se le proponen y comenta cuál le gusta más.',
      'Lee poemas solo en clases y sin comentarlos.',
      'No muestra gusto por leer poemas.',
    ],
    ['Comparte con un compañero el poema que más le gustó.', 'Comparto con un compañero el poema que más me gustó.'],
  ),
  oa(
    'LE02 OA 07',
    'Comprensión de cartas, notas e instrucciones',
    [
      'Extrae información explícita e implícita de cartas, notas, instrucciones y artículos, usando las ilustraciones y los símbolos.',
      'Extrae información explícita del texto informativo y usa algunas ilustraciones.',
      'Extrae un dato del texto con ayuda.',
      'No extrae información de los textos no literarios.',
    ],
    [
      'Usa las ilustraciones para entender unas instrucciones.',
      'Miro las ilustraciones para entender unas instrucciones.',
    ],
  ),
  oa(
    'LE02 OA 08',
    'Gusto por la lectura habitual',
    [
      'Lee de forma habitual en la lectura silenciosa, elige textos diversos y recomienda un libro a sus compañeros.',
      'Lee de forma habitual en la lectura silenciosa y elige textos de un solo tipo.',
      'Lee en la lectura silenciosa solo si se le entrega el libro.',
      'No lee durante la lectura silenciosa.',
    ],
    ['Disfruta la lectura silenciosa de un libro que eligió.', 'Leo en silencio un libro que elegí.'],
  ),
  oa(
    'LE02 OA 09',
    'Uso de la biblioteca y cuidado de los libros',
    [
      'Va a la biblioteca a buscar información y elegir libros, y cuida los libros de uso común.',
      'Elige libros en la biblioteca y los cuida, con ayuda para buscar información.',
      'Va a la biblioteca, pero no elige ni cuida los libros.',
      'No usa la biblioteca.',
    ],
    [
      'Cuida los libros de la biblioteca y los devuelve a tiempo.',
      'Cuido los libros de la biblioteca y los devuelvo a tiempo.',
    ],
  ),
  oa(
    'LE02 OA 10',
    'Búsqueda de información en una fuente indicada',
    [
      'Busca información sobre un tema en la fuente que indica el docente y anota dos datos con sus palabras.',
      'Busca información en la fuente indicada y copia un dato.',
      'Busca información solo con la ayuda de un adulto.',
      'No busca información en la fuente indicada.',
    ],
    [
      'Encuentra un dato sobre el tema en la fuente que le indicaron.',
      'Encuentro un dato sobre el tema en la fuente que me indicaron.',
    ],
  ),
  oa(
    'LE02 OA 11',
    'Averiguar el significado de palabras desconocidas',
    [
      'Averigua el significado de las palabras desconocidas preguntando, por el contexto o en un diccionario, y lo explica con sus palabras.',
      'Averigua el significado de palabras desconocidas preguntando a otros.',
      'Reconoce las palabras desconocidas sin averiguar su significado.',
      'No se interesa por el significado de las palabras.',
    ],
    ['Averigua qué significa una palabra desconocida.', 'Averiguo qué significa una palabra que no conozco.'],
  ),
  oa(
    'LE02 OA 12',
    'Escritura frecuente en su diario de vida y en recados',
    [
      'Escribe con frecuencia y solo en su diario de vida, deja recados y expresa sus ideas con creatividad.',
      'Escribe con frecuencia en su diario de vida cuando se le propone.',
      'Escribe en su diario de vida pocas veces y con una sola oración.',
      'No escribe en su diario de vida ni deja recados.',
    ],
    ['Escribe en su diario de vida lo que hizo y pensó.', 'Escribo en mi diario de vida lo que hice y pensé.'],
    trabajo(
      'le02-12-buzon-del-curso',
      'tema',
      'El buzón del curso: cartas y recados',
      [
        'El curso tendrá un buzón donde cada niño deja cartas y recados para sus compañeros.',
        'Cada carta tiene un saludo, un mensaje y una despedida con el nombre de quien escribe.',
      ],
      ['Caja para el buzón', 'Hojas de carta', 'Sobres'],
      [
        ['Elegir a quién escribir', 'Elige un compañero y piensa qué le quieres contar en tu carta.', 1],
        ['Escribir la carta', 'Escribe el saludo, tu mensaje y la despedida con tu nombre.', 3],
        ['Enviar y leer', 'Deja tu carta en el buzón y lee la que te llegue.', 1],
      ],
      ['carta', 'escritura_creativa'],
    ),
  ),
  oa(
    'LE02 OA 13',
    'Narraciones con inicio, desarrollo y desenlace',
    [
      'Escribe una narración creativa con inicio, desarrollo y desenlace, personajes definidos y acciones en orden.',
      'Escribe una narración con inicio, desarrollo y desenlace, pero con acciones poco claras.',
      'Escribe una narración sin desenlace o sin inicio.',
      'Escribe oraciones sueltas que no forman una narración.',
    ],
    ['Escribe un cuento con inicio, desarrollo y desenlace.', 'Escribo un cuento con inicio, desarrollo y desenlace.'],
    trabajo(
      'le02-13-cuento-de-la-mascota',
      'cuento',
      'El cuento de la mascota perdida',
      [
        'Vas a escribir un cuento sobre una mascota que se pierde en la plaza y cómo la encuentran.',
        'Tu cuento tendrá inicio (quién y dónde), desarrollo (el problema) y desenlace (cómo se resuelve).',
      ],
      ['Hoja con tres recuadros', 'Lápiz grafito', 'Lápices de colores'],
      [
        ['Planificar con dibujos', 'Dibuja en tres recuadros el inicio, el desarrollo y el desenlace del cuento.', 2],
        [
          'Escribir el cuento',
          'Escribe dos o tres oraciones para cada recuadro usando conectores como «un día» y «al final».',
          3,
        ],
        ['Leer y revisar', 'Lee tu cuento a un compañero y revisa que tenga las tres partes.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE02 OA 14',
    'Textos informativos breves sobre un tema',
    [
      'Redacta un texto informativo breve con un título, una idea central sobre el tema y tres datos que la explican.',
      'Redacta un texto informativo con un título y dos datos sobre el tema.',
      'Escribe datos sueltos sin un tema claro.',
      'No redacta un texto que informe.',
    ],
    [
      'Escribe un texto informativo con un título y datos del tema.',
      'Escribo un texto informativo con título y datos.',
    ],
    trabajo(
      'le02-14-ficha-de-animal',
      'tema',
      'Ficha informativa de un animal de Chile',
      [
        'Cada niño elige un animal de Chile, como el pudú, el cóndor o el huemul, y escribe un texto informativo breve para el diario mural.',
        'El texto tiene un título, dónde vive el animal, qué come y cómo es.',
      ],
      ['Libros de animales', 'Hoja de bloc', 'Lápices de colores'],
      [
        ['Buscar datos', 'Lee sobre tu animal y anota tres datos en una tabla: dónde vive, qué come y cómo es.', 2],
        ['Redactar el texto informativo', 'Escribe un título y una oración para cada dato de tu tabla.', 3],
        ['Ilustrar y publicar', 'Dibuja el animal y pega tu texto informativo en el diario mural.', 1],
      ],
      ['afiche', 'investigacion'],
    ),
  ),
  oa(
    'LE02 OA 15',
    'Letra legible en textos propios',
    [
      'Escribe todo su texto con letra legible, trazos parejos y un espacio claro entre palabras.',
      'Escribe con letra legible la mayor parte del texto, con algunos trazos disparejos.',
      'Su letra es legible solo en algunas palabras.',
      'Su texto no se puede leer por el trazo de las letras.',
    ],
    ['Escribe con letra legible y trazos parejos.', 'Escribo con letra clara y del mismo tamaño.'],
    trabajo(
      'le02-15-libro-de-recetas',
      'tema',
      'Un libro de recetas del curso con letra legible',
      [
        'El curso hará un libro con recetas de las familias, como el pan amasado o la ensalada chilena.',
        'Como otros lo leerán para cocinar, cada receta se copia con letra legible y un espacio entre palabras.',
      ],
      ['Hojas con renglones', 'Lápiz grafito', 'Goma de borrar'],
      [
        ['Practicar el trazo', 'Copia en tu cuaderno el título de tu receta cuidando el tamaño de las letras.', 1],
        ['Copiar la receta', 'Copia los ingredientes y los pasos con letra legible sobre el renglón.', 3],
        ['Comprobar', 'Pide a un compañero que lea tu receta en voz alta para ver si se entiende.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 16',
    'Planificación a partir de imágenes y conversaciones',
    [
      'Antes de escribir genera ideas a partir de imágenes y conversaciones, y las anota en un plan con dibujos o palabras.',
      'Genera ideas conversando, pero no las anota en un plan.',
      'Genera una idea solo cuando el docente la sugiere.',
      'Empieza a escribir sin planificar.',
    ],
    ['Anota sus ideas en un plan antes de escribir.', 'Anoto mis ideas en un plan antes de escribir.'],
    trabajo(
      'le02-16-plan-con-laminas',
      'tema',
      'Planificar un relato con láminas del paseo',
      [
        'El curso mira fotos o láminas de un paseo al campo y conversa sobre lo que ve.',
        'Cada niño planifica en una hoja qué contará: quiénes fueron, qué hicieron y qué fue lo mejor.',
      ],
      ['Láminas o fotos del paseo', 'Hoja de planificación', 'Lápiz grafito'],
      [
        ['Mirar y conversar', 'Mira las láminas y conversa con tu grupo sobre lo que pasó en el paseo.', 2],
        ['Anotar el plan', 'Anota o dibuja en la hoja de planificación tres ideas para tu relato.', 2],
        ['Contar el plan', 'Relata tu plan a un compañero antes de escribir.', 1],
      ],
      ['escritura_creativa', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 17',
    'Revisión y edición de sus textos',
    [
      'Revisa su borrador y corrige mayúsculas, puntos, concordancia y ortografía, y mejora la redacción con sugerencias de otros.',
      'Revisa su borrador y corrige mayúsculas y puntos, sin usar las sugerencias.',
      'Corrige un error solo cuando el docente lo señala.',
      'No revisa ni corrige sus textos.',
    ],
    [
      'Revisa su borrador con una pauta y corrige los errores.',
      'Reviso mi borrador con una pauta y corrijo los errores.',
    ],
    trabajo(
      'le02-17-detectives-del-borrador',
      'tema',
      'Detectives del borrador',
      [
        'En parejas, los niños revisan el borrador de una carta con una pauta de revisión de tres preguntas.',
        '¿Cada oración empieza con mayúscula? ¿Termina con punto? ¿Las palabras están bien escritas?',
      ],
      ['Borrador de una carta', 'Pauta de revisión', 'Lápiz de color rojo'],
      [
        ['Revisar con la pauta', 'Lee el borrador y marca con rojo lo que la pauta de revisión pide corregir.', 2],
        ['Dar una sugerencia', 'Escribe a tu pareja una sugerencia para mejorar su texto.', 1],
        ['Corregir y pasar en limpio', 'Corrige tu borrador con las marcas y la sugerencia, y pásalo en limpio.', 3],
      ],
      ['carta', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 18',
    'Palabras nuevas aprendidas en sus textos escritos',
    [
      'Incorpora en sus textos escritos varias palabras nuevas aprendidas en lecturas, usadas con precisión.',
      'Incorpora en su texto una palabra nueva aprendida, usada con precisión.',
      'Incorpora una palabra nueva con un significado equivocado.',
      'Sus textos no muestran palabras aprendidas.',
    ],
    ['Usa en su texto palabras nuevas que aprendió leyendo.', 'Uso en mi texto palabras nuevas que aprendí leyendo.'],
    trabajo(
      'le02-18-diccionario-del-curso',
      'tema',
      'El diccionario ilustrado del curso',
      [
        'Cada niño elige una palabra nueva aprendida en las lecturas del mes y escribe una página para el diccionario del curso.',
        'La página tiene la palabra, lo que significa, un dibujo y una oración propia que la usa.',
      ],
      ['Hoja de bloc', 'Lápices de colores', 'Carpeta para el diccionario'],
      [
        ['Elegir la palabra', 'Elige una palabra nueva de una lectura y busca qué significa.', 1],
        ['Escribir la página', 'Escribe el significado y una oración tuya con la palabra nueva.', 3],
        ['Ilustrar', 'Dibuja la palabra y agrega tu página al diccionario del curso.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE02 OA 19',
    'Artículos, sustantivos y adjetivos',
    [
      'Reconoce en un texto artículos, sustantivos y adjetivos, y los cambia o combina para precisar lo que escribe.',
      'Reconoce sustantivos y adjetivos y usa adjetivos para describir.',
      'Reconoce sustantivos, pero confunde los adjetivos.',
      'No distingue sustantivos ni adjetivos.',
    ],
    ['Agrega un adjetivo que dice cómo es un sustantivo.', 'Agrego un adjetivo que dice cómo es un sustantivo.'],
    trabajo(
      'le02-19-adivinanzas-con-adjetivos',
      'tema',
      'Adivinanzas con sustantivos y adjetivos',
      [
        'Cada niño escribe una adivinanza que describe un objeto de la sala con tres adjetivos, sin nombrar el sustantivo.',
        'Ejemplo: «Es largo, delgado y amarillo, y con él escribo». (El lápiz.)',
      ],
      ['Tarjetas de cartulina', 'Lápices de colores'],
      [
        ['Elegir el sustantivo', 'Elige un objeto de la sala y escribe su nombre, que es un sustantivo.', 1],
        ['Buscar adjetivos', 'Escribe tres adjetivos que digan cómo es ese objeto.', 2],
        ['Jugar', 'Lee tu adivinanza al curso; quien adivine dice el sustantivo con su artículo.', 2],
      ],
      ['escritura_creativa', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 20',
    'Concordancia de género y número',
    [
      'Escribe oraciones en que artículos, sustantivos y adjetivos concuerdan en género y número.',
      'Mantiene la concordancia en singular, con errores en el plural.',
      'Mezcla masculino y femenino en varias oraciones.',
      'No reconoce la concordancia de género y número.',
    ],
    [
      'Escribe «las flores rojas» y no «las flores rojo»: el adjetivo concuerda con el sustantivo.',
      'Cuido que las palabras concuerden en masculino o femenino y en singular o plural.',
    ],
    trabajo(
      'le02-20-feria-de-frutas',
      'tema',
      'La feria de frutas: carteles en singular y plural',
      [
        'El curso arma una feria de frutas de juguete y escribe los carteles de cada puesto.',
        'Cada cartel usa el singular o el plural y el masculino o el femenino que corresponde: «la manzana roja», «los duraznos maduros».',
      ],
      ['Frutas de juguete', 'Tarjetas para carteles', 'Plumones'],
      [
        ['Escribir los carteles', 'Escribe el cartel de tu fruta en singular y luego en plural.', 2],
        ['Revisar la concordancia', 'Revisa con tu pareja que el artículo y el adjetivo concuerden con la fruta.', 2],
        ['Vender en la feria', 'Ofrece tus frutas leyendo el cartel en voz alta.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 21',
    'Ortografía: combinaciones, rr, mayúsculas y signos',
    [
      'Escribe bien las palabras con ce-ci, que-qui, ge-gi, gue-gui, güe-güi y r-rr-nr, usa mayúscula al inicio y en nombres propios, punto final y signos de interrogación y exclamación.',
      'Escribe bien la mayoría de las combinaciones y usa mayúscula y punto final, pero olvida los signos de apertura.',
      'Comete errores frecuentes en que-qui, gue-gui o rr.',
      'No aplica las reglas de ortografía del nivel.',
    ],
    ['Escribe bien las palabras con que-qui y gue-gui.', 'Escribo bien las palabras con que-qui y gue-gui.'],
    trabajo(
      'le02-21-dictado-de-la-tienda',
      'tema',
      'Dictado entre pares: la lista de la tienda',
      [
        'En parejas, un niño dicta y el otro escribe una lista de compras con palabras como queso, mantequilla, guindas, cebolla y arroz.',
        'Después revisan juntos la ortografía de cada palabra con una tarjeta modelo.',
      ],
      ['Tarjeta modelo con las palabras', 'Cuaderno', 'Lápiz de color'],
      [
        ['Dictar y escribir', 'Dicta la lista a tu pareja y después cambien de papel.', 2],
        ['Revisar la ortografía', 'Compara tu lista con la tarjeta modelo y marca las palabras mal escritas.', 2],
        ['Corregir', 'Escribe otra vez bien cada palabra marcada y subraya las letras difíciles.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 22',
    'Comprensión de obras completas que un adulto lee en voz alta',
    [
      'Después de escuchar una obra completa que el adulto lee en voz alta, relata sus hechos principales y explica qué enseña o qué explica.',
      'Después de escuchar la obra, relata sus hechos principales.',
      'Después de escuchar la obra, relata un hecho aislado.',
      'No sigue la obra que el adulto lee en voz alta.',
    ],
    ['Relata lo que pasó en la obra que escuchó leer al docente.', 'Relato lo que pasó en la obra que escuché.'],
    trabajo(
      'le02-22-leyenda-escuchada',
      'cuento',
      'Escuchamos una leyenda chilena',
      [
        'El docente lee en voz alta una leyenda chilena, como la del copihue, mientras los niños escuchan con los ojos cerrados.',
        'Después, en grupos, dibujan lo que explica la leyenda y lo relatan al curso.',
      ],
      ['Libro de leyendas chilenas', 'Papelógrafo', 'Lápices de colores'],
      [
        ['Escuchar', 'Escucha la leyenda e imagina los lugares y los personajes.', 2],
        ['Dibujar lo que explica', 'Dibuja con tu grupo el origen que explica la leyenda escuchada.', 2],
        ['Relatar', 'Relata la leyenda al curso con tus palabras, usando el dibujo.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 23',
    'Comprensión de explicaciones, instrucciones y relatos orales',
    [
      'Identifica el propósito del texto oral, responde sobre información explícita e implícita y formula preguntas pertinentes.',
      'Responde sobre información explícita del texto oral y formula alguna pregunta.',
      'Recuerda un dato del texto oral escuchado.',
      'No comprende el texto oral escuchado.',
    ],
    ['Responde preguntas sobre una explicación que escuchó.', 'Respondo preguntas sobre una explicación que escuché.'],
    trabajo(
      'le02-23-entrevista-a-un-apoderado',
      'tema',
      'Escuchar a un invitado: ¿cómo es su trabajo?',
      [
        'Un apoderado visita el curso y explica en qué consiste su trabajo.',
        'Los niños escuchan la explicación, preparan preguntas y después relatan lo que aprendieron.',
      ],
      ['Tarjetas para preguntas', 'Lápiz grafito'],
      [
        ['Preparar preguntas', 'Escribe una pregunta que quieras hacer al invitado.', 1],
        ['Escuchar la explicación', 'Escucha al invitado y anota o dibuja una cosa que aprendiste.', 3],
        ['Contar lo escuchado', 'Relata a tu grupo qué hace el invitado y para qué sirve su trabajo.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE02 OA 24',
    'Disfrute de obras de teatro infantil',
    [
      'Comenta la obra de teatro vista: qué pasó, cómo actuaron los actores y qué elementos del escenario recuerda.',
      'Comenta qué pasó en la obra de teatro y recuerda a un actor.',
      'Comenta solo una escena de la obra.',
      'No comenta la obra de teatro.',
    ],
    ['Describe cómo era el escenario de la obra de teatro.', 'Describo cómo era el escenario de la obra.'],
    trabajo(
      'le02-24-afiche-de-la-obra',
      'tema',
      'Un afiche para invitar a la obra de teatro',
      [
        'Después de ver una obra de teatro infantil, el curso hace afiches para invitar a otros cursos a verla.',
        'El afiche dice el nombre de la obra, dibuja a un personaje y explica en una oración de qué se trata.',
      ],
      ['Pliego de cartulina', 'Plumones', 'Lápices de colores'],
      [
        ['Recordar la obra', 'Conversa con tu grupo sobre qué pasó en la obra de teatro y qué personaje les gustó.', 1],
        ['Hacer el afiche', 'Escribe el nombre de la obra, una oración que invite a verla y dibuja un personaje.', 3],
        ['Presentar', 'Muestra el afiche al curso y explica por qué recomiendas la obra.', 1],
      ],
      ['afiche'],
    ),
  ),
  oa(
    'LE02 OA 25',
    'Conversación grupal con empatía y respeto de turnos',
    [
      'En la conversación mantiene el tema, da ideas, pregunta para aclarar dudas, muestra empatía y respeta los turnos.',
      'Mantiene el tema y respeta los turnos, pero no pregunta ni muestra empatía.',
      'Interrumpe o cambia de tema con frecuencia.',
      'No participa en la conversación grupal.',
    ],
    [
      'En la conversación, pregunta a un compañero para entender lo que dijo.',
      'Cuando conversamos, pregunto para entender lo que dijo mi compañero.',
    ],
    trabajo(
      'le02-25-asamblea-del-curso',
      'tema',
      'Asamblea: ¿cómo cuidamos nuestra sala?',
      [
        'El curso conversa en asamblea sobre cómo mantener la sala limpia y ordenada.',
        'Cada niño da una idea, pregunta si no entiende y espera su turno.',
      ],
      ['Papelógrafo', 'Plumones'],
      [
        ['Pensar una idea', 'Piensa una idea para cuidar la sala y por qué sirve.', 1],
        ['Conversar', 'Da tu idea en tu turno, escucha las de otros y pregunta si tienes dudas.', 3],
        ['Acordar', 'Elijan entre todos tres acuerdos y escríbanlos en el papelógrafo.', 1],
      ],
      ['debate', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 26',
    'Cortesía al presentarse y saludar',
    [
      'Se presenta y presenta a otros, saluda, expresa sentimientos y usa fórmulas de cortesía en cada situación.',
      'Se presenta, saluda y usa fórmulas de cortesía, pero no presenta a otros.',
      'Saluda solo cuando se le recuerda.',
      'No usa las convenciones sociales al interactuar.',
    ],
    ['Se presenta diciendo su nombre y saluda con cortesía.', 'Me presento diciendo mi nombre y saludo con cortesía.'],
    trabajo(
      'le02-26-visita-de-otro-curso',
      'tema',
      'Recibimos a un curso visitante',
      [
        'El curso recibe a niños de otro curso y cada uno se presenta y presenta a un compañero.',
        'Usan saludos, por favor, gracias y permiso mientras les muestran la sala.',
      ],
      ['Tarjetas con el nombre de cada niño'],
      [
        ['Ensayar la presentación', 'Ensaya en parejas cómo te presentas y cómo presentas a tu compañero.', 2],
        ['Recibir a los visitantes', 'Saluda, preséntate y usa fórmulas de cortesía con los visitantes.', 2],
        ['Despedirse', 'Despídete de los visitantes y agradece su visita.', 1],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE02 OA 27',
    'Exposición oral con frases descriptivas',
    [
      'Expone frente al curso un tema de su interés con frases descriptivas, vocabulario variado, volumen audible y buena postura.',
      'Expone su tema con volumen audible, pero con poco vocabulario.',
      'Expone con voz baja y sin describir.',
      'No expone frente al curso.',
    ],
    ['Expone mirando al curso y con voz que todos oyen.', 'Expongo mirando al curso y con voz fuerte.'],
    trabajo(
      'le02-27-exposicion-animal-favorito',
      'tema',
      'Exposición: mi animal favorito',
      [
        'Cada niño prepara una exposición de dos minutos sobre su animal favorito con un dibujo como material de apoyo.',
        'Dirá cómo es, dónde vive, qué come y por qué le gusta.',
      ],
      ['Cartulina para el dibujo', 'Lápices de colores'],
      [
        ['Preparar', 'Dibuja tu animal y anota tres palabras que lo describan.', 2],
        ['Ensayar', 'Ensaya en voz alta con tu familia o tu pareja.', 1],
        ['Exponer', 'Expón frente al curso con volumen audible, de pie y mirando al público.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE02 OA 28',
    'Palabras nuevas aprendidas en la expresión oral',
    [
      'Al conversar y exponer emplea con naturalidad varias palabras nuevas aprendidas en lecturas.',
      'Emplea al hablar una palabra nueva aprendida, con su sentido correcto.',
      'Emplea una palabra nueva con un sentido equivocado.',
      'No emplea palabras nuevas al hablar.',
    ],
    ['Usa al conversar palabras nuevas de los cuentos leídos.', 'Uso al conversar palabras nuevas de los cuentos.'],
    trabajo(
      'le02-28-noticiero-de-palabras',
      'tema',
      'El noticiero de las palabras nuevas',
      [
        'En grupos, los niños preparan una noticia breve sobre algo del colegio usando tres palabras nuevas aprendidas en las lecturas.',
        'La presentan como en un noticiero de televisión.',
      ],
      ['Caja de cartón como televisor', 'Tarjetas con palabras nuevas'],
      [
        ['Elegir palabras', 'Elige con tu grupo tres palabras nuevas de las tarjetas.', 1],
        ['Preparar la noticia', 'Inventen una noticia del colegio que use las tres palabras.', 2],
        ['Presentar', 'Presenten la noticia al curso diciendo las palabras nuevas con claridad.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE02 OA 29',
    'Dramatización en equipo',
    [
      'Dramatiza su papel con voz, gestos y movimientos del personaje, y colabora con el equipo en los ensayos.',
      'Dramatiza su papel con algunos gestos y colabora en los ensayos.',
      'Dice su parte sin actuar el personaje.',
      'No participa en la dramatización.',
    ],
    ['Actúa su papel con gestos del personaje.', 'Actúo mi papel con los gestos del personaje.'],
    trabajo(
      'le02-29-dramatizar-una-fabula',
      'cuento',
      'Dramatizamos la fábula del quirquincho y el zorro',
      [
        'En grupos, los niños dramatizan una fábula: el quirquincho trabajador y el zorro que se burla de él.',
        'Cada grupo reparte los papeles, prepara máscaras y ensaya antes de actuar.',
      ],
      ['Máscaras de cartulina', 'Elásticos', 'Guion breve de la fábula'],
      [
        ['Repartir papeles', 'Repartan los papeles de la fábula y hagan las máscaras.', 1],
        ['Ensayar', 'Ensayen la dramatización con la voz y los gestos de cada personaje.', 3],
        ['Actuar', 'Dramaticen la fábula frente al curso.', 2],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE02 OA 30',
    'Recitación de poemas y canciones',
    [
      'Recita de memoria un poema o una canción completa, con entonación, pausas y expresividad.',
      'Recita de memoria el poema con algunas pausas, pero sin expresividad.',
      'Recita solo una estrofa, leyendo el resto.',
      'No recita de memoria.',
    ],
    ['Recita un poema de memoria con expresión.', 'Recito un poema de memoria con expresión.'],
    trabajo(
      'le02-30-recital-de-primavera',
      'tema',
      'Recital de poemas de primavera',
      [
        'El curso organiza un recital de poemas sobre la primavera para las familias.',
        'Cada niño recita de memoria un poema breve con buena entonación.',
      ],
      ['Poemas breves impresos', 'Flores de papel para el escenario'],
      [
        ['Memorizar', 'Lee tu poema muchas veces y recítalo de memoria en casa.', 2],
        ['Ensayar la entonación', 'Ensaya con tu pareja las pausas y la expresión de cada verso.', 2],
        ['Recitar', 'Recita tu poema en el recital, mirando al público.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
]

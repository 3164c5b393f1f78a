/** The instruments of the Lenguaje OA of 5° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos05: readonly OaInstrumentos[] = [
  oa(
    'LE05 OA 01',
    'Fluidez y prosodia de todos los signos de puntuación',
    [
      'Lee con fluidez y pronunciación precisa, respetando la prosodia que marcan todos los signos de puntuación y sin detenerse a decodificar.',
      'Lee con fluidez y respeta la mayoría de los signos, con alguna palabra decodificada con lentitud.',
      'Lee sin respetar comas ni signos de interrogación y exclamación.',
      'No lee con fluidez textos del nivel.',
    ],
    [
      'Lee en voz alta marcando las pausas de comas, puntos y rayas.',
      'Leo en voz alta marcando las pausas de comas, puntos y rayas.',
    ],
  ),
  oa(
    'LE05 OA 02',
    'Ideas clave y esquemas para comprender',
    [
      'Identifica las ideas clave según su propósito de lectura y organiza la información en un esquema o un mapa conceptual.',
      'Identifica las ideas clave, pero el esquema queda incompleto.',
      'Copia frases del texto en el esquema sin seleccionar las ideas clave.',
      'No organiza la información del texto.',
    ],
    [
      'Organiza las ideas clave de un texto en un mapa conceptual.',
      'Organizo las ideas clave de un texto en un mapa conceptual.',
    ],
  ),
  oa(
    'LE05 OA 03',
    'Valor social y cultural de la literatura',
    [
      'Lee obras literarias variadas (novelas, mitos, leyendas, historietas) y explica qué muestran de la cultura en que se crearon.',
      'Lee obras variadas y reconoce algún rasgo cultural en ellas.',
      'Lee obras literarias sin relacionarlas con su cultura.',
      'No lee obras literarias del nivel.',
    ],
    [
      'Explica qué costumbre de un pueblo muestra una leyenda leída.',
      'Explico qué costumbre de un pueblo muestra una leyenda que leí.',
    ],
  ),
  oa(
    'LE05 OA 04',
    'Rasgos de los personajes y consecuencias de los hechos',
    [
      'Explica los rasgos físicos y sicológicos de los personajes, determina las consecuencias de los hechos y describe el ambiente y las costumbres del relato.',
      'Explica los rasgos de los personajes y algunas consecuencias de los hechos.',
      'Describe a los personajes solo por su aspecto físico.',
      'No analiza los elementos de la narración.',
    ],
    [
      'Explica cómo es un personaje por dentro, con ejemplos de sus acciones.',
      'Explico cómo es un personaje por dentro, con ejemplos de lo que hace.',
    ],
  ),
  oa(
    'LE05 OA 05',
    'Personificación, comparación y tipos de rima',
    [
      'Identifica y explica personificaciones y comparaciones del poema, distingue rima asonante y consonante, verso y estrofa, y explica cómo el poema apela a los sentidos.',
      'Identifica personificaciones y comparaciones y distingue verso y estrofa, pero confunde los tipos de rima.',
      'Identifica versos y estrofas, sin reconocer el lenguaje figurado.',
      'No analiza el poema.',
    ],
    [
      'Distingue en un poema la rima asonante de la consonante.',
      'Distingo en un poema la rima asonante de la consonante.',
    ],
  ),
  oa(
    'LE05 OA 06',
    'Textos no literarios con imágenes, gráficos y mapas',
    [
      'Comprende artículos, biografías, relatos históricos y noticias, relaciona el texto con sus imágenes, gráficos, tablas o mapas y compara información.',
      'Comprende el texto y usa sus imágenes, pero no compara información.',
      'Extrae datos aislados sin relacionar texto e imágenes.',
      'No comprende textos no literarios del nivel.',
    ],
    [
      'Relaciona lo que dice el texto con un gráfico o un mapa.',
      'Relaciono lo que dice el texto con un gráfico o un mapa.',
    ],
  ),
  oa(
    'LE05 OA 07',
    'Emisor, propósito y destinatario de un texto',
    [
      'Identifica el emisor, el propósito del texto y el destinatario, y juzga si el texto basta para responder una pregunta de investigación.',
      'Identifica emisor, propósito y destinatario, sin juzgar si el texto basta.',
      'Identifica solo el emisor del texto.',
      'No evalúa de dónde viene la información.',
    ],
    [
      'Dice quién escribe un texto, para quién y con qué propósito.',
      'Digo quién escribe un texto, para quién y con qué propósito.',
    ],
  ),
  oa(
    'LE05 OA 08',
    'Síntesis de las ideas principales',
    [
      'Sintetiza las ideas principales de un texto en un resumen breve o un organizador gráfico útil para estudiar.',
      'Registra las ideas principales, con algún detalle secundario de más.',
      'Registra detalles sin distinguir las ideas principales.',
      'No sintetiza lo que lee.',
    ],
    [
      'Escribe un resumen con las ideas principales de un texto.',
      'Escribo un resumen con las ideas principales de un texto.',
    ],
  ),
  oa(
    'LE05 OA 09',
    'Lectura habitual y diversa',
    [
      'Lee de forma habitual textos diversos por gusto, registra sus lecturas y recomienda libros con razones.',
      'Lee de forma habitual y registra sus lecturas, sin recomendarlas.',
      'Lee solo lo que se pide en clases.',
      'No muestra hábito lector.',
    ],
    [
      'Registra en su registro de lectura los libros que lee por gusto.',
      'Anoto en mi registro de lectura los libros que leo por gusto.',
    ],
  ),
  oa(
    'LE05 OA 10',
    'Comportamiento en la biblioteca y cuidado de los materiales',
    [
      'Usa la biblioteca con distintos fines (elegir textos, investigar, informarse), se comporta de modo que no afecta a otros y cuida los materiales.',
      'Usa la biblioteca con distintos fines y cuida los materiales, con algunas interrupciones a otros.',
      'Usa la biblioteca con un solo fin.',
      'No usa la biblioteca.',
    ],
    [
      'Trabaja en silencio en la biblioteca para no molestar a otros.',
      'Trabajo en silencio en la biblioteca para no molestar a otros.',
    ],
  ),
  oa(
    'LE05 OA 11',
    'Selección de la información pertinente',
    [
      'Investiga un tema seleccionando de internet, libros, prensa y enciclopedias solo la información pertinente a su pregunta de investigación.',
      'Investiga en varias fuentes y selecciona información, con datos que no responden la pregunta.',
      'Copia toda la información de una fuente.',
      'No investiga el tema.',
    ],
    [
      'Selecciona solo la información que responde su pregunta de investigación.',
      'Selecciono solo la información que responde mi pregunta de investigación.',
    ],
  ),
  oa(
    'LE05 OA 12',
    'Estrategias para descubrir significados',
    [
      'Descubre el significado de palabras nuevas con claves del contexto, raíces y afijos, y lo confirma en el diccionario o preguntando.',
      'Descubre el significado con el diccionario, sin usar claves del contexto.',
      'Adivina el significado sin usar estrategias.',
      'No busca el significado de palabras nuevas.',
    ],
    [
      'Usa las claves del contexto para descubrir el significado de una palabra.',
      'Uso las pistas del texto para descubrir qué significa una palabra.',
    ],
  ),
  oa(
    'LE05 OA 13',
    'Escritura frecuente: blogs, diarios y poemas',
    [
      'Escribe con frecuencia blogs, diarios de vida, poemas o cartas, desarrolla su creatividad y expresa ideas con una voz personal.',
      'Escribe con frecuencia cuando se le pide, con ideas poco personales.',
      'Escribe textos breves y poco frecuentes.',
      'No escribe textos creativos.',
    ],
    ['Escribe entradas de un blog sobre sus intereses.', 'Escribo entradas de un blog sobre lo que me interesa.'],
    trabajo(
      'le05-13-blog-de-lectores',
      'tema',
      'Un blog de lectores del curso',
      [
        'El curso crea un blog, en papel o en un computador del colegio, para publicar textos creativos cada semana.',
        'Cada estudiante publica una entrada: un poema, una página de su diario de vida o una carta a un personaje.',
      ],
      ['Computador o cartulinas', 'Cuaderno de borradores'],
      [
        ['Elegir el texto', 'Elige qué escribirás para el blog y para quién.', 1],
        ['Escribir la entrada', 'Escribe la entrada del blog con un título atractivo.', 3],
        ['Publicar y comentar', 'Publica tu entrada y escribe un comentario respetuoso en la de un compañero.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE05 OA 14',
    'Narraciones y noticias con diálogos y descripciones',
    [
      'Escribe una narración o una noticia con estructura clara, conectores adecuados, y diálogos y descripciones que desarrollan trama, personajes y ambiente.',
      'Escribe con estructura clara, pero con pocos diálogos o descripciones.',
      'Escribe una narración con estructura confusa.',
      'No escribe una narración completa.',
    ],
    [
      'Usa diálogos con raya para dar voz a los personajes de su narración.',
      'Uso diálogos con raya para que hablen los personajes de mi narración.',
    ],
    trabajo(
      'le05-14-cuento-con-dialogos',
      'cuento',
      'Un cuento con diálogos: el día que se cortó la luz',
      [
        'Vas a escribir un cuento sobre un día en que se corta la luz en todo el barrio.',
        'El cuento debe tener estructura clara, descripciones del ambiente y al menos tres diálogos entre personajes.',
      ],
      ['Hoja de planificación', 'Hojas de cuaderno'],
      [
        ['Planificar', 'Anota personajes, ambiente, conflicto y desenlace de tu narración.', 2],
        ['Escribir', 'Escribe el cuento con descripciones y diálogos marcados con raya.', 3],
        ['Revisar', 'Revisa conectores, diálogos y descripciones con una pauta.', 1],
      ],
      ['escritura_creativa'],
    ),
    trabajo(
      'le05-14-noticia-del-barrio',
      'tema',
      'Una noticia sobre el barrio',
      [
        'Cada estudiante escribe una noticia sobre un hecho real de su barrio, como una feria o un arreglo de la plaza.',
        'La noticia narra los hechos en orden y responde qué, quién, cuándo, dónde, cómo y por qué.',
      ],
      ['Libreta de notas', 'Hojas de cuaderno'],
      [
        ['Reunir los hechos', 'Observa o pregunta y anota los datos del hecho.', 2],
        ['Escribir la noticia', 'Escribe el titular, la bajada y el cuerpo de la noticia.', 3],
        ['Revisar', 'Revisa que la noticia responda todas las preguntas básicas.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE05 OA 15',
    'Artículos informativos con fuentes consultadas',
    [
      'Escribe un artículo informativo que presenta el tema en una oración, desarrolla una idea central por párrafo e indica las fuentes consultadas.',
      'Escribe un artículo con ideas por párrafo, pero no indica las fuentes.',
      'Escribe un artículo sin organizar las ideas en párrafos.',
      'No escribe un artículo informativo.',
    ],
    [
      'Indica al final de su artículo las fuentes consultadas.',
      'Indico al final de mi artículo las fuentes que consulté.',
    ],
    trabajo(
      'le05-15-articulo-especies-en-peligro',
      'tema',
      'Artículo informativo: una especie chilena en peligro',
      [
        'Cada estudiante escribe un artículo informativo sobre una especie chilena en peligro, como el huemul o la ranita de Darwin.',
        'El artículo presenta el tema, desarrolla una idea central por párrafo e indica las fuentes consultadas.',
      ],
      ['Libros y sitios web confiables', 'Ficha de fuentes', 'Hojas de cuaderno'],
      [
        ['Investigar', 'Consulta dos fuentes y anota los datos con su referencia.', 2],
        ['Escribir', 'Escribe el artículo con una idea central por párrafo.', 3],
        ['Citar las fuentes', 'Agrega al final la lista de las fuentes consultadas.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE05 OA 16',
    'Comentarios de lectura con ejemplos del texto',
    [
      'Escribe sus impresiones sobre lo que lee, desarrolla un tema importante del texto y apoya su comentario con ejemplos del texto.',
      'Escribe su impresión y nombra un tema, con un ejemplo poco pertinente.',
      'Escribe si le gustó o no el texto, sin ejemplos.',
      'No escribe comentarios de lectura.',
    ],
    [
      'Apoya su comentario de lectura con un ejemplo del texto.',
      'Apoyo mi comentario de lectura con un ejemplo del texto.',
    ],
    trabajo(
      'le05-16-comentario-de-la-novela',
      'tema',
      'Comentario de lectura de la novela del mes',
      [
        'Cada estudiante escribe un comentario de lectura sobre la novela del mes para la sección de recomendaciones de la biblioteca.',
        'El comentario desarrolla un tema importante de la novela, como la amistad o el miedo, con dos ejemplos del texto.',
      ],
      ['Novela del mes', 'Notas adhesivas', 'Hojas de cuaderno'],
      [
        ['Marcar ejemplos', 'Marca con notas adhesivas dos pasajes que muestren el tema elegido.', 2],
        ['Escribir el comentario', 'Escribe tu impresión, el tema y los ejemplos del texto.', 3],
        ['Publicar', 'Deja tu comentario en la sección de recomendaciones de la biblioteca.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE05 OA 17',
    'Planificación con investigación y organización de ideas',
    [
      'Planifica su texto definiendo el propósito del texto y su destinatario, genera ideas con lo que sabe e investiga, y las organiza en un esquema.',
      'Define propósito y destinatario y genera ideas, con una organización poco clara.',
      'Genera ideas sin organizarlas.',
      'No planifica sus textos.',
    ],
    [
      'Organiza en un plan de escritura las ideas de su texto antes de escribir.',
      'Organizo en un plan de escritura las ideas de mi texto.',
    ],
    trabajo(
      'le05-17-plan-de-una-guia',
      'tema',
      'Plan de escritura de una guía para alumnos nuevos',
      [
        'El curso escribirá una guía para los estudiantes que llegan nuevos al colegio.',
        'Cada grupo planifica una sección: define propósito y destinatario, investiga y organiza las ideas en un esquema.',
      ],
      ['Papelógrafo', 'Plumones', 'Plano del colegio'],
      [
        ['Definir el propósito', 'Escriban para qué sirve la guía y quién la leerá.', 1],
        ['Investigar', 'Pregunten a profesores y estudiantes qué necesita saber un alumno nuevo.', 2],
        ['Organizar el plan', 'Ordenen las ideas de su sección en un esquema de planificación.', 2],
      ],
      ['trabajo_grupo', 'investigacion'],
    ),
  ),
  oa(
    'LE05 OA 18',
    'Revisión con procesador de textos',
    [
      'Revisa y edita su texto: amplía las ideas, usa vocabulario preciso y registro adecuado, corrige ortografía y aprovecha las herramientas del procesador de textos.',
      'Revisa y corrige ortografía, pero amplía poco sus ideas.',
      'Corrige solo lo que marca el corrector del procesador de textos.',
      'No revisa sus textos.',
    ],
    [
      'Usa las herramientas del procesador de textos para revisar y editar.',
      'Uso el procesador de textos para revisar y editar mi texto.',
    ],
    trabajo(
      'le05-18-editar-en-el-computador',
      'tema',
      'Editar un artículo en el procesador de textos',
      [
        'Cada estudiante transcribe su artículo al computador y lo edita con una pauta de revisión.',
        'Usa el corrector, los formatos de título y la herramienta de sinónimos, y revisa lo que el corrector no detecta.',
      ],
      ['Computadores del colegio', 'Pauta de revisión', 'Borrador del artículo'],
      [
        ['Transcribir', 'Transcribe tu borrador en el procesador de textos.', 1],
        ['Revisar y ampliar', 'Revisa con la pauta y amplía una idea con un ejemplo o un dato.', 3],
        ['Editar la presentación', 'Da formato al título y los párrafos e imprime la versión final.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE05 OA 19',
    'Palabras aprendidas en sus escritos de quinto',
    [
      'Incorpora en sus escritos palabras nuevas aprendidas, eligiendo la que mejor expresa su idea.',
      'Incorpora algunas palabras nuevas aprendidas en sus escritos.',
      'Incorpora palabras nuevas con un sentido forzado.',
      'No incorpora palabras aprendidas.',
    ],
    [
      'Elige palabras nuevas aprendidas que expresan mejor su idea.',
      'Elijo palabras nuevas que expresan mejor mi idea.',
    ],
    trabajo(
      'le05-19-descripcion-de-un-lugar',
      'tema',
      'Describir un lugar con palabras nuevas',
      [
        'Después de leer descripciones de paisajes, cada estudiante describe un lugar que conoce usando palabras nuevas aprendidas.',
        'La descripción debe incluir cinco palabras nuevas bien usadas, como «sereno», «imponente» o «frondoso».',
      ],
      ['Lista de palabras nuevas', 'Hojas de cuaderno'],
      [
        ['Elegir el lugar', 'Elige un lugar y anota lo que se ve, se oye y se siente allí.', 1],
        ['Escribir la descripción', 'Escribe la descripción usando cinco palabras nuevas y subráyalas.', 3],
        ['Leer a otro', 'Lee tu descripción a un compañero y pregúntale si imaginó el lugar.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE05 OA 20',
    'Matices de significado entre sinónimos',
    [
      'Distingue los matices de significado entre sinónimos y elige el más preciso según lo que quiere decir.',
      'Reconoce sinónimos, pero no siempre elige el de significado preciso.',
      'Reconoce sinónimos solo en pares muy conocidos.',
      'No reconoce sinónimos.',
    ],
    ['Elige entre sinónimos el de significado más preciso.', 'Elijo entre sinónimos el de significado más preciso.'],
    trabajo(
      'le05-20-escalera-de-sinonimos',
      'tema',
      'La escalera de sinónimos',
      [
        'En grupos, los estudiantes ordenan sinónimos en una escalera según su intensidad: tibio, caliente, ardiente; contento, feliz, eufórico.',
        'Luego escriben oraciones donde solo un sinónimo de la escalera es el preciso.',
      ],
      ['Tarjetas con sinónimos', 'Papelógrafo'],
      [
        ['Ordenar', 'Ordenen cada grupo de sinónimos del menos al más intenso.', 2],
        ['Escribir oraciones', 'Escriban una oración para cada sinónimo que muestre su matiz.', 2],
        ['Presentar', 'Expliquen al curso la diferencia de matiz de una escalera.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE05 OA 21',
    'Conjugación de verbos regulares',
    [
      'Conjuga bien los verbos regulares en presente, pretérito y futuro, en la persona y el número que corresponden.',
      'Conjuga bien en presente y pretérito, con errores en el futuro.',
      'Comete errores frecuentes de persona y número.',
      'No conjuga bien los verbos regulares.',
    ],
    ['Conjuga bien un verbo regular en pretérito.', 'Conjugo bien un verbo regular en pretérito.'],
    trabajo(
      'le05-21-diario-de-un-explorador',
      'tema',
      'El diario de un explorador: ayer, hoy y mañana',
      [
        'Cada estudiante escribe tres entradas del diario de un explorador en la Patagonia: lo que caminó ayer, lo que observa hoy y lo que hará mañana.',
        'Debe conjugar bien los verbos regulares en pretérito, presente y futuro.',
      ],
      ['Hojas de cuaderno', 'Tabla de conjugación'],
      [
        ['Escribir las entradas', 'Escribe las tres entradas del diario usando verbos regulares.', 3],
        ['Marcar los tiempos', 'Subraya los verbos con un color por tiempo verbal.', 1],
        ['Revisar la conjugación', 'Revisa persona y número de cada verbo con la tabla.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE05 OA 22',
    'Ortografía: c, s y z, raya, tilde diacrítica y diéresis',
    [
      'Escribe bien las palabras con c, s y z, usa la raya en los diálogos, la tilde diacrítica y la diéresis, y la coma en frases explicativas.',
      'Aplica la mayoría de las reglas, con errores en la tilde diacrítica o en la raya.',
      'Comete errores frecuentes con c, s y z.',
      'No aplica las reglas de ortografía del nivel.',
    ],
    ['Usa la tilde diacrítica en «él», «tú» y «más».', 'Uso la tilde diacrítica en «él», «tú» y «más».'],
    trabajo(
      'le05-22-corregir-un-dialogo',
      'tema',
      'Corregir un diálogo con errores de ortografía',
      [
        'El docente entrega un diálogo de una historieta con errores: rayas que faltan, tildes diacríticas omitidas y palabras con c, s y z mal escritas.',
        'En parejas, los estudiantes lo corrigen y explican cada regla.',
      ],
      ['Diálogo impreso', 'Lápices de colores', 'Diccionario'],
      [
        ['Buscar errores', 'Marca con colores los errores de ortografía del diálogo.', 2],
        ['Corregir', 'Escribe el diálogo corregido con rayas y tildes.', 2],
        ['Explicar', 'Explica a otra pareja la regla de tres errores que corregiste.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE05 OA 23',
    'Comprensión de obras completas narradas en voz alta',
    [
      'Escucha obras completas leídas en voz alta, como mitos, leyendas o capítulos de novelas, y explica sus hechos principales y qué le provocaron.',
      'Escucha la obra y explica sus hechos principales.',
      'Escucha la obra y recuerda hechos aislados.',
      'No sigue la obra leída en voz alta.',
    ],
    [
      'Explica los hechos principales de un capítulo que escuchó.',
      'Explico los hechos principales de un capítulo que escuché.',
    ],
    trabajo(
      'le05-23-podcast-de-mitos',
      'cuento',
      'Escuchar mitos y comentarlos en parejas',
      [
        'El docente lee en voz alta un mito de otro pueblo, como un mito griego o uno mapuche.',
        'Después de escuchar, las parejas graban un comentario breve sobre lo que explica el mito y qué les provocó.',
      ],
      ['Libro de mitos', 'Teléfono o grabadora'],
      [
        ['Escuchar', 'Escucha el mito y anota los personajes y lo que explica.', 2],
        ['Preparar el comentario', 'Escribe con tu pareja tres ideas sobre el mito escuchado.', 1],
        ['Grabar', 'Graba el comentario en menos de dos minutos.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE05 OA 24',
    'Comprensión de entrevistas y documentales',
    [
      'Comprende entrevistas y documentales: registra lo relevante de lo escuchado, pregunta para aclarar y compara la información con la de otro texto.',
      'Registra lo relevante de lo escuchado, sin compararlo con otro texto.',
      'Registra datos sueltos de la entrevista o el documental.',
      'No comprende el texto oral escuchado.',
    ],
    [
      'Toma notas de lo relevante mientras escucha una entrevista.',
      'Tomo notas de lo importante mientras escucho una entrevista.',
    ],
    trabajo(
      'le05-24-documental-y-articulo',
      'tema',
      'Comparar un documental y un artículo',
      [
        'El curso ve un documental sobre los glaciares de Chile y lee un artículo sobre el mismo tema.',
        'Cada estudiante toma notas de lo escuchado y compara qué información aporta cada texto.',
      ],
      ['Documental', 'Artículo impreso', 'Tabla comparativa'],
      [
        ['Tomar notas', 'Anota lo relevante del documental en la tabla.', 2],
        ['Comparar', 'Completa la tabla con lo que dice el artículo y marca las diferencias.', 2],
        ['Opinar', 'Escribe cuál de los dos textos te informó mejor y por qué.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE05 OA 25',
    'Valoración de obras de teatro y películas',
    [
      'Valora una obra de teatro o una película conversando sobre lo importante de la historia y caracterizando a los personajes por cómo hablan y se comportan.',
      'Conversa sobre la historia y caracteriza a un personaje.',
      'Relata la historia sin caracterizar a los personajes.',
      'No comenta la obra ni la película.',
    ],
    [
      'Caracteriza a un personaje de la película por cómo habla y actúa.',
      'Caracterizo a un personaje de la película por cómo habla y actúa.',
    ],
    trabajo(
      'le05-25-cine-foro',
      'tema',
      'Cine foro del curso',
      [
        'El curso ve una película apta para su edad y organiza un cine foro.',
        'En grupos, caracterizan a un personaje por cómo habla y se comporta, y conversan sobre lo importante de la historia.',
      ],
      ['Película', 'Ficha de personaje'],
      [
        ['Ver la película', 'Mira la película y anota frases y acciones de un personaje.', 2],
        ['Completar la ficha', 'Completa la ficha del personaje con ejemplos de la película.', 2],
        ['Participar en el foro', 'Comparte tu ficha en el foro y escucha las de otros grupos.', 1],
      ],
      ['debate', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE05 OA 26',
    'Diálogo para llegar a acuerdos',
    [
      'Dialoga para llegar a acuerdos: mantiene el tema, acepta sugerencias, interviene en el momento oportuno y fundamenta su postura con respeto.',
      'Dialoga y fundamenta su postura, pero interviene a destiempo.',
      'Da su postura sin escuchar sugerencias.',
      'No participa en el diálogo.',
    ],
    ['Expresa su desacuerdo con respeto y da razones.', 'Expreso mi desacuerdo con respeto y doy razones.'],
    trabajo(
      'le05-26-acuerdo-del-paseo',
      'tema',
      'Diálogo para decidir el paseo de fin de año',
      [
        'El curso debe decidir adónde ir de paseo a fin de año con un presupuesto fijo.',
        'En grupos, dialogan, fundamentan sus propuestas y llegan a un acuerdo que presentan al curso.',
      ],
      ['Folletos de lugares', 'Hoja de acuerdos'],
      [
        ['Proponer', 'Cada integrante propone un lugar y da una razón.', 1],
        ['Dialogar', 'Dialoguen escuchando las propuestas y aceptando sugerencias.', 3],
        ['Acordar', 'Escriban el acuerdo del grupo con sus razones.', 1],
      ],
      ['debate', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE05 OA 27',
    'Presentaciones formales y saludos',
    [
      'Se presenta y presenta a otros de manera formal, saluda y usa fórmulas de cortesía en las situaciones que lo requieren.',
      'Se presenta de manera formal, pero no presenta a otros.',
      'Usa un registro informal en situaciones formales.',
      'No usa convenciones sociales.',
    ],
    ['Se presenta de manera formal ante un invitado.', 'Me presento de manera formal ante un invitado.'],
    trabajo(
      'le05-27-anfitriones',
      'tema',
      'Anfitriones de la feria del libro',
      [
        'En la feria del libro del colegio, los estudiantes reciben a escritores y apoderados como anfitriones.',
        'Deben saludar, presentarse y presentar al invitado ante el público con fórmulas de cortesía formales.',
      ],
      ['Tarjetas con datos del invitado', 'Credenciales'],
      [
        ['Preparar la presentación', 'Escribe cómo saludarás y presentarás al invitado.', 2],
        ['Recibir al invitado', 'Saluda y preséntate de manera formal.', 1],
        ['Presentar ante el curso', 'Presenta al invitado ante el curso con fórmulas de cortesía.', 2],
      ],
      ['exposicion_oral', 'dramatizacion'],
    ),
  ),
  oa(
    'LE05 OA 28',
    'Exposición oral con registro formal y material de apoyo',
    [
      'Expone con ideas coherentes, ejemplos y datos, introducción, desarrollo y cierre, registro formal, buena dicción y material de apoyo eficaz.',
      'Expone con estructura clara y registro formal, con un material de apoyo poco útil.',
      'Expone con ideas desordenadas y registro informal.',
      'No realiza la exposición.',
    ],
    ['Usa un registro formal en su exposición.', 'Uso un registro formal en mi exposición.'],
    trabajo(
      'le05-28-exposicion-inventos',
      'tema',
      'Exposición oral: un invento que cambió la vida',
      [
        'Cada estudiante prepara una exposición oral de cinco minutos sobre un invento, como la imprenta o la vacuna.',
        'Debe tener introducción, desarrollo con datos y ejemplos, cierre y un material de apoyo eficaz.',
      ],
      ['Cartulina o diapositivas', 'Fichas de apoyo'],
      [
        ['Investigar', 'Reúne datos sobre el invento en dos fuentes.', 2],
        ['Preparar', 'Escribe tus fichas y arma el material de apoyo con lo esencial.', 2],
        ['Exponer', 'Expón con registro formal y buena dicción, y responde preguntas.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE05 OA 29',
    'Vocabulario aprendido en la expresión oral de quinto',
    [
      'En conversaciones y exposiciones usa con precisión palabras nuevas aprendidas, ajustadas a la situación.',
      'Usa al hablar algunas palabras nuevas aprendidas.',
      'Usa palabras nuevas con un sentido equivocado al hablar.',
      'No incorpora palabras nuevas al hablar.',
    ],
    ['Incorpora palabras nuevas al conversar en clases.', 'Incorporo palabras nuevas cuando converso en clases.'],
    trabajo(
      'le05-29-mesa-redonda-de-palabras',
      'tema',
      'Mesa redonda con palabras nuevas',
      [
        'Después de leer un texto sobre la contaminación del mar, el curso conversa en una mesa redonda.',
        'Cada estudiante debe usar al menos tres palabras nuevas del texto, como «microplástico» o «ecosistema».',
      ],
      ['Texto leído', 'Tarjetas con palabras nuevas'],
      [
        ['Preparar', 'Elige tres palabras nuevas y piensa cómo usarlas.', 1],
        ['Conversar', 'Participa en la mesa redonda usando las palabras nuevas.', 3],
        ['Autoevaluar', 'Marca las palabras nuevas que usaste bien.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE05 OA 30',
    'Textos orales planificados: noticias, testimonios y dramatizaciones',
    [
      'Produce un texto oral planificado (un noticiero, un testimonio, un poema o una dramatización) con estructura clara y recursos de voz adecuados.',
      'Produce el texto oral planificado con estructura clara, pero con poca expresividad.',
      'Produce el texto oral sin planificarlo.',
      'No produce el texto oral.',
    ],
    [
      'Planifica lo que dirá en el noticiero antes de presentarlo.',
      'Planifico lo que diré en el noticiero antes de presentarlo.',
    ],
    trabajo(
      'le05-30-noticiero-escolar',
      'tema',
      'Un noticiero escolar en vivo',
      [
        'En grupos, el curso produce un noticiero con noticias del colegio: un conductor, reporteros y un testimonio.',
        'Cada grupo escribe un guion, ensaya y presenta el noticiero ante otro curso.',
      ],
      ['Guion', 'Mesa y micrófono de juguete', 'Cartel del noticiero'],
      [
        ['Elegir las noticias', 'Elijan tres hechos del colegio y repartan los papeles.', 1],
        ['Escribir el guion', 'Escriban lo que dirá cada integrante del noticiero.', 2],
        ['Presentar', 'Presenten el noticiero con voz clara y buen ritmo.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo', 'dramatizacion'],
    ),
  ),
]

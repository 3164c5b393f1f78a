/** The instruments of the Lenguaje OA of 3° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos03: readonly OaInstrumentos[] = [
  oa(
    'LE03 OA 01',
    'Fluidez lectora respetando comas y signos',
    [
      'Lee en voz alta con fluidez y buena pronunciación, con pausas en las comas y los puntos y entonación en las preguntas y exclamaciones.',
      'Lee en voz alta con fluidez, pero no marca la entonación de preguntas y exclamaciones.',
      'Lee en voz alta con muchas pausas que no corresponden a la puntuación.',
      'No lee con fluidez un texto del nivel.',
    ],
    [
      'Lee en voz alta con la entonación de las preguntas y exclamaciones.',
      'Leo en voz alta con la entonación de las preguntas y exclamaciones.',
    ],
  ),
  oa(
    'LE03 OA 02',
    'Estrategias: releer, subrayar y hacerse preguntas',
    [
      'Relee lo que no comprende, subraya lo importante, se hace preguntas y las responde con información del texto.',
      'Relee y subraya, pero subraya ideas que no son las importantes.',
      'Usa una estrategia solo cuando se la indican.',
      'No usa estrategias de comprensión.',
    ],
    ['Subraya lo importante y relee lo que no entiende.', 'Subrayo lo importante y releo lo que no entiendo.'],
  ),
  oa(
    'LE03 OA 03',
    'Lectura de literatura variada: mitos, leyendas, novelas e historietas',
    [
      'Lee poemas, fábulas, leyendas, mitos, novelas e historietas, y reconoce el tipo de obra literaria que lee.',
      'Lee obras de varios tipos y reconoce algunos, como la fábula y la historieta.',
      'Lee un solo tipo de obra literaria.',
      'No lee literatura solo.',
    ],
    [
      'Reconoce si lo que lee es un mito, una leyenda o una historieta.',
      'Reconozco si leo un mito, una leyenda o una historieta.',
    ],
  ),
  oa(
    'LE03 OA 04',
    'Personajes, ambiente y secuencia de la narración',
    [
      'Describe a los personajes y el ambiente, reconstruye la secuencia de acciones y opina sobre los hechos con fundamentos del texto.',
      'Describe a los personajes y la secuencia, pero no el ambiente.',
      'Nombra a los personajes sin describirlos.',
      'No comprende la narración leída.',
    ],
    ['Describe dónde y cuándo ocurre la narración.', 'Describo dónde y cuándo ocurre la narración.'],
  ),
  oa(
    'LE03 OA 05',
    'Sentido figurado en los poemas',
    [
      'Interpreta las expresiones en sentido figurado del poema y explica qué quieren decir en sus versos.',
      'Interpreta algunas expresiones en sentido figurado del poema.',
      'Lee las expresiones del poema solo en sentido literal.',
      'No comprende el poema leído.',
    ],
    [
      'Explica qué quiere decir un verso en sentido figurado.',
      'Explico qué quiere decir un verso en sentido figurado.',
    ],
  ),
  oa(
    'LE03 OA 06',
    'Textos no literarios: títulos, subtítulos e índice',
    [
      'Extrae información de artículos, biografías y noticias usando títulos, subtítulos, índice y glosario, y fundamenta su opinión.',
      'Extrae información usando títulos y subtítulos, sin fundamentar su opinión.',
      'Extrae información solo del primer párrafo.',
      'No extrae información de textos no literarios.',
    ],
    ['Usa los subtítulos para encontrar información.', 'Uso los subtítulos para encontrar información.'],
  ),
  oa(
    'LE03 OA 07',
    'Hábito lector con textos diversos',
    [
      'Lee de forma habitual textos diversos, lleva un registro de lectura y recomienda un libro explicando por qué.',
      'Lee de forma habitual y lleva su registro de lectura incompleto.',
      'Lee solo cuando se le exige.',
      'No muestra hábito lector.',
    ],
    ['Anota en su registro de lectura los libros que lee.', 'Anoto en mi registro de lectura los libros que leo.'],
  ),
  oa(
    'LE03 OA 08',
    'La biblioteca para estudiar y elegir libros',
    [
      'Usa la biblioteca para buscar información, estudiar y elegir libros, y respeta los estantes y los préstamos.',
      'Usa la biblioteca para elegir libros y respeta los préstamos.',
      'Usa la biblioteca solo con el curso y sin un fin claro.',
      'No usa la biblioteca.',
    ],
    [
      'Busca un libro en el estante que corresponde de la biblioteca.',
      'Busco un libro en el estante de la biblioteca.',
    ],
  ),
  oa(
    'LE03 OA 09',
    'Investigación con libros, enciclopedias y atlas',
    [
      'Investiga un tema reuniendo información de al menos dos fuentes, como una enciclopedia y un atlas, y la anota con sus palabras.',
      'Investiga un tema con una sola fuente y anota la información.',
      'Copia información de una fuente sin seleccionarla.',
      'No investiga el tema.',
    ],
    [
      'Reúne información de una enciclopedia y de otra fuente.',
      'Reúno información de una enciclopedia y de otra fuente.',
    ],
  ),
  oa(
    'LE03 OA 10',
    'Significado por el contexto, raíces, prefijos y sufijos',
    [
      'Deduce el significado de palabras desconocidas por pistas del contexto o por su raíz, sus prefijos y sus sufijos.',
      'Deduce el significado por el contexto, pero no usa prefijos ni sufijos.',
      'Deduce un significado equivocado.',
      'No intenta deducir el significado de las palabras.',
    ],
    [
      'Explica qué significa una palabra con el prefijo «des-».',
      'Explico qué significa una palabra por su prefijo o su sufijo.',
    ],
  ),
  oa(
    'LE03 OA 11',
    'Uso del diccionario en orden alfabético',
    [
      'Busca palabras en el diccionario por orden alfabético y elige la definición que corresponde al texto.',
      'Busca palabras en el diccionario por orden alfabético, con lentitud.',
      'Busca en el diccionario sin seguir el orden alfabético.',
      'No logra buscar una palabra en el diccionario.',
    ],
    [
      'Encuentra una palabra en el diccionario por orden alfabético.',
      'Encuentro una palabra en el diccionario por orden alfabético.',
    ],
  ),
  oa(
    'LE03 OA 12',
    'Escritura frecuente: diario de vida y comentarios de lectura',
    [
      'Escribe con frecuencia en su diario de vida y comentarios de sus lecturas, con ideas propias y creatividad.',
      'Escribe en su diario de vida y comenta sus lecturas cuando se le propone.',
      'Escribe pocas veces y con textos muy breves.',
      'No escribe textos con frecuencia.',
    ],
    [
      'Escribe un comentario de lectura sobre el libro que leyó.',
      'Escribo un comentario de lectura sobre el libro que leí.',
    ],
    trabajo(
      'le03-12-blog-del-curso',
      'tema',
      'El blog de papel del curso',
      [
        'El curso tiene un blog de papel en el diario mural donde cada semana se publican anécdotas, poemas y comentarios de lectura.',
        'Cada niño escribe una entrada y la firma con su nombre.',
      ],
      ['Hojas de colores', 'Lápices', 'Chinches para el diario mural'],
      [
        ['Elegir la entrada', 'Elige si escribirás una anécdota, un poema o un comentario de lectura.', 1],
        ['Escribir', 'Escribe tu entrada del blog en un borrador y revísala.', 3],
        ['Publicar', 'Pasa en limpio tu entrada y publícala en el diario mural.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE03 OA 13',
    'Narraciones con secuencia lógica y conectores',
    [
      'Escribe una narración con inicio, desarrollo y desenlace en secuencia lógica y une los hechos con conectores adecuados.',
      'Escribe una narración con las tres partes, pero repite siempre el mismo conector.',
      'Escribe una narración con saltos en la secuencia de hechos.',
      'Escribe hechos sueltos sin formar una narración.',
    ],
    [
      'Usa conectores como «luego» y «finalmente» en su narración.',
      'Uso conectores como «luego» y «finalmente» en mi narración.',
    ],
    trabajo(
      'le03-13-cuento-del-objeto-magico',
      'cuento',
      'El cuento del objeto mágico',
      [
        'Vas a escribir un cuento en que un niño encuentra un objeto mágico en su mochila.',
        'El cuento debe tener inicio, desarrollo y desenlace, y usar conectores como «un día», «luego» y «finalmente».',
      ],
      ['Hoja de planificación', 'Hojas de cuaderno', 'Lápiz grafito'],
      [
        ['Planificar', 'Completa la hoja de planificación: personaje, objeto mágico, problema y solución.', 2],
        ['Escribir el borrador', 'Escribe el cuento en tres párrafos usando conectores.', 3],
        ['Revisar y leer', 'Revisa la secuencia de tu narración y léela a tu grupo.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE03 OA 14',
    'Artículos informativos en párrafos',
    [
      'Escribe un artículo informativo sobre un tema, con ideas ordenadas en párrafos e información que explica cada idea.',
      'Escribe un artículo informativo en párrafos, pero con poca información en alguno.',
      'Escribe la información en un solo bloque, sin párrafos.',
      'No escribe un artículo informativo.',
    ],
    [
      'Escribe un artículo informativo con un párrafo para cada idea.',
      'Escribo un artículo informativo con un párrafo para cada idea.',
    ],
    trabajo(
      'le03-14-articulo-los-volcanes',
      'tema',
      'Artículo informativo: los volcanes de Chile',
      [
        'El curso escribirá artículos informativos sobre los volcanes de Chile para la revista escolar.',
        'Cada artículo tiene un título y tres párrafos: qué es un volcán, un volcán chileno y cómo cuidarse de una erupción.',
      ],
      ['Libros y enciclopedias', 'Hoja de planificación', 'Hojas de cuaderno'],
      [
        ['Reunir información', 'Lee sobre los volcanes y anota datos para cada párrafo.', 2],
        ['Escribir el artículo informativo', 'Escribe el título y un párrafo para cada idea.', 3],
        ['Revisar', 'Revisa que cada párrafo explique una sola idea.', 1],
      ],
      ['investigacion', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 15',
    'Cartas, instrucciones y afiches con su formato',
    [
      'Escribe cartas, instrucciones o afiches con el formato que corresponde (saludo y despedida, materiales y pasos, imagen y mensaje) y un mensaje claro.',
      'Escribe el texto con un mensaje claro, pero le falta una parte del formato.',
      'Escribe el mensaje sin el formato del texto.',
      'No escribe el texto pedido.',
    ],
    [
      'Escribe una carta con fecha, saludo, mensaje y despedida.',
      'Escribo una carta con fecha, saludo, mensaje y despedida.',
    ],
    trabajo(
      'le03-15-afiche-de-la-campana',
      'tema',
      'Un afiche para la campaña del reciclaje',
      [
        'El colegio hará una campaña para reciclar papel, y el curso escribirá los afiches.',
        'Cada afiche tiene un mensaje breve y claro, una imagen y dónde dejar el papel.',
      ],
      ['Pliego de cartulina', 'Plumones', 'Recortes de revistas'],
      [
        ['Pensar el mensaje', 'Escribe con tu grupo un mensaje breve que invite a reciclar papel.', 2],
        ['Armar el afiche', 'Ordena en el afiche el mensaje, la imagen y el lugar donde se recicla.', 3],
        ['Publicar', 'Pega el afiche en el pasillo y explica a otro curso qué dice.', 1],
      ],
      ['afiche', 'trabajo_grupo'],
    ),
    trabajo(
      'le03-15-carta-a-un-autor',
      'tema',
      'Una carta a un autor de libros infantiles',
      [
        'Cada niño escribirá una carta a un autor de un libro que le gustó para contarle qué le pareció y hacerle una pregunta.',
        'La carta tiene fecha, saludo, mensaje, despedida y firma.',
      ],
      ['Hoja de carta', 'Sobre', 'Lápiz pasta azul'],
      [
        ['Planificar la carta', 'Anota qué le contarás al autor y qué le preguntarás.', 1],
        ['Escribir la carta', 'Escribe la carta con todas sus partes y un mensaje claro.', 3],
        ['Revisar y enviar', 'Revisa el formato con una pauta y pon la carta en el sobre.', 1],
      ],
      ['carta'],
    ),
  ),
  oa(
    'LE03 OA 16',
    'Letra legible al escribir',
    [
      'Escribe con letra legible de tamaño parejo, bien trazada y alineada en el renglón, en todo el texto.',
      'Escribe con letra legible, con algunas palabras poco claras al final del texto.',
      'Su letra cuesta leerla en varias partes.',
      'Su letra no es legible.',
    ],
    ['Escribe con letra legible de principio a fin.', 'Escribo con letra clara de principio a fin.'],
    trabajo(
      'le03-16-invitaciones-del-curso',
      'tema',
      'Invitaciones escritas a mano para la muestra del curso',
      [
        'El curso invita a las familias a su muestra de trabajos con invitaciones escritas a mano.',
        'Como las familias deben leerlas bien, cada invitación se escribe con letra legible.',
      ],
      ['Tarjetas de cartulina', 'Lápiz grafito', 'Lápiz pasta'],
      [
        ['Borrador', 'Escribe el texto de la invitación en borrador, cuidando el trazo de cada letra.', 2],
        ['Escribir en limpio', 'Copia la invitación en la tarjeta con letra legible y pareja.', 2],
        ['Revisar', 'Intercambia la invitación con un compañero para ver si se lee con facilidad.', 1],
      ],
      ['carta'],
    ),
  ),
  oa(
    'LE03 OA 17',
    'Planificación con propósito y destinatario',
    [
      'Antes de escribir define el propósito del texto y el destinatario, y genera ideas con una lluvia de ideas o una conversación.',
      'Define el propósito y el destinatario, pero genera pocas ideas.',
      'Genera ideas sin definir para qué ni para quién escribe.',
      'No planifica antes de escribir.',
    ],
    [
      'Define el propósito del texto y su destinatario antes de escribir.',
      'Decido el propósito del texto y su destinatario antes de escribir.',
    ],
    trabajo(
      'le03-17-lluvia-de-ideas',
      'tema',
      'Lluvia de ideas para una nota a la directora',
      [
        'El curso quiere pedir a la directora más juegos para el patio y planificará una nota.',
        'Antes de escribir, hacen una lluvia de ideas y definen el propósito y el destinatario del texto.',
      ],
      ['Papelógrafo', 'Notas adhesivas', 'Plumones'],
      [
        ['Lluvia de ideas', 'Escribe en notas adhesivas tus ideas de juegos y pégalas en el papelógrafo.', 2],
        [
          'Definir propósito y destinatario',
          'Decide con tu grupo qué quieren lograr y cómo hablarle a la directora.',
          1,
        ],
        ['Ordenar las ideas', 'Elijan las tres mejores ideas y ordénenlas en un plan de escritura.', 2],
      ],
      ['trabajo_grupo', 'carta'],
    ),
  ),
  oa(
    'LE03 OA 18',
    'Revisión: párrafos, conectores y ortografía',
    [
      'Revisa su borrador: separa las ideas en párrafos con punto aparte, mejora los conectores y el vocabulario y corrige ortografía y presentación.',
      'Revisa su borrador y corrige la ortografía, pero no mejora la redacción.',
      'Corrige solo lo que otro le señala.',
      'No revisa su borrador.',
    ],
    [
      'Revisa su borrador y separa las ideas con punto aparte.',
      'Reviso mi borrador y separo las ideas con punto aparte.',
    ],
    trabajo(
      'le03-18-taller-de-revision',
      'tema',
      'Taller de revisión entre compañeros',
      [
        'Cada niño trae el borrador de su cuento y lo revisa con un compañero usando una pauta de revisión.',
        'La pauta pregunta por los párrafos, los conectores, las palabras repetidas y la ortografía.',
      ],
      ['Borrador del cuento', 'Pauta de revisión', 'Lápices de colores'],
      [
        ['Leer y marcar', 'Lee el borrador de tu compañero y marca con colores lo que pide la pauta.', 2],
        ['Sugerir', 'Escribe dos sugerencias para mejorar el texto.', 1],
        ['Reescribir', 'Corrige tu propio borrador con las sugerencias y pásalo en limpio.', 3],
      ],
      ['escritura_creativa', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 19',
    'Palabras aprendidas en sus escritos',
    [
      'Escribe textos en que emplea con precisión varias palabras aprendidas en lecturas y conversaciones.',
      'Emplea en su texto alguna palabra aprendida con precisión.',
      'Emplea una palabra aprendida con un sentido equivocado.',
      'No emplea palabras aprendidas al escribir.',
    ],
    ['Incluye en su texto palabras nuevas que aprendió.', 'Incluyo en mi texto palabras nuevas que aprendí.'],
    trabajo(
      'le03-19-cuento-con-palabras-nuevas',
      'tema',
      'Un cuento con cinco palabras nuevas',
      [
        'El curso reúne cinco palabras nuevas aprendidas en la novela del mes, como «travesía» o «asombro».',
        'Cada niño escribe un cuento breve que use las cinco palabras nuevas.',
      ],
      ['Tarjetas con las palabras nuevas', 'Hojas de cuaderno'],
      [
        ['Repasar las palabras', 'Lee el significado de cada palabra nueva y escribe un ejemplo.', 1],
        ['Escribir', 'Escribe tu cuento usando las cinco palabras nuevas y subráyalas.', 3],
        ['Compartir', 'Lee tu cuento a tu grupo y comprueben que cada palabra está bien usada.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE03 OA 20',
    'Sustantivos y adjetivos para precisar',
    [
      'Identifica sustantivos, adjetivos y artículos y los combina para enriquecer y precisar sus descripciones.',
      'Identifica sustantivos y adjetivos, pero usa pocos adjetivos al describir.',
      'Confunde sustantivos con adjetivos.',
      'No reconoce las clases de palabras.',
    ],
    ['Usa adjetivos precisos para describir un sustantivo.', 'Uso adjetivos precisos para describir.'],
    trabajo(
      'le03-20-se-busca-un-personaje',
      'tema',
      'Se busca: el retrato de un personaje',
      [
        'Cada niño escribe un aviso de «Se busca» de un personaje de un cuento leído.',
        'El aviso describe al personaje con sustantivos y adjetivos precisos para que otros lo reconozcan.',
      ],
      ['Hoja de bloc', 'Lápices de colores'],
      [
        ['Elegir al personaje', 'Elige un personaje y anota sustantivos que lo nombren.', 1],
        ['Describir', 'Escribe el aviso con al menos cinco adjetivos precisos.', 3],
        ['Adivinar', 'Lee tu aviso al curso para que adivine de quién se trata.', 1],
      ],
      ['escritura_creativa', 'afiche'],
    ),
  ),
  oa(
    'LE03 OA 21',
    'Pronombres para no repetir',
    [
      'Reemplaza los sustantivos repetidos por pronombres y reconoce a qué referente se refiere cada pronombre.',
      'Usa pronombres para evitar repetir, pero a veces el referente no es claro.',
      'Usa pronombres solo cuando se le indica.',
      'No reconoce los pronombres.',
    ],
    ['Reemplaza un nombre repetido por un pronombre.', 'Reemplazo un nombre repetido por un pronombre.'],
    trabajo(
      'le03-21-cazar-repeticiones',
      'tema',
      'Cazar repeticiones en una noticia del curso',
      [
        'El docente entrega una noticia breve del curso en que el nombre «Martina» se repite seis veces.',
        'Los niños reemplazan las repeticiones por pronombres como «ella» o «la» sin perder el referente.',
      ],
      ['Noticia impresa', 'Lápices de colores'],
      [
        ['Marcar las repeticiones', 'Subraya cada vez que se repite el mismo nombre.', 1],
        ['Reemplazar', 'Reemplaza las repeticiones por pronombres que se refieran a Martina.', 2],
        ['Comprobar', 'Lee el texto nuevo y comprueba que se entiende a quién se refiere cada pronombre.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 22',
    'Ortografía: mayúsculas, plurales en z, je-ji y comas',
    [
      'Escribe bien las mayúsculas, el punto seguido y el punto aparte, los plurales de palabras terminadas en z, ge-gi y je-ji, -cito y -cita y las comas de una enumeración.',
      'Aplica la mayoría de las reglas, con errores en los plurales en z o en la coma de enumeración.',
      'Aplica solo las mayúsculas y el punto.',
      'No aplica las reglas de ortografía del nivel.',
    ],
    ['Escribe el plural de «lápiz» como «lápices».', 'Escribo bien los plurales: lápiz, lápices; pez, peces.'],
    trabajo(
      'le03-22-lista-de-utiles',
      'tema',
      'La lista de útiles con buena ortografía',
      [
        'El curso escribe la lista de útiles para el próximo semestre y la revisa antes de enviarla a las familias.',
        'La lista usa plurales como «lápices», comas en la enumeración y mayúscula al inicio.',
      ],
      ['Hoja de cuaderno', 'Tarjeta con reglas de ortografía'],
      [
        ['Escribir la lista', 'Escribe una oración con los útiles separados por comas.', 2],
        ['Revisar la ortografía', 'Revisa los plurales en z, las comas y las mayúsculas con la tarjeta de reglas.', 2],
        ['Corregir', 'Corrige los errores y pasa la lista en limpio.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 23',
    'Comprensión de mitos y leyendas escuchados',
    [
      'Escucha un mito o una leyenda completa leída por un adulto y explica qué origen relata y quiénes participan.',
      'Escucha la obra completa y explica qué origen relata.',
      'Escucha la obra y recuerda un hecho aislado.',
      'No sigue la lectura en voz alta de la obra.',
    ],
    ['Explica qué origen relata el mito que escuchó.', 'Explico qué origen relata el mito que escuché.'],
    trabajo(
      'le03-23-hora-del-mito',
      'cuento',
      'La hora del mito: escuchar y contar',
      [
        'El docente lee en voz alta un mito sobre el origen de algo, como las estaciones o el fuego.',
        'Los niños escuchan y después cada grupo relata el mito con una lámina.',
      ],
      ['Libro de mitos', 'Pliego de papel', 'Lápices de colores'],
      [
        ['Escuchar', 'Escucha el mito y anota los nombres de los personajes.', 2],
        ['Dibujar', 'Dibuja con tu grupo el momento más importante del mito escuchado.', 2],
        ['Contar', 'Relata el mito al curso con la lámina y di qué origen explica.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 24',
    'Comprensión de noticias, documentales y películas',
    [
      'Después de ver un documental o escuchar una noticia, identifica su propósito, responde sobre información explícita e implícita y relaciona lo escuchado con otros textos.',
      'Responde sobre información explícita del documental y su propósito.',
      'Recuerda un dato del documental.',
      'No comprende el documental ni la noticia.',
    ],
    ['Relata tres datos que aprendió en el documental.', 'Relato tres datos que aprendí en el documental.'],
    trabajo(
      'le03-24-documental-de-animales',
      'tema',
      'Ver un documental sobre el huemul',
      [
        'El curso ve un documental breve sobre el huemul y toma notas de lo escuchado.',
        'Después, responden preguntas y comparan lo escuchado con un artículo leído antes.',
      ],
      ['Documental breve', 'Hoja de notas con preguntas'],
      [
        ['Ver y anotar', 'Mira el documental y anota dónde vive el huemul y por qué está en peligro.', 2],
        ['Responder', 'Responde las preguntas de la hoja con lo escuchado.', 2],
        ['Comparar', 'Conversa con tu grupo qué dice el documental que no decía el artículo.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 25',
    'Obras de teatro y representaciones',
    [
      'Comenta la obra de teatro vista: su historia, la actuación, la escenografía y lo que sintió como público.',
      'Comenta la historia de la obra y la actuación.',
      'Comenta solo si le gustó o no la obra.',
      'No comenta la obra de teatro.',
    ],
    ['Comenta cómo era la escenografía de la obra de teatro.', 'Comento cómo era la escenografía de la obra.'],
    trabajo(
      'le03-25-critica-de-la-obra',
      'tema',
      'Un comentario oral de la obra de teatro',
      [
        'Después de asistir a una obra de teatro, el curso graba comentarios breves para la radio del colegio.',
        'Cada niño dice qué pasó en la obra, qué actor le gustó y por qué la recomienda.',
      ],
      ['Grabadora o teléfono', 'Tarjeta con preguntas guía'],
      [
        ['Preparar', 'Responde en la tarjeta: qué pasó, quién actuó mejor y cómo era el escenario.', 2],
        ['Grabar', 'Graba tu comentario de la obra en menos de un minuto.', 2],
        ['Escuchar', 'Escucha los comentarios del curso y elige el más completo.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE03 OA 26',
    'Conversaciones grupales con foco en el tema',
    [
      'En las conversaciones mantiene el foco, da su opinión, pregunta para aclarar, muestra empatía y respeta los turnos.',
      'Da su opinión en la conversación y respeta los turnos, pero se aleja del tema.',
      'Da su opinión sin escuchar a los demás.',
      'No participa en la conversación.',
    ],
    ['Da su opinión sin salirse del tema de la conversación.', 'Doy mi opinión sin salirme del tema.'],
    trabajo(
      'le03-26-conversar-sobre-un-cuento',
      'cuento',
      'Círculo de conversación sobre un cuento leído',
      [
        'En grupos de cuatro, los niños conversan sobre el final de un cuento leído: ¿fue justo lo que pasó?',
        'Cada uno tiene un papel: moderador, secretario, tiempo y vocero.',
      ],
      ['Tarjetas con los papeles', 'Hoja para anotar opiniones'],
      [
        ['Repartir papeles', 'Elijan quién modera, quién anota, quién cuida el tiempo y quién será vocero.', 1],
        ['Conversar', 'Den su opinión por turnos sobre el final y pregunten cuando no entiendan.', 3],
        ['Compartir', 'El vocero comunica al curso las opiniones del grupo.', 1],
      ],
      ['debate', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 27',
    'Convenciones de cortesía en distintas situaciones',
    [
      'Usa saludos, presentaciones y fórmulas de cortesía adecuadas a cada situación, con adultos y con compañeros.',
      'Usa fórmulas de cortesía con compañeros, pero no con adultos desconocidos.',
      'Usa fórmulas de cortesía cuando se le recuerda.',
      'No usa convenciones sociales.',
    ],
    ['Saluda y se despide con cortesía de los adultos.', 'Saludo y me despido con cortesía de los adultos.'],
    trabajo(
      'le03-27-entrevista-al-personal',
      'tema',
      'Entrevista cortés al personal del colegio',
      [
        'En parejas, los niños entrevistan a una persona del colegio, como el auxiliar o la secretaria.',
        'Deben saludar, presentarse, pedir permiso, agradecer y despedirse.',
      ],
      ['Pauta de entrevista', 'Lápiz grafito'],
      [
        ['Ensayar', 'Ensaya con tu pareja cómo saludar, presentarse y pedir la entrevista.', 1],
        ['Entrevistar', 'Haz la entrevista usando fórmulas de cortesía y anota las respuestas.', 3],
        ['Agradecer', 'Escribe una tarjeta de gracias a la persona entrevistada.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE03 OA 28',
    'Exposición oral con introducción y desarrollo',
    [
      'Expone con introducción y desarrollo, usa descripciones, ejemplos y referentes claros, y se apoya en gestos y material de apoyo.',
      'Expone con introducción y desarrollo, con pocos ejemplos.',
      'Expone sin introducción y con ideas desordenadas.',
      'No expone frente al curso.',
    ],
    ['Empieza su exposición presentando el tema.', 'Empiezo mi exposición presentando el tema.'],
    trabajo(
      'le03-28-exposicion-de-un-oficio',
      'tema',
      'Exposición: un oficio de mi barrio',
      [
        'Cada niño prepara una exposición de tres minutos sobre un oficio de su barrio, como el del panadero o la feriante.',
        'La exposición tiene introducción, desarrollo con ejemplos y material de apoyo con imágenes.',
      ],
      ['Cartulina', 'Imágenes impresas', 'Plumones'],
      [
        ['Investigar', 'Pregunta a alguien que tenga el oficio qué hace y qué herramientas usa.', 2],
        ['Preparar el material de apoyo', 'Arma una cartulina con imágenes y palabras clave.', 2],
        ['Exponer', 'Expón con introducción y desarrollo, mirando al curso.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE03 OA 29',
    'Palabras aprendidas al hablar',
    [
      'Incorpora al hablar varias palabras aprendidas en lecturas, usadas con precisión y naturalidad.',
      'Incorpora al hablar alguna palabra aprendida.',
      'Incorpora una palabra aprendida con un sentido equivocado.',
      'No usa al hablar las palabras aprendidas.',
    ],
    ['Usa palabras nuevas al explicar algo al curso.', 'Uso palabras nuevas cuando explico algo al curso.'],
    trabajo(
      'le03-29-juego-de-la-palabra-secreta',
      'tema',
      'El juego de la palabra secreta',
      [
        'Cada niño recibe en secreto una palabra nueva aprendida en las lecturas y debe usarla al contar una anécdota.',
        'Los demás escuchan y tratan de descubrir cuál era la palabra nueva.',
      ],
      ['Tarjetas con palabras nuevas'],
      [
        ['Recibir la palabra', 'Lee tu palabra nueva en secreto y recuerda qué significa.', 1],
        ['Contar', 'Relata una anécdota breve usando la palabra nueva.', 2],
        ['Descubrir', 'Escucha a tus compañeros y descubre su palabra nueva.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE03 OA 30',
    'Interpretación de personajes variados',
    [
      'Interpreta a su personaje con voz, gestos y movimientos adecuados y colabora con el equipo en la dramatización.',
      'Interpreta a su personaje con algunos gestos y colabora con el equipo.',
      'Dice su parte sin interpretar al personaje.',
      'No participa en la dramatización.',
    ],
    [
      'Interpreta a su personaje con la voz y los gestos adecuados.',
      'Interpreto a mi personaje con la voz y los gestos adecuados.',
    ],
    trabajo(
      'le03-30-dramatizar-una-leyenda',
      'cuento',
      'Dramatizamos la leyenda del copihue',
      [
        'En grupos, los niños dramatizan la leyenda del copihue: dos pueblos, Copih, Hues y los ancianos.',
        'Cada grupo escribe un guion breve con acotaciones y ensaya la dramatización.',
      ],
      ['Telas de colores', 'Flores de papel roja y blanca', 'Guion breve'],
      [
        ['Escribir el guion', 'Escriban los diálogos de tres escenas de la leyenda.', 2],
        ['Ensayar', 'Ensayen interpretando a cada personaje con voz y gestos.', 2],
        ['Representar', 'Representen la dramatización frente al curso.', 2],
      ],
      ['dramatizacion', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE03 OA 31',
    'Recitación expresiva de poemas',
    [
      'Recita un poema con entonación y expresión, respetando el ritmo de los versos.',
      'Recita el poema con entonación, pero sin expresión.',
      'Recita el poema leyéndolo y sin entonación.',
      'No recita el poema.',
    ],
    ['Recita un poema con entonación y expresión.', 'Recito un poema con entonación y expresión.'],
    trabajo(
      'le03-31-recital-poetico',
      'tema',
      'Recital de poemas chilenos',
      [
        'El curso prepara un recital de poemas de autores chilenos, como Gabriela Mistral, para el acto del día del libro.',
        'Cada niño recita un poema breve de memoria y con expresión.',
      ],
      ['Poemas impresos', 'Micrófono'],
      [
        ['Elegir y memorizar', 'Elige un poema y memorízalo verso por verso.', 2],
        ['Ensayar', 'Ensaya con tu grupo la entonación y las pausas.', 2],
        ['Recitar', 'Recita el poema en el acto mirando al público.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
]

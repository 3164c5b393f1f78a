/** The instruments of the Lenguaje OA of 4° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos04: readonly OaInstrumentos[] = [
  oa(
    'LE04 OA 01',
    'Fluidez con entonación y velocidad del nivel',
    [
      'Lee en voz alta con fluidez, pronunciación precisa, entonación adecuada al sentido y una velocidad lectora acorde al nivel.',
      'Lee en voz alta con fluidez y buena pronunciación, pero con una velocidad lectora baja.',
      'Lee en voz alta con pausas largas y una entonación plana.',
      'No lee en voz alta con fluidez.',
    ],
    ['Lee en voz alta con la entonación que pide el texto.', 'Leo en voz alta con la entonación que pide el texto.'],
  ),
  oa(
    'LE04 OA 02',
    'Estrategias: visualizar, recapitular y subrayar',
    [
      'Visualiza lo que describe el texto, resume cada parte al terminarla y subraya las ideas importantes.',
      'Visualiza y subraya, pero el resumen de cada parte es incompleto.',
      'Subraya casi todo el texto sin distinguir lo importante.',
      'No usa estrategias de comprensión lectora.',
    ],
    [
      'Hace un resumen de cada parte del texto al terminar de leerla.',
      'Hago un resumen de cada parte del texto cuando termino de leerla.',
    ],
  ),
  oa(
    'LE04 OA 03',
    'Literatura variada: fábulas, leyendas, mitos y novelas',
    [
      'Lee fábulas, leyendas, mitos, novelas e historietas, reconoce los rasgos de cada tipo y relaciona lo leído con su conocimiento del mundo.',
      'Lee obras de distintos tipos y reconoce los rasgos de la fábula y la leyenda.',
      'Lee obras literarias sin distinguir sus tipos.',
      'No lee obras literarias del nivel.',
    ],
    [
      'Explica en qué se diferencia una fábula de una leyenda.',
      'Explico en qué se diferencia una fábula de una leyenda.',
    ],
  ),
  oa(
    'LE04 OA 04',
    'Problema, solución y consecuencias en la narración',
    [
      'Reconoce el problema y la solución de la narración, determina las consecuencias de los hechos y compara personajes y ambientes.',
      'Reconoce el problema y la solución, pero no las consecuencias de los hechos.',
      'Reconoce el problema de la narración sin su solución.',
      'No reconoce los elementos de la narración.',
    ],
    [
      'Explica cuál es el problema del cuento y cómo se soluciona.',
      'Explico cuál es el problema del cuento y cómo se soluciona.',
    ],
  ),
  oa(
    'LE04 OA 05',
    'Expresiones en sentido figurado de los poemas',
    [
      'Interpreta las comparaciones y otras expresiones en sentido figurado del poema y explica qué efecto tienen en los versos.',
      'Interpreta las comparaciones del poema, pero no otras expresiones figuradas.',
      'Interpreta los versos solo en sentido literal.',
      'No interpreta el poema.',
    ],
    ['Explica qué significa una comparación del poema.', 'Explico qué significa una comparación del poema.'],
  ),
  oa(
    'LE04 OA 06',
    'Textos no literarios: gráficos, tablas y causas',
    [
      'Extrae información de artículos, biografías y noticias, interpreta gráficos, tablas y mapas y responde preguntas de causa y consecuencia.',
      'Extrae información y lee tablas simples, con errores en las preguntas de causa y consecuencia.',
      'Extrae información solo del texto, sin leer gráficos ni tablas.',
      'No comprende los textos no literarios del nivel.',
    ],
    [
      'Usa la información de una tabla o un gráfico para responder.',
      'Uso la información de una tabla o un gráfico para responder.',
    ],
  ),
  oa(
    'LE04 OA 07',
    'Lectura personal y habitual',
    [
      'Mantiene una lectura personal habitual, elige libros según sus gustos y comparte sus recomendaciones.',
      'Lee de forma habitual libros que elige, sin compartirlos.',
      'Lee solo los libros del plan del curso.',
      'No mantiene una lectura personal.',
    ],
    [
      'Elige un libro para su lectura personal y lo recomienda.',
      'Elijo un libro para mi lectura personal y lo recomiendo.',
    ],
  ),
  oa(
    'LE04 OA 08',
    'La biblioteca para investigar',
    [
      'Usa la biblioteca para investigar, estudiar y elegir libros, se orienta en sus estantes y cuida los materiales.',
      'Usa la biblioteca para elegir libros y estudiar, con ayuda para investigar.',
      'Usa la biblioteca sin un fin claro.',
      'No asiste a la biblioteca.',
    ],
    ['Encuentra en la biblioteca un libro para su tarea.', 'Encuentro en la biblioteca un libro para mi tarea.'],
  ),
  oa(
    'LE04 OA 09',
    'Investigación: reunir y clasificar información',
    [
      'Investiga un tema reuniendo información de varias fuentes y la clasifica en categorías con sus palabras.',
      'Reúne información de varias fuentes, pero no la clasifica.',
      'Reúne información de una sola fuente.',
      'No investiga el tema propuesto.',
    ],
    [
      'Clasifica en una tabla la información de su investigación.',
      'Clasifico en una tabla la información de mi investigación.',
    ],
  ),
  oa(
    'LE04 OA 10',
    'Acepción pertinente y familias de palabras',
    [
      'Descubre el significado de palabras nuevas eligiendo en el diccionario la acepción pertinente al texto y usando raíces y afijos.',
      'Descubre el significado en el diccionario, pero no elige la acepción pertinente.',
      'Busca el significado sin relacionarlo con el texto.',
      'No usa estrategias para descubrir el significado.',
    ],
    [
      'Elige en el diccionario el significado que corresponde al texto.',
      'Elijo en el diccionario el significado que corresponde al texto.',
    ],
  ),
  oa(
    'LE04 OA 11',
    'Escritura frecuente con creatividad',
    [
      'Escribe con frecuencia textos creativos (diario de vida, anécdotas, comentarios de lectura, noticias) con ideas originales.',
      'Escribe con frecuencia cuando se le propone, con ideas poco desarrolladas.',
      'Escribe pocos textos y muy breves.',
      'No escribe textos creativos.',
    ],
    ['Escribe una anécdota de su semana con detalles.', 'Escribo una anécdota de mi semana con detalles.'],
    trabajo(
      'le04-11-revista-del-curso',
      'tema',
      'La revista del curso',
      [
        'El curso publicará una revista con anécdotas, poemas, comentarios de lectura y noticias escritas por los niños.',
        'Cada niño escribe dos textos de tipos distintos para la revista.',
      ],
      ['Hojas de bloc', 'Lápices', 'Corchetera'],
      [
        ['Elegir los textos', 'Elige dos tipos de texto para tu parte de la revista.', 1],
        ['Escribir', 'Escribe los borradores con ideas creativas y revísalos.', 3],
        ['Armar la revista', 'Pasa en limpio tus textos y arma la revista con tu curso.', 1],
      ],
      ['escritura_creativa', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE04 OA 12',
    'Narraciones con descripciones y lenguaje expresivo',
    [
      'Escribe una narración con secuencia lógica, inicio, desarrollo y desenlace, descripciones de personajes y lugares y un lenguaje expresivo.',
      'Escribe una narración con sus partes y algunas descripciones, con lenguaje poco expresivo.',
      'Escribe una narración sin descripciones y con saltos en la secuencia.',
      'No escribe una narración completa.',
    ],
    ['Describe a los personajes y el lugar de su narración.', 'Describo a los personajes y el lugar de mi narración.'],
    trabajo(
      'le04-12-cuento-de-misterio',
      'cuento',
      'Un cuento de misterio en el colegio',
      [
        'Vas a escribir un cuento de misterio: en el colegio desaparece algo importante y alguien lo busca.',
        'Describe el lugar y a los personajes, y usa un lenguaje expresivo para crear suspenso.',
      ],
      ['Hoja de planificación', 'Hojas de cuaderno'],
      [
        ['Planificar', 'Anota el personaje, el lugar, qué desaparece y cómo se resuelve el misterio.', 2],
        ['Escribir', 'Escribe el cuento con inicio, desarrollo y desenlace y al menos dos descripciones.', 3],
        ['Revisar', 'Revisa con una pauta que la narración mantenga el suspenso hasta el final.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE04 OA 13',
    'Artículo informativo con una idea central por párrafo',
    [
      'Escribe un artículo informativo que presenta el tema en una oración y desarrolla una idea central por párrafo con palabras propias.',
      'Escribe un artículo informativo con párrafos, pero alguno mezcla dos ideas.',
      'Escribe un artículo informativo copiando frases de la fuente.',
      'No escribe un artículo informativo.',
    ],
    [
      'Presenta el tema de su artículo informativo en la primera oración.',
      'Presento el tema de mi artículo informativo en la primera oración.',
    ],
    trabajo(
      'le04-13-articulo-del-agua',
      'tema',
      'Artículo informativo: ¿por qué cuidar el agua?',
      [
        'El curso escribirá artículos informativos sobre el cuidado del agua para el diario mural.',
        'Cada artículo presenta el tema en una oración y tiene tres párrafos, cada uno con una idea central.',
      ],
      ['Textos sobre el agua', 'Hoja de planificación', 'Hojas de cuaderno'],
      [
        ['Reunir ideas', 'Lee dos textos sobre el agua y anota tres ideas centrales.', 2],
        ['Escribir', 'Escribe el artículo con una oración que presente el tema y un párrafo por idea.', 3],
        ['Publicar', 'Revisa tu artículo y publícalo en el diario mural.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE04 OA 14',
    'Cartas, afiches y noticias con el formato que corresponde',
    [
      'Escribe cartas, instrucciones, afiches o noticias con el formato que corresponde a cada uno y un mensaje claro para su destinatario.',
      'Escribe el texto con un mensaje claro, pero con errores en el formato.',
      'Escribe el mensaje sin respetar el formato.',
      'No escribe el texto pedido.',
    ],
    ['Escribe una noticia con titular, bajada y cuerpo.', 'Escribo una noticia con titular, bajada y cuerpo.'],
    trabajo(
      'le04-14-noticia-del-colegio',
      'tema',
      'Una noticia para el diario escolar',
      [
        'El curso escribirá noticias sobre hechos del colegio, como la feria científica o un campeonato.',
        'Cada noticia tiene titular, bajada y un cuerpo que responde qué, quién, cuándo, dónde y por qué.',
      ],
      ['Diarios para ver modelos', 'Hojas de cuaderno', 'Cámara o dibujos'],
      [
        ['Reunir los datos', 'Entrevista a quienes participaron y anota qué pasó, cuándo y dónde.', 2],
        ['Escribir la noticia', 'Escribe el titular, la bajada y el cuerpo de la noticia.', 3],
        ['Revisar el formato', 'Revisa con una pauta que la noticia tenga todas sus partes.', 1],
      ],
      ['trabajo_grupo', 'investigacion'],
    ),
    trabajo(
      'le04-14-carta-formal',
      'tema',
      'Una carta formal al municipio',
      [
        'El curso quiere pedir al municipio más basureros en la plaza cercana y escribirá una carta formal.',
        'La carta tiene lugar y fecha, destinatario, saludo formal, el pedido con razones, despedida y firma.',
      ],
      ['Hoja de carta', 'Sobre'],
      [
        ['Planificar', 'Anota el pedido y dos razones que lo justifiquen.', 1],
        ['Escribir', 'Escribe la carta formal con todas sus partes.', 3],
        ['Revisar', 'Revisa el formato y el registro formal antes de enviarla.', 1],
      ],
      ['carta'],
    ),
  ),
  oa(
    'LE04 OA 15',
    'Letra legible para otros lectores',
    [
      'Escribe con letra legible y constante en todo el texto, de modo que cualquier lector lo lea sin dificultad.',
      'Escribe con letra legible, pero pierde claridad cuando escribe rápido.',
      'Su letra es difícil de leer en varias palabras.',
      'Su letra es ilegible.',
    ],
    ['Mantiene la letra legible aunque escriba rápido.', 'Mantengo mi letra legible aunque escriba rápido.'],
    trabajo(
      'le04-15-libro-de-firmas',
      'tema',
      'Tarjetas escritas a mano para el libro de visitas',
      [
        'El curso prepara tarjetas escritas a mano para agradecer a los invitados de la muestra de ciencias.',
        'Las tarjetas deben tener letra legible, porque los invitados las leerán en sus casas.',
      ],
      ['Tarjetas', 'Lápiz pasta'],
      [
        ['Borrador', 'Escribe el mensaje de agradecimiento en borrador.', 1],
        ['Escribir con letra legible', 'Copia el mensaje en la tarjeta con letra legible y constante.', 3],
        ['Comprobar', 'Pide a un compañero que lea tu tarjeta sin ayuda.', 1],
      ],
      ['carta'],
    ),
  ),
  oa(
    'LE04 OA 16',
    'Planificación: propósito, destinatario y lluvia de ideas',
    [
      'Planifica su texto definiendo su propósito y destinatario, genera ideas con una lluvia de ideas o investigación y las ordena en un plan.',
      'Define propósito y destinatario y genera ideas, sin ordenarlas.',
      'Genera ideas sueltas sin definir su propósito.',
      'No planifica sus textos.',
    ],
    [
      'Ordena sus ideas en un plan de escritura antes de redactar.',
      'Ordeno mis ideas en un plan de escritura antes de redactar.',
    ],
    trabajo(
      'le04-16-plan-de-un-folleto',
      'tema',
      'Plan de escritura de un folleto turístico de la comuna',
      [
        'El curso escribirá un folleto para invitar a visitar su comuna.',
        'Antes de escribir, cada grupo define el propósito del texto y el destinatario, hace una lluvia de ideas y ordena un plan de escritura.',
      ],
      ['Papelógrafo', 'Notas adhesivas', 'Fotos de la comuna'],
      [
        ['Lluvia de ideas', 'Anoten los lugares, comidas y fiestas de la comuna que conocen.', 2],
        ['Definir el propósito y el destinatario', 'Decidan a quién está dirigido el folleto y qué quieren lograr.', 1],
        ['Ordenar el plan', 'Ordenen las ideas en secciones del folleto en un plan de escritura.', 2],
      ],
      ['trabajo_grupo', 'afiche'],
    ),
  ),
  oa(
    'LE04 OA 17',
    'Edición: registro, vocabulario preciso y presentación',
    [
      'Revisa y edita su texto: ordena los párrafos, usa conectores y vocabulario preciso, ajusta el registro al destinatario y corrige ortografía y presentación.',
      'Revisa su texto y corrige ortografía, pero no mejora el vocabulario ni el registro.',
      'Revisa solo la presentación del texto.',
      'No revisa sus textos.',
    ],
    [
      'Cambia palabras repetidas por otras más precisas al revisar.',
      'Cambio palabras repetidas por otras más precisas al revisar.',
    ],
    trabajo(
      'le04-17-reescribir-la-noticia',
      'tema',
      'Revisar y reescribir una noticia',
      [
        'Cada niño revisa el borrador de una noticia con una pauta de revisión y las sugerencias de un compañero.',
        'Luego reescribe la noticia mejorando conectores, vocabulario y ortografía.',
      ],
      ['Borrador de la noticia', 'Pauta de revisión', 'Diccionario'],
      [
        ['Revisar', 'Marca en tu borrador lo que indica la pauta de revisión.', 2],
        ['Recibir sugerencias', 'Intercambia el borrador con un compañero y anota sus sugerencias.', 1],
        ['Reescribir', 'Reescribe la noticia con las correcciones y pásala en limpio.', 3],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE04 OA 18',
    'Vocabulario aprendido en la escritura',
    [
      'Escribe textos en que usa con precisión y variedad palabras nuevas aprendidas en sus lecturas.',
      'Usa en sus textos algunas palabras nuevas aprendidas, con precisión.',
      'Usa palabras nuevas aprendidas con poca precisión.',
      'No incorpora palabras nuevas al escribir.',
    ],
    [
      'Usa en su texto palabras nuevas aprendidas en una novela.',
      'Uso en mi texto palabras nuevas que aprendí en una novela.',
    ],
    trabajo(
      'le04-18-postal-de-viaje',
      'tema',
      'Una postal de viaje con palabras nuevas',
      [
        'Después de leer un relato de viaje, cada niño escribe una postal como si viajara por el sur de Chile.',
        'La postal debe usar cuatro palabras nuevas aprendidas en la lectura, como «travesía», «fiordo» o «paisaje».',
      ],
      ['Cartulina del tamaño de una postal', 'Lápices de colores'],
      [
        ['Elegir las palabras nuevas', 'Anota cuatro palabras nuevas de la lectura y su significado.', 1],
        ['Escribir la postal', 'Escribe la postal usando las palabras nuevas y dibuja el paisaje.', 3],
        ['Compartir', 'Lee tu postal y subraya las palabras nuevas que usaste.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE04 OA 19',
    'Adverbios para enriquecer los textos',
    [
      'Identifica los adverbios de un texto, explica qué agregan al verbo y los cambia o combina para precisar sus escritos.',
      'Identifica adverbios y usa algunos al escribir.',
      'Identifica adverbios solo terminados en -mente.',
      'No reconoce los adverbios.',
    ],
    [
      'Agrega un adverbio para decir cómo, cuándo o dónde ocurre algo.',
      'Agrego un adverbio para decir cómo, cuándo o dónde pasa algo.',
    ],
    trabajo(
      'le04-19-narrador-deportivo',
      'tema',
      'Relato de un partido con adverbios',
      [
        'Cada niño escribe el relato de un partido del recreo como si fuera narrador de radio.',
        'El relato usa adverbios de modo, tiempo y lugar: «rápidamente», «después», «allí».',
      ],
      ['Hojas de cuaderno', 'Tabla de adverbios'],
      [
        ['Escribir el relato', 'Escribe el relato del partido en un párrafo.', 2],
        ['Agregar adverbios', 'Agrega al menos cinco adverbios y subráyalos.', 2],
        ['Leer como narrador', 'Lee tu relato en voz alta como un narrador de radio.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE04 OA 20',
    'Verbos en concordancia con el sujeto',
    [
      'Identifica los verbos como acciones y los escribe en concordancia de persona y número con el sujeto.',
      'Identifica los verbos y mantiene la concordancia, con errores en el plural.',
      'Identifica verbos, pero no mantiene la concordancia con el sujeto.',
      'No reconoce los verbos.',
    ],
    [
      'Escribe el verbo en concordancia con el sujeto: «los niños juegan».',
      'Escribo el verbo de acuerdo con el sujeto.',
    ],
    trabajo(
      'le04-20-diario-de-la-familia',
      'tema',
      'Qué hace mi familia el fin de semana',
      [
        'Cada niño escribe un texto breve sobre lo que hace su familia el fin de semana.',
        'Cuida que cada verbo concuerde con su sujeto: «mi mamá cocina», «mis hermanos juegan».',
      ],
      ['Hojas de cuaderno', 'Lápices de colores'],
      [
        ['Escribir', 'Escribe seis oraciones sobre lo que hace cada persona de tu familia.', 2],
        ['Marcar verbos y sujetos', 'Subraya con un color cada verbo y con otro su sujeto.', 2],
        ['Revisar la concordancia', 'Corrige los verbos que no concuerdan con su sujeto.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE04 OA 21',
    'Ortografía: b-v, h, ay-hay-ahí y acentuación',
    [
      'Escribe bien las palabras con b o v y con h de uso frecuente, distingue ay, hay y ahí, y tilda las palabras agudas, graves, esdrújulas y sobresdrújulas.',
      'Aplica las reglas de b, v y h, con errores en la tilde de agudas y graves.',
      'Confunde ay, hay y ahí y omite la mayoría de las tildes.',
      'No aplica las reglas de ortografía del nivel.',
    ],
    ['Tilda bien las palabras esdrújulas.', 'Pongo tilde a todas las palabras esdrújulas.'],
    trabajo(
      'le04-21-concurso-de-ortografia',
      'tema',
      'Concurso de ortografía por equipos',
      [
        'El curso juega un concurso de ortografía: cada equipo escribe en una pizarra pequeña las palabras que dicta el docente.',
        'Las palabras tienen b o v, h, ay, hay o ahí, y tildes en agudas, graves y esdrújulas.',
      ],
      ['Pizarras pequeñas', 'Plumones de pizarra', 'Tabla de puntajes'],
      [
        ['Repasar las reglas', 'Repasa con tu equipo las reglas de b, v, h y de la tilde.', 1],
        ['Escribir las palabras dictadas', 'Escribe en la pizarra cada palabra dictada y muéstrala.', 3],
        ['Explicar la regla', 'Explica la regla de ortografía de una palabra que tu equipo escribió bien.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE04 OA 22',
    'Comprensión de capítulos de novelas escuchados',
    [
      'Escucha la lectura en voz alta de capítulos de una novela y explica qué pasó, cómo cambian los personajes y qué espera que ocurra.',
      'Escucha los capítulos y explica qué pasó, sin anticipar lo que viene.',
      'Escucha los capítulos y recuerda un hecho suelto.',
      'No sigue la lectura en voz alta de la novela.',
    ],
    ['Anticipa lo que pasará en el próximo capítulo que escuchará.', 'Anticipo lo que pasará en el próximo capítulo.'],
    trabajo(
      'le04-22-novela-por-capitulos',
      'cuento',
      'Una novela escuchada por capítulos',
      [
        'Durante un mes, el docente lee en voz alta un capítulo de una novela cada semana.',
        'Después de escuchar cada capítulo, los niños completan un diario de lectura con lo que pasó y lo que creen que pasará.',
      ],
      ['Novela del plan lector', 'Cuaderno de diario de lectura'],
      [
        ['Escuchar el capítulo', 'Escucha el capítulo con atención y anota los nombres nuevos.', 2],
        ['Completar el diario', 'Escribe qué pasó en el capítulo y qué crees que pasará.', 2],
        ['Comentar', 'Compara tu predicción con la de un compañero.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE04 OA 23',
    'Comprensión de testimonios y documentales escuchados',
    [
      'Comprende testimonios y documentales escuchados: identifica para qué se hicieron, hace preguntas para profundizar y los relaciona con otros textos.',
      'Identifica para qué se hizo el testimonio o el documental y responde sobre lo escuchado.',
      'Recuerda algunos datos del testimonio o del documental.',
      'No comprende el texto oral escuchado.',
    ],
    [
      'Hace preguntas para profundizar en un testimonio que escuchó.',
      'Hago preguntas para saber más de un testimonio que escuché.',
    ],
    trabajo(
      'le04-23-testimonio-de-un-abuelo',
      'tema',
      'Escuchar el testimonio de un abuelo sobre su infancia',
      [
        'Un abuelo o una abuela visita el curso y entrega su testimonio sobre cómo era la escuela cuando era niño.',
        'Los niños escuchan, toman notas y comparan su testimonio con lo que viven hoy.',
      ],
      ['Cuaderno de notas', 'Tarjetas para preguntas'],
      [
        ['Preparar preguntas', 'Escribe dos preguntas para el invitado.', 1],
        ['Escuchar y anotar', 'Escucha el testimonio y anota tres diferencias con tu escuela.', 3],
        ['Comparar', 'Comenta con tu grupo qué aprendiste del testimonio.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE04 OA 24',
    'Apreciación de obras de teatro',
    [
      'Aprecia la obra de teatro: comenta el conflicto, el trabajo de los actores y cómo la escenografía ayuda a la historia.',
      'Comenta el conflicto de la obra de teatro y la actuación.',
      'Comenta solo lo que más le gustó de la obra.',
      'No comenta la obra vista.',
    ],
    [
      'Explica cómo la escenografía ayuda a contar la historia de la obra.',
      'Explico cómo la escenografía ayuda a la historia de la obra.',
    ],
    trabajo(
      'le04-24-programa-de-la-obra',
      'tema',
      'El programa de mano de una obra de teatro',
      [
        'Después de ver una obra de teatro, cada grupo diseña el programa de mano que se entrega al público.',
        'El programa presenta la obra, sus personajes, los actores y un comentario sobre la escenografía.',
      ],
      ['Hojas de bloc', 'Plumones', 'Regla'],
      [
        ['Recordar la obra', 'Anoten el título, los personajes y el conflicto de la obra de teatro.', 1],
        ['Diseñar el programa', 'Diseñen el programa con la presentación, los personajes y el comentario.', 3],
        ['Presentar', 'Muestren el programa al curso y expliquen qué destacaron de la obra.', 1],
      ],
      ['afiche', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE04 OA 25',
    'Conversación con opiniones fundamentadas',
    [
      'En la conversación fundamenta sus opiniones con razones, pregunta para verificar que entendió y respeta los turnos.',
      'Da opiniones con alguna razón y respeta los turnos.',
      'Da opiniones sin razones.',
      'No participa en la conversación.',
    ],
    ['Fundamenta su opinión con una razón en la conversación.', 'Doy una razón para fundamentar mi opinión.'],
    trabajo(
      'le04-25-debate-de-la-mascota',
      'tema',
      'Conversación: ¿debería el curso tener una mascota?',
      [
        'El curso conversa sobre si tener una mascota en la sala, como un pez o una tortuga.',
        'Cada niño fundamenta su opinión con razones y escucha las de los demás.',
      ],
      ['Tarjetas de a favor y en contra', 'Papelógrafo'],
      [
        ['Preparar razones', 'Escribe tu opinión y dos razones que la fundamenten.', 1],
        ['Conversar', 'Da tu opinión en tu turno y pregunta si no entiendes una razón.', 3],
        ['Concluir', 'Anoten en el papelógrafo las razones más fuertes de cada postura.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE04 OA 26',
    'Fórmulas de cortesía según la situación',
    [
      'Ajusta sus saludos, presentaciones y fórmulas de cortesía a la situación, formal o informal.',
      'Usa fórmulas de cortesía, pero no las ajusta a situaciones formales.',
      'Usa fórmulas de cortesía solo cuando se le recuerda.',
      'No usa convenciones sociales.',
    ],
    [
      'Saluda de forma distinta a un adulto desconocido y a un amigo.',
      'Saludo de forma distinta a un adulto y a un amigo.',
    ],
    trabajo(
      'le04-26-llamada-telefonica',
      'tema',
      'Juego de roles: una llamada para pedir información',
      [
        'En parejas, los niños representan una llamada a la biblioteca municipal para preguntar por un libro.',
        'Deben saludar, presentarse, pedir la información con cortesía, agradecer y despedirse.',
      ],
      ['Teléfonos de juguete', 'Tarjeta con la situación'],
      [
        ['Preparar', 'Escribe con tu pareja el saludo, la pregunta y la despedida.', 1],
        ['Representar', 'Representa la llamada usando fórmulas de cortesía formales.', 3],
        ['Comentar', 'Comenten qué fórmula de cortesía fue más adecuada y por qué.', 1],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE04 OA 27',
    'Exposición con introducción, desarrollo y cierre',
    [
      'Expone con introducción, desarrollo y cierre, da ejemplos, usa referentes claros y se apoya en material visual.',
      'Expone con introducción y desarrollo, pero sin cierre.',
      'Expone con ideas desordenadas.',
      'No expone frente al curso.',
    ],
    [
      'Termina su exposición con un cierre que resume lo dicho.',
      'Termino mi exposición con un cierre que resume lo que dije.',
    ],
    trabajo(
      'le04-27-exposicion-pueblos-originarios',
      'tema',
      'Exposición: un pueblo originario de Chile',
      [
        'En grupos, los niños preparan una exposición sobre un pueblo originario de Chile.',
        'La exposición tiene introducción, desarrollo con ejemplos y cierre, y un apoyo visual con imágenes.',
      ],
      ['Cartulina', 'Imágenes impresas', 'Libros de consulta'],
      [
        ['Investigar', 'Busquen información sobre dónde vivía el pueblo, cómo vivía y qué lo caracteriza.', 2],
        ['Preparar el apoyo visual', 'Armen una cartulina con imágenes y palabras clave.', 1],
        ['Exponer', 'Expongan con introducción, desarrollo y cierre, repartiendo las partes.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE04 OA 28',
    'Vocabulario aprendido al hablar',
    [
      'Al conversar y exponer usa con precisión y variedad palabras nuevas aprendidas en sus lecturas.',
      'Usa al hablar algunas palabras nuevas aprendidas.',
      'Usa palabras nuevas con un sentido equivocado.',
      'No usa al hablar palabras nuevas.',
    ],
    ['Usa en su exposición palabras nuevas de sus lecturas.', 'Uso en mi exposición palabras nuevas de mis lecturas.'],
    trabajo(
      'le04-28-guia-del-museo',
      'tema',
      'Guías del museo del curso',
      [
        'El curso arma un pequeño museo con objetos antiguos traídos de las casas.',
        'Cada niño es guía de un objeto y lo presenta usando palabras nuevas aprendidas en las lecturas.',
      ],
      ['Objetos antiguos', 'Tarjetas con palabras nuevas'],
      [
        ['Preparar la presentación', 'Anota qué dirás del objeto y qué palabras nuevas usarás.', 2],
        ['Guiar la visita', 'Presenta tu objeto a los visitantes usando las palabras nuevas.', 2],
        ['Evaluar', 'Marca en tu tarjeta las palabras nuevas que lograste usar.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE04 OA 29',
    'Dramatización de personajes variados',
    [
      'Interpreta personajes variados en una dramatización, cambiando la voz, los gestos y los movimientos según cada personaje.',
      'Interpreta a su personaje con voz y algunos gestos.',
      'Dice su parte sin caracterizar al personaje.',
      'No participa en la dramatización.',
    ],
    [
      'Cambia la voz y los movimientos según el personaje que interpreta.',
      'Cambio la voz y los movimientos según mi personaje.',
    ],
    trabajo(
      'le04-29-radioteatro',
      'cuento',
      'Una fábula convertida en obra radial',
      [
        'En grupos, los niños transforman una fábula en una obra radial: solo con voces y sonidos.',
        'Cada uno interpreta a un personaje cambiando la voz y otro hace los efectos de sonido.',
      ],
      ['Grabadora o teléfono', 'Objetos para hacer sonidos', 'Guion'],
      [
        ['Escribir el guion', 'Escriban los diálogos de la fábula y marquen los sonidos.', 2],
        ['Ensayar las voces', 'Ensaya la voz de tu personaje para que se reconozca sin verlo.', 2],
        ['Grabar', 'Graben la obra radial y escúchenlo con el curso.', 2],
      ],
      ['dramatizacion', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE04 OA 30',
    'Poemas dichos de memoria',
    [
      'Dice de memoria un poema completo, con entonación, pausas entre los versos y expresividad.',
      'Dice de memoria el poema con algunos olvidos y poca expresividad.',
      'Dice de memoria solo la primera estrofa.',
      'No dice el poema de memoria.',
    ],
    ['Dice un poema de memoria con pausas entre los versos.', 'Digo un poema de memoria con pausas entre los versos.'],
    trabajo(
      'le04-30-poemas-en-el-patio',
      'tema',
      'Poemas en el patio',
      [
        'Durante una semana, el curso recita poemas de memoria en el patio, en el recreo largo.',
        'Cada niño elige un poema, lo memoriza y lo dice con expresividad.',
      ],
      ['Antología de poemas', 'Cartel del recital'],
      [
        ['Elegir y memorizar', 'Elige un poema y memorízalo estrofa por estrofa.', 2],
        ['Ensayar', 'Ensaya frente a un espejo cuidando la entonación y los gestos.', 1],
        ['Recitar', 'Recita el poema en el patio.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
]

/** The instruments of the Lenguaje OA of 6° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos06: readonly OaInstrumentos[] = [
  oa(
    'LE06 OA 01',
    'Lectura fluida con decodificación automática',
    [
      'Lee con fluidez textos variados, decodifica automáticamente casi todas las palabras y su entonación refleja la puntuación y el sentido.',
      'Lee con fluidez, con entonación que a veces no sigue la puntuación.',
      'Lee con pausas que interrumpen el sentido del texto.',
      'No lee con fluidez los textos del nivel.',
    ],
    [
      'Lee en voz alta con una entonación que muestra el sentido del texto.',
      'Leo en voz alta con una entonación que muestra el sentido del texto.',
    ],
  ),
  oa(
    'LE06 OA 02',
    'Comprensión con esquemas y resúmenes',
    [
      'Aplica estrategias de comprensión: relee, se hace preguntas, organiza la información en esquemas y resume el texto con sus palabras.',
      'Organiza la información en un esquema, pero su resumen copia frases del texto.',
      'Usa una estrategia solo cuando se le indica.',
      'No usa estrategias de comprensión.',
    ],
    [
      'Resume un texto con sus palabras después de hacer un esquema.',
      'Resumo un texto con mis palabras después de hacer un esquema.',
    ],
  ),
  oa(
    'LE06 OA 03',
    'Literatura variada y su valor cultural',
    [
      'Lee novelas, mitos, leyendas, fábulas y poemas, y reconoce el valor social y cultural de la literatura con ejemplos de sus lecturas.',
      'Lee literatura variada y reconoce el valor cultural de algunas obras.',
      'Lee obras de un solo tipo.',
      'No lee literatura del nivel.',
    ],
    [
      'Explica por qué un mito es parte de la cultura de un pueblo.',
      'Explico por qué un mito es parte de la cultura de un pueblo.',
    ],
  ),
  oa(
    'LE06 OA 04',
    'Acciones principales, motivaciones y época de la narración',
    [
      'Explica cómo las acciones principales influyen en la historia, las actitudes de los personajes según sus motivaciones y la relación del relato con su época.',
      'Explica las acciones principales y las motivaciones, sin relacionarlas con la época.',
      'Resume las acciones sin explicar su influencia.',
      'No analiza la narración.',
    ],
    ['Explica por qué un personaje actúa como actúa.', 'Explico por qué un personaje actúa como actúa.'],
  ),
  oa(
    'LE06 OA 05',
    'Hipérbole, aliteración y onomatopeya en los poemas',
    [
      'Interpreta personificaciones, comparaciones e hipérboles del poema y explica cómo la aliteración y la onomatopeya refuerzan su sentido.',
      'Interpreta el lenguaje figurado, pero no explica el efecto de la aliteración y la onomatopeya.',
      'Reconoce una figura sin interpretarla.',
      'No analiza el poema.',
    ],
    [
      'Explica el efecto de una onomatopeya o una aliteración del poema.',
      'Explico el efecto de una onomatopeya o una aliteración del poema.',
    ],
  ),
  oa(
    'LE06 OA 06',
    'Comparación de dos textos no literarios',
    [
      'Comprende textos no literarios, compara dos textos del mismo tema y relaciona su información con gráficos, tablas o mapas.',
      'Comprende cada texto, pero la comparación es superficial.',
      'Comprende un solo texto y no los compara.',
      'No comprende textos no literarios del nivel.',
    ],
    [
      'Compara la información de dos textos informativos sobre el mismo tema.',
      'Comparo la información de dos textos informativos sobre el mismo tema.',
    ],
  ),
  oa(
    'LE06 OA 07',
    'Comparación de fuentes sobre un mismo hecho',
    [
      'Evalúa con sentido crítico textos de distinto origen: identifica emisor, propósito del texto y destinatario, y compara cómo dos fuentes informan un mismo hecho.',
      'Identifica emisor y propósito y nota diferencias entre fuentes, sin explicarlas.',
      'Identifica solo el emisor de cada fuente.',
      'No evalúa la información.',
    ],
    [
      'Compara cómo dos fuentes informan un mismo hecho y quién es el emisor de cada una.',
      'Comparo cómo dos fuentes informan un mismo hecho.',
    ],
  ),
  oa(
    'LE06 OA 08',
    'Registro ordenado de ideas principales',
    [
      'Sintetiza, registra y ordena las ideas principales de lo que lee en apuntes u organizadores gráficos útiles para estudiar.',
      'Registra las ideas principales con un orden poco claro.',
      'Copia fragmentos sin identificar las ideas principales.',
      'No registra lo que lee.',
    ],
    [
      'Ordena en un organizador gráfico las ideas principales de un texto.',
      'Ordeno en un organizador gráfico las ideas principales.',
    ],
  ),
  oa(
    'LE06 OA 09',
    'Hábito lector y diversidad de textos',
    [
      'Mantiene un hábito lector con textos diversos, elige lecturas con criterio y comparte recomendaciones con el curso.',
      'Mantiene un hábito lector con un solo tipo de texto.',
      'Lee solo lo que se exige.',
      'No lee de forma habitual.',
    ],
    [
      'Mantiene un hábito lector con libros de distintos tipos.',
      'Disfruto la lectura personal de libros de distintos tipos.',
    ],
  ),
  oa(
    'LE06 OA 10',
    'La biblioteca para informarse de la actualidad',
    [
      'Usa la biblioteca para elegir textos, investigar e informarse de la actualidad en diarios y revistas, cuidando los materiales y el silencio.',
      'Usa la biblioteca para elegir textos e investigar, sin consultar la prensa.',
      'Va a la biblioteca sin un fin claro.',
      'No usa la biblioteca.',
    ],
    [
      'Consulta diarios y revistas en la biblioteca para informarse.',
      'Consulto diarios y revistas en la biblioteca para informarme.',
    ],
  ),
  oa(
    'LE06 OA 11',
    'Investigación contrastando fuentes',
    [
      'Investiga un tema reuniendo y contrastando información de fuentes variadas y explica en qué coinciden y en qué difieren.',
      'Reúne información de varias fuentes, pero no la contrasta.',
      'Usa una sola fuente.',
      'No investiga el tema.',
    ],
    [
      'Contrasta la información de dos fuentes sobre su tema.',
      'Contrasto la información de dos fuentes sobre mi tema.',
    ],
  ),
  oa(
    'LE06 OA 12',
    'Significado de palabras nuevas con claves del contexto',
    [
      'Determina el significado de palabras nuevas con claves del contexto, raíces y afijos, y lo verifica en diccionarios o en internet.',
      'Determina el significado en el diccionario, sin usar el contexto.',
      'Supone el significado sin verificarlo.',
      'No averigua el significado de palabras nuevas.',
    ],
    [
      'Verifica en el diccionario el significado que dedujo por el contexto.',
      'Verifico en el diccionario el significado que deduje por el contexto.',
    ],
  ),
  oa(
    'LE06 OA 13',
    'Escritura creativa frecuente en sexto',
    [
      'Escribe con frecuencia cuentos, poemas, anécdotas o blogs con creatividad, experimentando con formas y temas nuevos.',
      'Escribe con frecuencia, pero siempre en la misma forma.',
      'Escribe poco y solo cuando se le exige.',
      'No escribe textos creativos.',
    ],
    [
      'Escribe textos creativos de distintos tipos durante el semestre.',
      'Escribo textos creativos de distintos tipos durante el semestre.',
    ],
    trabajo(
      'le06-13-antologia-del-curso',
      'tema',
      'Antología de escritura creativa del curso',
      [
        'El curso prepara una antología con poemas, cuentos breves y anécdotas escritos por los estudiantes.',
        'Cada estudiante aporta dos textos de tipos distintos y una breve presentación como autor.',
      ],
      ['Hojas de bloc', 'Computador', 'Carpeta para la antología'],
      [
        ['Escribir', 'Escribe dos textos creativos de tipos distintos.', 3],
        ['Revisar entre pares', 'Intercambia tus textos con un compañero y mejora con sus sugerencias.', 1],
        ['Publicar', 'Escribe tu presentación como autor y agrega tus textos a la antología.', 1],
      ],
      ['escritura_creativa', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE06 OA 14',
    'Narraciones con oraciones coherentes y diálogos',
    [
      'Escribe narraciones o noticias con estructura clara, oraciones coherentes, conectores variados y diálogos y descripciones que desarrollan la trama.',
      'Escribe con estructura clara, con conectores repetidos o pocas descripciones.',
      'Escribe con oraciones poco coherentes entre sí.',
      'No escribe una narración completa.',
    ],
    [
      'Usa conectores variados para unir los hechos de su narración.',
      'Uso conectores variados para unir los hechos de mi narración.',
    ],
    trabajo(
      'le06-14-cuento-de-ciencia-ficcion',
      'cuento',
      'Un cuento de ciencia ficción: Chile en el año 2100',
      [
        'Vas a escribir un cuento de ciencia ficción ambientado en tu ciudad en el año 2100.',
        'Describe el ambiente futuro, desarrolla un conflicto y usa diálogos para mostrar a los personajes.',
      ],
      ['Hoja de planificación', 'Hojas de cuaderno'],
      [
        ['Planificar', 'Define ambiente, personajes, conflicto y desenlace.', 2],
        ['Escribir', 'Escribe el cuento con descripciones, diálogos y conectores variados.', 3],
        ['Revisar', 'Revisa la coherencia de las oraciones con una pauta.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE06 OA 15',
    'Artículos informativos con estructura clara',
    [
      'Escribe artículos informativos con una estructura clara (introducción, desarrollo y cierre), una idea central por párrafo y las fuentes consultadas.',
      'Escribe con una idea central por párrafo, pero sin introducción o sin cierre.',
      'Escribe párrafos que mezclan ideas.',
      'No escribe un artículo informativo.',
    ],
    [
      'Escribe un artículo informativo con introducción, desarrollo y cierre.',
      'Escribo un artículo informativo con introducción, desarrollo y cierre.',
    ],
    trabajo(
      'le06-15-articulo-energias',
      'tema',
      'Artículo informativo: las energías renovables en Chile',
      [
        'Cada estudiante escribe un artículo informativo sobre una energía renovable que se usa en Chile, como la solar o la eólica.',
        'El artículo tiene introducción, un párrafo por idea central, cierre y las fuentes consultadas.',
      ],
      ['Fuentes confiables', 'Ficha de fuentes', 'Computador'],
      [
        ['Investigar', 'Reúne información en dos fuentes y anota sus datos.', 2],
        ['Escribir', 'Escribe el artículo con introducción, desarrollo y cierre.', 3],
        ['Citar', 'Agrega las fuentes consultadas al final.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE06 OA 16',
    'Comentarios de lectura sobre un tema del texto',
    [
      'Escribe comentarios de lectura que desarrollan un tema importante del texto y apoyan sus impresiones con ejemplos citados del mismo.',
      'Escribe un comentario con ejemplos, pero sin desarrollar un tema.',
      'Escribe una opinión general sin ejemplos.',
      'No escribe comentarios de lectura.',
    ],
    ['Cita un ejemplo del texto para apoyar su comentario.', 'Cito un ejemplo del texto para apoyar mi comentario.'],
    trabajo(
      'le06-16-resena-para-la-biblioteca',
      'tema',
      'Reseñas para la biblioteca del colegio',
      [
        'La biblioteca pide a sexto básico reseñas de los libros que más les gustaron para recomendarlos.',
        'Cada reseña comenta un tema importante del libro con ejemplos citados.',
      ],
      ['Libro leído', 'Ficha de reseña'],
      [
        ['Elegir el tema', 'Elige un tema importante del libro y busca dos ejemplos.', 2],
        ['Escribir la reseña', 'Escribe tu comentario con el tema y los ejemplos citados.', 3],
        ['Publicar', 'Entrega la reseña a la biblioteca para su mural.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE06 OA 17',
    'Planificación y organización del escrito',
    [
      'Planifica definiendo el propósito del texto y su destinatario, genera ideas con lo que sabe e investiga y organiza las ideas que formarán el escrito.',
      'Planifica con propósito y destinatario, pero con ideas poco organizadas.',
      'Genera ideas sin planificar el escrito.',
      'No planifica.',
    ],
    [
      'Organiza las ideas en un plan de escritura antes de redactar.',
      'Organizo mis ideas en un plan de escritura antes de redactar.',
    ],
    trabajo(
      'le06-17-plan-de-campana',
      'tema',
      'Planificar una campaña escrita contra el acoso escolar',
      [
        'El curso prepara textos para una campaña contra el acoso escolar: un afiche, una carta y un artículo.',
        'Cada grupo planifica un texto: define propósito y destinatario, investiga y organiza las ideas en un plan de escritura.',
      ],
      ['Papelógrafo', 'Fuentes sobre convivencia escolar'],
      [
        ['Definir el propósito y el destinatario', 'Escriban qué quieren lograr con el texto y quién lo leerá.', 1],
        ['Investigar', 'Reúnan datos y ejemplos en fuentes sobre convivencia escolar.', 2],
        ['Organizar', 'Ordenen las ideas en un plan de escritura con sus partes.', 2],
      ],
      ['trabajo_grupo', 'afiche'],
    ),
  ),
  oa(
    'LE06 OA 18',
    'Revisión: ejemplos, datos y justificaciones',
    [
      'Revisa y edita su texto profundizando las ideas con ejemplos, datos y justificaciones, y corrige coherencia, conectores, ortografía y presentación.',
      'Revisa su texto y corrige ortografía, con ideas poco profundizadas.',
      'Revisa solo la ortografía.',
      'No revisa sus textos.',
    ],
    [
      'Agrega ejemplos o datos a sus ideas al revisar el borrador.',
      'Agrego ejemplos o datos a mis ideas al revisar el borrador.',
    ],
    trabajo(
      'le06-18-taller-de-edicion',
      'tema',
      'Taller de edición de un texto de opinión',
      [
        'Cada estudiante revisa el borrador de un texto de opinión con una pauta de revisión.',
        'Debe profundizar cada idea con un ejemplo, un dato o una justificación, y corregir ortografía y conectores.',
      ],
      ['Borrador', 'Pauta de revisión', 'Computador'],
      [
        ['Revisar', 'Marca en tu borrador las ideas que necesitan un ejemplo o un dato.', 2],
        ['Profundizar', 'Agrega ejemplos, datos o justificaciones a esas ideas.', 2],
        ['Editar', 'Corrige la ortografía y da formato al texto en el procesador.', 1],
      ],
      ['ensayo'],
    ),
  ),
  oa(
    'LE06 OA 19',
    'Palabras nuevas pertinentes en sus escritos',
    [
      'Usa en sus escritos palabras nuevas aprendidas de manera pertinente al tema, al propósito y al registro.',
      'Usa algunas palabras nuevas aprendidas con pertinencia.',
      'Usa palabras nuevas fuera de contexto.',
      'No usa palabras aprendidas al escribir.',
    ],
    ['Usa en su texto palabras nuevas pertinentes al tema.', 'Uso en mi texto palabras nuevas que se ajustan al tema.'],
    trabajo(
      'le06-19-glosario-del-curso',
      'tema',
      'Una crónica con palabras aprendidas',
      [
        'Después de leer crónicas de viaje, cada estudiante escribe una crónica breve de una salida pedagógica.',
        'La crónica debe usar cinco palabras nuevas aprendidas en las lecturas del semestre.',
      ],
      ['Lista de palabras nuevas', 'Hojas de cuaderno'],
      [
        ['Elegir las palabras', 'Elige cinco palabras nuevas que se ajusten a tu crónica.', 1],
        ['Escribir', 'Escribe la crónica usando las palabras nuevas con pertinencia.', 3],
        ['Verificar', 'Pide a un compañero que verifique el uso de cada palabra nueva.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE06 OA 20',
    'Hiperónimos, hipónimos y locuciones',
    [
      'Dice un mismo mensaje de distintas formas usando sinónimos, hipónimos, hiperónimos, locuciones y comparaciones.',
      'Reformula con sinónimos, sin usar hiperónimos ni locuciones.',
      'Repite las mismas palabras al reformular.',
      'No reformula mensajes.',
    ],
    [
      'Reemplaza «perro, gato y conejo» por el hiperónimo «mascotas».',
      'Uso hiperónimos y sinónimos para decir lo mismo de otra forma.',
    ],
    trabajo(
      'le06-20-reescribir-un-aviso',
      'tema',
      'Decir lo mismo de otra forma: el aviso del colegio',
      [
        'El docente entrega un aviso del colegio con palabras repetidas.',
        'En parejas, los estudiantes lo reescriben de tres formas distintas usando sinónimos, hiperónimos y locuciones.',
      ],
      ['Aviso impreso', 'Diccionario de sinónimos'],
      [
        ['Identificar repeticiones', 'Subraya las palabras que se repiten en el aviso.', 1],
        ['Reescribir', 'Escribe tres versiones del aviso con sinónimos, hiperónimos y locuciones.', 3],
        ['Comparar', 'Lee las versiones al curso y expliquen qué cambia en cada una.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE06 OA 21',
    'Participios irregulares',
    [
      'Usa bien los participios irregulares (roto, abierto, dicho, escrito, puesto, vuelto) en tiempos compuestos y como adjetivos.',
      'Usa bien la mayoría de los participios irregulares, con algún error en los menos frecuentes.',
      'Usa formas regulares en lugar de participios irregulares.',
      'No reconoce los participios.',
    ],
    [
      'Escribe participios irregulares como «he escrito» y «ha vuelto».',
      'Uso bien los participios irregulares, como «he escrito» y «ha vuelto».',
    ],
    trabajo(
      'le06-21-bitacora-de-la-mudanza',
      'tema',
      'La bitácora de una mudanza',
      [
        'Cada estudiante escribe la bitácora de una familia que se muda: lo que se ha roto, lo que han puesto en cajas y lo que han abierto al llegar.',
        'Debe usar al menos ocho participios irregulares en tiempos compuestos.',
      ],
      ['Tabla de participios irregulares', 'Hojas de cuaderno'],
      [
        ['Escribir', 'Escribe la bitácora usando participios irregulares.', 3],
        ['Marcar', 'Subraya cada participio y escribe el verbo del que viene.', 1],
        ['Revisar', 'Revisa con la tabla que ningún participio tenga forma regular.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE06 OA 22',
    'Ortografía: haber, tener e ir; tilde de interrogativos',
    [
      'Escribe bien los verbos haber, tener e ir en sus tiempos más usados, usa la coma en frases explicativas y ante conectores, y tilda los pronombres interrogativos y exclamativos.',
      'Escribe bien los verbos y la tilde de interrogativos, con errores en la coma.',
      'Confunde formas escritas de los verbos haber y tener.',
      'No aplica las reglas de ortografía del nivel.',
    ],
    [
      'Tilda «qué», «cómo» y «cuándo» en preguntas y exclamaciones.',
      'Tildo «qué», «cómo» y «cuándo» en preguntas y exclamaciones.',
    ],
    trabajo(
      'le06-22-entrevista-escrita',
      'tema',
      'Una entrevista escrita con buena ortografía',
      [
        'Cada estudiante escribe una entrevista a un familiar sobre un viaje que hizo.',
        'Las preguntas llevan tilde en los interrogativos y las respuestas usan bien los verbos haber, tener e ir.',
      ],
      ['Hojas de cuaderno', 'Tarjeta de reglas ortográficas'],
      [
        ['Escribir las preguntas', 'Escribe seis preguntas con interrogativos tildados.', 1],
        ['Transcribir las respuestas', 'Escribe las respuestas cuidando los verbos haber, tener e ir.', 3],
        ['Revisar la ortografía', 'Revisa tildes, comas y verbos con la tarjeta de reglas.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE06 OA 23',
    'Obras completas en su versión íntegra',
    [
      'Escucha obras completas en su versión íntegra, como una novela leída por capítulos, y explica sus hechos principales y su sentido.',
      'Escucha la obra y explica sus hechos principales.',
      'Escucha la obra y recuerda fragmentos sueltos.',
      'No sigue la obra leída en voz alta.',
    ],
    ['Explica el sentido de la obra completa que escuchó.', 'Explico el sentido de la obra completa que escuché.'],
    trabajo(
      'le06-23-club-de-escucha',
      'cuento',
      'Club de escucha: una novela leída en voz alta',
      [
        'Durante un mes, el docente lee en voz alta una novela juvenil en su versión íntegra.',
        'Después de escuchar cada capítulo, los estudiantes comentan en grupo y registran sus ideas en un mural.',
      ],
      ['Novela juvenil', 'Mural de papel', 'Notas adhesivas'],
      [
        ['Escuchar', 'Escucha el capítulo y anota una idea importante.', 2],
        ['Comentar', 'Comenta en grupo lo escuchado y pega tu idea en el mural.', 2],
        ['Concluir', 'Al final de la novela, escribe qué sentido tiene la obra completa.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE06 OA 24',
    'Reportajes y puntos de vista en textos orales',
    [
      'Comprende reportajes, entrevistas y testimonios: registra lo relevante, compara información e identifica los distintos puntos de vista de lo escuchado.',
      'Registra lo relevante y compara información, sin identificar puntos de vista.',
      'Registra datos sueltos de lo escuchado.',
      'No comprende el texto oral.',
    ],
    [
      'Identifica dos puntos de vista en un reportaje que escuchó.',
      'Identifico dos puntos de vista en un reportaje que escuché.',
    ],
    trabajo(
      'le06-24-reportaje-radial',
      'tema',
      'Escuchar un reportaje radial y sus puntos de vista',
      [
        'El curso escucha un reportaje de radio sobre el uso de celulares en los colegios, con entrevistas a estudiantes, padres y profesores.',
        'Cada estudiante registra lo escuchado y compara los puntos de vista.',
      ],
      ['Audio del reportaje', 'Tabla de puntos de vista'],
      [
        ['Escuchar y registrar', 'Anota en la tabla qué opina cada entrevistado.', 2],
        ['Comparar', 'Compara los puntos de vista y marca en qué coinciden.', 2],
        ['Opinar', 'Escribe tu propia postura y fundaméntala.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE06 OA 25',
    'Análisis crítico de mensajes publicitarios',
    [
      'Evalúa un mensaje publicitario: identifica quién lo emite, qué intención tiene y a qué público se dirige, y fundamenta su conclusión con elementos del aviso.',
      'Identifica emisor, intención y público, sin fundamentar.',
      'Identifica solo el producto que se vende.',
      'No analiza el mensaje publicitario.',
    ],
    [
      'Explica a qué público se dirige un aviso publicitario.',
      'Explico a qué público se dirige un aviso publicitario.',
    ],
    trabajo(
      'le06-25-detectives-de-la-publicidad',
      'fuente',
      'Detectives de la publicidad',
      [
        'En grupos, los estudiantes analizan tres avisos publicitarios de revistas o televisión dirigidos a niños.',
        'Para cada aviso identifican el emisor, la intención y el público, y luego crean un contraaviso que muestre lo que el aviso oculta.',
      ],
      ['Avisos publicitarios impresos', 'Pliego de cartulina', 'Plumones'],
      [
        ['Analizar', 'Completen una ficha con emisor, intención y público de cada aviso.', 2],
        ['Crear el contraaviso', 'Diseñen un contraaviso que muestre lo que el mensaje publicitario no dice.', 2],
        ['Presentar', 'Presenten su análisis y su contraaviso al curso.', 1],
      ],
      ['afiche', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE06 OA 26',
    'Recursos de actuación, sonido e iluminación',
    [
      'Comenta la obra o la película describiendo cómo los actores cambian la voz y los gestos y qué efecto buscan la música, el sonido y la iluminación.',
      'Describe la actuación, sin explicar los recursos de sonido o iluminación.',
      'Relata la historia sin comentar los recursos.',
      'No comenta la obra.',
    ],
    ['Explica qué efecto busca la música en una escena.', 'Explico qué efecto busca la música en una escena.'],
    trabajo(
      'le06-26-escena-sin-sonido',
      'tema',
      'Una escena con y sin sonido',
      [
        'El curso ve una escena de una película dos veces: primero sin sonido y luego con la música y los efectos.',
        'En grupos, comparan cómo cambia lo que sienten y explican el efecto de cada recurso.',
      ],
      ['Escena de una película', 'Ficha de recursos'],
      [
        ['Ver sin sonido', 'Anota qué muestran los gestos de los actores sin sonido.', 2],
        ['Ver con sonido', 'Anota qué agregan la música, los efectos y la iluminación.', 2],
        ['Explicar', 'Expliquen al curso el efecto que busca cada recurso.', 1],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE06 OA 27',
    'Diálogo que complementa ideas y sugiere',
    [
      'Dialoga para desarrollar ideas: complementa las de otros, sugiere, acepta sugerencias, discrepa con respeto y fundamenta su postura.',
      'Dialoga y fundamenta su postura, sin complementar las ideas de otros.',
      'Da su idea sin considerar las de otros.',
      'No participa en el diálogo.',
    ],
    [
      'En el diálogo, complementa la idea de un compañero antes de dar la suya.',
      'Cuando dialogamos, complemento la idea de un compañero antes de dar la mía.',
    ],
    trabajo(
      'le06-27-consejo-de-curso',
      'tema',
      'Consejo de curso: ¿cómo mejoramos el recreo?',
      [
        'En un consejo de curso, los estudiantes dialogan para proponer mejoras al recreo.',
        'Cada intervención debe complementar o discrepar con respeto de una idea anterior.',
      ],
      ['Acta del consejo', 'Papelógrafo'],
      [
        ['Preparar', 'Escribe una propuesta y una razón que la fundamente.', 1],
        ['Dialogar', 'Dialoga complementando o discrepando con respeto de las ideas anteriores.', 3],
        ['Acordar', 'Registren en el acta los acuerdos del consejo.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE06 OA 28',
    'Convenciones sociales según el interlocutor',
    [
      'Se presenta, saluda y usa fórmulas de cortesía ajustadas al interlocutor y a la situación, y presenta a otros con claridad.',
      'Usa fórmulas de cortesía, pero no las ajusta al interlocutor.',
      'Usa fórmulas de cortesía de forma mecánica.',
      'No usa convenciones sociales.',
    ],
    ['Ajusta su saludo y su trato al interlocutor.', 'Ajusto mi saludo y mi trato a la persona con quien hablo.'],
    trabajo(
      'le06-28-visita-a-una-empresa',
      'tema',
      'Preparar una visita cortés a un lugar de trabajo',
      [
        'El curso visitará un lugar de trabajo, como un hospital o una radio, y preparará cómo presentarse y agradecer.',
        'Cada grupo ensaya saludos, presentaciones y despedidas para distintos interlocutores.',
      ],
      ['Tarjetas con situaciones', 'Carta de agradecimiento'],
      [
        ['Ensayar', 'Ensayen cómo saludar y presentarse ante el director del lugar y ante un trabajador.', 2],
        ['Visitar', 'Saluden, preséntense y despídanse con cortesía durante la visita.', 2],
        ['Agradecer', 'Escriban una carta de agradecimiento al lugar visitado.', 1],
      ],
      ['carta', 'dramatizacion'],
    ),
  ),
  oa(
    'LE06 OA 29',
    'Exposición con cohesión y participios bien usados',
    [
      'Expone con introducción, desarrollo y cierre unidos por elementos de cohesión, registro formal, verbos y participios bien usados y material de apoyo eficaz.',
      'Expone con estructura clara, con errores en algunos verbos o participios.',
      'Expone con partes desconectadas.',
      'No realiza la exposición.',
    ],
    ['Une las partes de su exposición con conectores.', 'Uno las partes de mi exposición con conectores.'],
    trabajo(
      'le06-29-exposicion-derechos-del-nino',
      'tema',
      'Exposición: un derecho del niño',
      [
        'En parejas, los estudiantes exponen sobre un derecho del niño y cómo se cumple en Chile.',
        'La exposición une sus partes con conectores, usa registro formal y un material de apoyo con lo esencial.',
      ],
      ['Diapositivas o cartulina', 'Fichas'],
      [
        ['Investigar', 'Reúnan información sobre el derecho y ejemplos en Chile.', 2],
        ['Preparar', 'Organicen introducción, desarrollo y cierre y preparen el apoyo visual.', 2],
        ['Exponer', 'Expongan con registro formal y respondan preguntas.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE06 OA 30',
    'Palabras nuevas pertinentes al hablar',
    [
      'Al hablar usa de manera pertinente palabras nuevas aprendidas, según el tema y la situación.',
      'Usa al hablar algunas palabras nuevas con pertinencia.',
      'Usa palabras nuevas fuera de contexto.',
      'No usa palabras nuevas al hablar.',
    ],
    ['Usa al exponer palabras nuevas pertinentes al tema.', 'Uso al exponer palabras nuevas que se ajustan al tema.'],
    trabajo(
      'le06-30-radio-escolar',
      'tema',
      'Un programa de la radio escolar con palabras nuevas',
      [
        'El curso prepara un programa breve para la radio escolar sobre libros recomendados.',
        'Cada locutor usa al menos tres palabras nuevas aprendidas en sus lecturas.',
      ],
      ['Guion', 'Grabadora o teléfono'],
      [
        ['Elegir palabras', 'Elige tres palabras nuevas que se ajusten a tu parte del programa.', 1],
        ['Grabar', 'Graba tu parte usando las palabras nuevas con naturalidad.', 3],
        ['Escuchar', 'Escucha el programa y marca las palabras nuevas usadas.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE06 OA 31',
    'Textos orales espontáneos o planificados',
    [
      'Produce textos orales espontáneos o planificados (poemas, historias, testimonios, noticias, dramatizaciones) con expresividad y una estructura clara.',
      'Produce textos orales planificados con estructura clara, con poca expresividad en los espontáneos.',
      'Produce textos orales poco organizados.',
      'No produce textos orales.',
    ],
    ['Presenta un testimonio oral con una estructura clara.', 'Presento un testimonio oral con una estructura clara.'],
    trabajo(
      'le06-31-testimonios-del-barrio',
      'tema',
      'Testimonios orales del barrio',
      [
        'Cada estudiante entrevista a un vecino y luego presenta oralmente su testimonio en primera persona.',
        'El texto oral se planifica con inicio, hechos y cierre, y se presenta con expresividad.',
      ],
      ['Cuaderno de notas', 'Grabadora o teléfono'],
      [
        ['Entrevistar', 'Entrevista a un vecino sobre un recuerdo del barrio.', 2],
        ['Planificar', 'Ordena el testimonio en inicio, hechos y cierre.', 1],
        ['Presentar', 'Presenta el testimonio oral al curso con expresividad.', 2],
      ],
      ['exposicion_oral', 'investigacion'],
    ),
  ),
]

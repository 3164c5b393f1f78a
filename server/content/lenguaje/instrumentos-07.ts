/** The instruments of the Lengua y Literatura OA of 7° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos07: readonly OaInstrumentos[] = [
  oa(
    'LE07 OA 01',
    'Lectura habitual según gustos y propósitos',
    [
      'Lee de forma habitual para aprender y entretenerse, elige textos según sus gustos y propósitos, y registra y fundamenta sus elecciones.',
      'Lee de forma habitual, pero elige textos sin un criterio claro.',
      'Lee solo las lecturas obligatorias.',
      'No mantiene un hábito lector.',
    ],
    [
      'Elige sus lecturas según sus gustos y lleva un registro de lectura.',
      'Elijo mis lecturas según mis gustos y llevo un registro de lectura.',
    ],
  ),
  oa(
    'LE07 OA 02',
    'La experiencia humana en las obras leídas',
    [
      'Reflexiona sobre una dimensión de la experiencia humana (la amistad, el miedo, la libertad) a partir de las obras leídas y la relaciona con su vida.',
      'Identifica la dimensión humana que trata la obra, con una reflexión superficial.',
      'Resume la obra sin reflexionar sobre la experiencia humana.',
      'No reflexiona a partir de las obras.',
    ],
    [
      'Relaciona el tema de la amistad de una obra con su propia experiencia.',
      'Relaciono el tema de la amistad de una obra con mi experiencia.',
    ],
  ),
  oa(
    'LE07 OA 03',
    'Conflicto, narrador y orden temporal',
    [
      'Analiza el conflicto de la narración, el papel de cada personaje, cuándo habla el narrador y cuándo los personajes, y el orden temporal de los hechos.',
      'Analiza el conflicto y los personajes, con errores en el orden temporal.',
      'Identifica el conflicto sin analizarlo.',
      'No analiza la narración.',
    ],
    [
      'Distingue cuándo habla el narrador y cuándo habla un personaje.',
      'Distingo cuándo habla el narrador y cuándo un personaje.',
    ],
  ),
  oa(
    'LE07 OA 04',
    'Ritmo, sonoridad e imágenes poéticas',
    [
      'Analiza cómo el poema apela a los sentidos y crea imágenes, el efecto del lenguaje figurado y el ritmo y la sonoridad de los versos al leerlos en voz alta.',
      'Analiza el lenguaje figurado y las imágenes, sin considerar el ritmo.',
      'Identifica figuras sin analizar su efecto.',
      'No analiza el poema.',
    ],
    [
      'Explica qué imagen crea un verso y a qué sentido apela.',
      'Explico qué imagen crea un verso y a qué sentido apela.',
    ],
  ),
  oa(
    'LE07 OA 05',
    'Romances y poesía popular chilena',
    [
      'Reconoce en romances y décimas de la poesía popular los versos octosílabos, la rima asonante y la tradición oral, y los relaciona con su contexto.',
      'Reconoce los versos octosílabos y la rima, sin relacionarlos con su contexto.',
      'Reconoce que el romance es poesía popular, sin identificar sus rasgos.',
      'No comprende los romances leídos.',
    ],
    [
      'Cuenta las sílabas de un verso octosílabo de una décima.',
      'Cuento las sílabas de un verso octosílabo de una décima.',
    ],
  ),
  oa(
    'LE07 OA 06',
    'Relatos mitológicos: dioses, héroes y origen',
    [
      'Analiza un mito: reconoce a sus dioses y héroes, explica qué origen o fenómeno relata y lo relaciona con la cultura que lo creó.',
      'Reconoce dioses y héroes y el origen que relata el mito, sin relacionarlo con su cultura.',
      'Resume el mito sin reconocer sus rasgos.',
      'No comprende el relato mitológico.',
    ],
    [
      'Explica qué fenómeno de la naturaleza explica un mito griego.',
      'Explico qué fenómeno de la naturaleza explica un mito griego.',
    ],
  ),
  oa(
    'LE07 OA 07',
    'Interpretación a partir de un dilema',
    [
      'Interpreta el texto literario a partir de un dilema que plantea, toma una postura ante él y la relaciona con la visión de mundo de la época.',
      'Identifica el dilema y toma una postura, sin relacionarla con la época.',
      'Identifica el dilema sin tomar postura.',
      'No interpreta el texto.',
    ],
    [
      'Toma una postura ante el dilema de un personaje y la fundamenta.',
      'Tomo una postura ante el dilema de un personaje y la fundamento.',
    ],
  ),
  oa(
    'LE07 OA 08',
    'Postura y argumentos en textos argumentativos',
    [
      'Identifica la postura del autor y sus argumentos en columnas y cartas, distingue hecho de opinión y asume una postura fundamentada.',
      'Identifica la postura y los argumentos, con errores al distinguir hecho de opinión.',
      'Identifica la postura sin sus argumentos.',
      'No analiza el texto argumentativo.',
    ],
    [
      'Distingue en una columna de opinión los hechos de las opiniones.',
      'Distingo en una columna de opinión los hechos de las opiniones.',
    ],
  ),
  oa(
    'LE07 OA 09',
    'Estereotipos y propósitos en los medios',
    [
      'Analiza textos de los medios: sus propósitos explícitos e implícitos, los estereotipos y prejuicios, y la relación del texto con imágenes y gráficos.',
      'Identifica los propósitos y algún estereotipo, sin analizar las imágenes.',
      'Identifica solo el propósito explícito.',
      'No analiza los textos de los medios.',
    ],
    ['Identifica un estereotipo en un aviso o una noticia.', 'Identifico un estereotipo en un aviso o una noticia.'],
  ),
  oa(
    'LE07 OA 10',
    'Textos no literarios que contextualizan las obras',
    [
      'Lee textos no literarios (biografías, artículos) y usa su información para contextualizar y comprender mejor la obra literaria leída.',
      'Lee el texto de contexto, pero lo relaciona poco con la obra.',
      'Lee el texto de contexto sin relacionarlo.',
      'No comprende los textos de contexto.',
    ],
    [
      'Usa la biografía de un autor para comprender mejor su obra.',
      'Uso la biografía de un autor para comprender mejor su obra.',
    ],
  ),
  oa(
    'LE07 OA 11',
    'Estrategias para textos multimodales',
    [
      'Aplica estrategias según su propósito: resume, se hace preguntas, analiza la relación entre imagen y texto en textos multimodales y resuelve lo que dificulta su comprensión.',
      'Resume y se hace preguntas, pero no analiza la relación entre imagen y texto.',
      'Usa una estrategia sin adecuarla al propósito.',
      'No usa estrategias de comprensión.',
    ],
    [
      'Explica qué aporta la imagen al texto de una infografía.',
      'Explico qué aporta la imagen al texto de una infografía.',
    ],
  ),
  oa(
    'LE07 OA 12',
    'Escritura creativa con tema, género y destinatario libres',
    [
      'Escribe con creatividad textos de distintos géneros (cuentos, crónicas, cartas, poemas), elige tema, género y destinatario y logra un efecto en el lector.',
      'Escribe textos creativos eligiendo el género, con poco efecto en el lector.',
      'Escribe siempre en el mismo género.',
      'No escribe textos creativos.',
    ],
    [
      'Elige el género de su escritura creativa: un cuento, una crónica o un poema.',
      'Elijo el género de mi escritura creativa y para quién escribo.',
    ],
    trabajo(
      'le07-12-cronica-de-un-dia',
      'tema',
      'Crónica de un día en mi ciudad',
      [
        'Cada estudiante escribe una crónica sobre un día común en un lugar de su ciudad: la feria, el paradero o la plaza.',
        'La crónica mezcla hechos observados con la mirada personal del cronista.',
      ],
      ['Libreta de observación', 'Hojas de cuaderno'],
      [
        ['Observar', 'Observa el lugar durante media hora y anota detalles, voces y olores.', 2],
        ['Escribir la crónica', 'Escribe la crónica en primera persona con los detalles observados.', 3],
        ['Compartir', 'Lee tu crónica al curso y recibe comentarios.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE07 OA 13',
    'Textos expositivos con fuentes y recursos anafóricos',
    [
      'Escribe un texto expositivo con presentación del tema, información de varias fuentes, progresión temática con recursos anafóricos, apoyos gráficos, cierre y referencias.',
      'Escribe el texto con información de varias fuentes, pero sin referencias o sin cierre.',
      'Escribe con información de una sola fuente y sin progresión clara.',
      'No escribe un texto expositivo.',
    ],
    [
      'Incluye las referencias de las fuentes al final de su informe.',
      'Incluyo las referencias de las fuentes al final de mi informe.',
    ],
    trabajo(
      'le07-13-informe-lenguas-originarias',
      'tema',
      'Informe: las lenguas originarias de Chile',
      [
        'Cada estudiante escribe un informe sobre una lengua originaria de Chile, como el mapudungun o el rapanui.',
        'El informe presenta el tema, usa información de tres fuentes, incluye un gráfico o una tabla y termina con las referencias.',
      ],
      ['Fuentes confiables', 'Ficha de referencias', 'Computador'],
      [
        ['Investigar', 'Reúne información de tres fuentes y anota sus referencias.', 2],
        ['Escribir el informe', 'Escribe el informe con presentación, desarrollo y cierre.', 3],
        ['Agregar apoyos', 'Agrega un gráfico o una tabla y la lista de referencias.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE07 OA 14',
    'Cartas al director con una afirmación y evidencias',
    [
      'Escribe un texto breve para persuadir (carta al director, editorial o crítica literaria) con una afirmación clara apoyada en evidencias pertinentes.',
      'Escribe con una afirmación clara, pero con evidencias poco pertinentes.',
      'Escribe una opinión sin evidencias.',
      'No escribe un texto persuasivo.',
    ],
    [
      'Apoya su afirmación con evidencias en una carta al director.',
      'Apoyo mi afirmación con evidencias en una carta al director.',
    ],
    trabajo(
      'le07-14-carta-al-director',
      'tema',
      'Carta al director: ¿más áreas verdes en la comuna?',
      [
        'Cada estudiante escribe una carta al director de un diario local sobre la falta de áreas verdes en su comuna.',
        'La carta plantea una afirmación, la apoya con dos evidencias y cierra con una propuesta.',
      ],
      ['Datos de áreas verdes de la comuna', 'Modelo de carta al director'],
      [
        ['Reunir evidencias', 'Busca dos datos o ejemplos que apoyen tu afirmación.', 2],
        ['Escribir', 'Escribe la carta al director con afirmación, evidencias y propuesta.', 3],
        ['Revisar', 'Revisa la coherencia y el registro formal de la carta.', 1],
      ],
      ['carta_director', 'ensayo'],
    ),
  ),
  oa(
    'LE07 OA 15',
    'Proceso de escritura según contexto y destinatario',
    [
      'Planifica, escribe, revisa y reescribe su texto según el destinatario y el propósito, cuidando el registro, la persona gramatical, la coherencia y los conectores.',
      'Planifica y revisa, pero su reescritura mejora poco la coherencia.',
      'Escribe un borrador sin revisarlo.',
      'No sigue un proceso de escritura.',
    ],
    ['Reescribe su borrador después de revisarlo.', 'Reescribo mi borrador después de revisarlo.'],
    trabajo(
      'le07-15-folleto-de-bienvenida',
      'tema',
      'Folleto de bienvenida para séptimo básico',
      [
        'El curso escribe un folleto para los estudiantes que llegarán a séptimo básico el próximo año.',
        'Cada grupo sigue el proceso de escritura: planifica, escribe un borrador, lo revisa con otro grupo y lo reescribe.',
      ],
      ['Pauta de revisión', 'Computador', 'Hojas de bloc'],
      [
        ['Planificar', 'Definan destinatario, propósito y secciones del folleto.', 1],
        ['Escribir el borrador', 'Escriban el borrador de su sección.', 2],
        ['Revisar y reescribir', 'Intercambien borradores, revisen con la pauta y reescriban.', 2],
      ],
      ['trabajo_grupo', 'afiche'],
    ),
  ),
  oa(
    'LE07 OA 16',
    'Oración, sujeto y predicado al revisar',
    [
      'Revisa sus textos con los conceptos de oración, sujeto y predicado: escribe oraciones completas y mantiene la concordancia entre sujeto y verbo.',
      'Escribe oraciones completas, con errores de concordancia.',
      'Escribe oraciones incompletas.',
      'No reconoce sujeto ni predicado.',
    ],
    [
      'Corrige la concordancia entre el sujeto y el verbo de sus oraciones.',
      'Corrijo la concordancia entre el sujeto y el verbo de mis oraciones.',
    ],
    trabajo(
      'le07-16-corregir-un-reportaje',
      'tema',
      'Corregir oraciones de un reportaje',
      [
        'El docente entrega un reportaje con oraciones incompletas y errores de concordancia entre sujeto y predicado.',
        'En parejas, los estudiantes identifican el sujeto y el predicado de cada oración y las corrigen.',
      ],
      ['Reportaje impreso', 'Lápices de colores'],
      [
        ['Analizar', 'Marquen el sujeto y el predicado de cada oración.', 2],
        ['Corregir', 'Corrijan las oraciones incompletas y la concordancia.', 2],
        ['Explicar', 'Expliquen a otra pareja dos correcciones.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE07 OA 17',
    'Correferencia léxica: sinónimos e hiperónimos',
    [
      'Emplea la correferencia léxica (sinónimos, hiperónimos, sustitución léxica) para evitar repeticiones y explica cómo aporta a la cohesión.',
      'Usa sinónimos para evitar repeticiones, sin hiperónimos.',
      'Repite las mismas palabras a lo largo del texto.',
      'No reconoce la correferencia.',
    ],
    ['Usa un hiperónimo para no repetir un sustantivo.', 'Uso un hiperónimo para no repetir un sustantivo.'],
    trabajo(
      'le07-17-articulo-sin-repeticiones',
      'tema',
      'Un artículo sobre el cóndor sin repeticiones',
      [
        'Cada estudiante reescribe un artículo breve sobre el cóndor en que la palabra «cóndor» se repite diez veces.',
        'Usa sinónimos, hiperónimos y expresiones como «esta ave» para mantener la cohesión.',
      ],
      ['Artículo impreso', 'Diccionario de sinónimos'],
      [
        ['Marcar repeticiones', 'Subraya cada repetición de «cóndor».', 1],
        ['Sustituir', 'Reemplaza las repeticiones con sinónimos e hiperónimos.', 3],
        ['Comprobar', 'Lee el texto nuevo y comprueba que el referente siga claro.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE07 OA 18',
    'Tiempos del modo indicativo al narrar',
    [
      'Usa bien los tiempos del modo indicativo al narrar (pretérito, copretérito, presente) y mantiene una secuencia temporal coherente.',
      'Usa bien el pretérito y el copretérito, con algún cambio de tiempo injustificado.',
      'Mezcla tiempos verbales sin coherencia.',
      'No reconoce los tiempos verbales.',
    ],
    ['Mantiene el mismo tiempo verbal al narrar una historia.', 'Mantengo el tiempo verbal al narrar una historia.'],
    trabajo(
      'le07-18-relato-de-un-recuerdo',
      'tema',
      'Relato de un recuerdo de infancia',
      [
        'Cada estudiante narra un recuerdo de infancia usando el pretérito para las acciones y el copretérito para las descripciones.',
        'Luego marca los verbos y revisa la secuencia temporal.',
      ],
      ['Hojas de cuaderno', 'Tabla de tiempos verbales'],
      [
        ['Escribir', 'Narra tu recuerdo en tres párrafos.', 3],
        ['Marcar verbos', 'Marca con un color el pretérito y con otro el copretérito.', 1],
        ['Revisar', 'Corrige los cambios de tiempo verbal que rompan la secuencia.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE07 OA 19',
    'Ortografía literal, acentual y puntual en séptimo',
    [
      'Escribe con corrección ortográfica: aplica las reglas de ortografía literal y acentual, comprueba palabras que no siguen reglas y usa bien punto, coma, raya y dos puntos.',
      'Aplica las reglas con errores ocasionales en la tilde o en la coma.',
      'Comete errores frecuentes de tildes y puntuación.',
      'No aplica las reglas ortográficas.',
    ],
    ['Revisa la ortografía de su texto antes de entregarlo.', 'Reviso la ortografía de mi texto antes de entregarlo.'],
    trabajo(
      'le07-19-editores-de-la-revista',
      'tema',
      'Editores de la revista escolar',
      [
        'El curso actúa como equipo editor de la revista escolar y corrige la ortografía de los textos enviados por otros cursos.',
        'Cada editor marca y corrige errores de tildes, puntuación y ortografía literal, y explica la regla.',
      ],
      ['Textos para corregir', 'Diccionario', 'Pauta de corrección'],
      [
        ['Corregir', 'Marca y corrige los errores de ortografía del texto asignado.', 3],
        ['Explicar la regla', 'Anota al margen la regla de cada corrección.', 1],
        ['Devolver', 'Entrega el texto corregido con una nota para su autor.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE07 OA 20',
    'Comprensión de textos audiovisuales',
    [
      'Comprende y evalúa discursos o documentales: sus temas principales, los hechos y las opiniones, los puntos de vista y la relación entre imagen y sonido.',
      'Identifica los temas y distingue hechos de opiniones, sin analizar imagen ni sonido.',
      'Resume el texto audiovisual sin evaluarlo.',
      'No comprende el texto audiovisual.',
    ],
    ['Distingue hechos de opiniones en un documental.', 'Distingo hechos de opiniones en un documental.'],
    trabajo(
      'le07-20-analisis-de-documental',
      'tema',
      'Análisis de un documental sobre el agua en Chile',
      [
        'El curso ve un documental sobre la sequía en Chile y lo analiza en grupos.',
        'Cada grupo distingue hechos de opiniones, identifica los puntos de vista y explica cómo la imagen y el sonido refuerzan el mensaje.',
      ],
      ['Documental', 'Ficha de análisis'],
      [
        ['Ver y registrar', 'Registra en la ficha hechos, opiniones y puntos de vista.', 2],
        ['Analizar imagen y sonido', 'Explica qué efecto buscan dos escenas por su imagen y su música.', 2],
        ['Presentar', 'Presenten su análisis y su postura al curso.', 1],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE07 OA 21',
    'Diálogo constructivo para debatir',
    [
      'Debate de forma constructiva: mantiene el foco, muestra que comprende al otro, fundamenta su postura, hace avanzar la discusión y negocia acuerdos.',
      'Fundamenta su postura, pero no muestra comprensión de la postura contraria.',
      'Da su postura sin fundamentos.',
      'No participa en el debate.',
    ],
    ['Fundamenta su postura en el debate con un argumento.', 'Fundamento mi postura en el debate con un argumento.'],
    trabajo(
      'le07-21-debate-uniforme',
      'tema',
      'Debate: ¿debería ser obligatorio el uniforme escolar?',
      [
        'El curso se divide en dos equipos para debatir si el uniforme escolar debería ser obligatorio.',
        'Hay un moderador, turnos de exposición, réplica y un cierre con los acuerdos posibles.',
      ],
      ['Fichas de argumentos', 'Cronómetro', 'Pauta del moderador'],
      [
        ['Preparar argumentos', 'Reúne con tu equipo tres argumentos y anticipa los contraargumentos.', 2],
        ['Debatir', 'Expón y replica en tu turno, mostrando que escuchaste al otro equipo.', 3],
        ['Negociar', 'Busquen entre ambos equipos un acuerdo posible.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE07 OA 22',
    'Exposición con conceptos clave y sin muletillas',
    [
      'Expone ante una audiencia información confiable con progresión temática clara, ejemplos, explicación de conceptos clave, vocabulario variado sin muletillas y material visual pertinente.',
      'Expone con información confiable y ejemplos, con algunas muletillas.',
      'Expone sin explicar los conceptos clave.',
      'No realiza la exposición.',
    ],
    [
      'Explica los conceptos clave de su tema durante la exposición.',
      'Explico los conceptos clave de mi tema durante la exposición.',
    ],
    trabajo(
      'le07-22-exposicion-mitologia',
      'tema',
      'Exposición: un dios o un héroe de la mitología griega',
      [
        'Cada estudiante prepara una exposición de cinco minutos sobre un dios o un héroe de la mitología griega.',
        'Debe explicar quién es, qué mito lo protagoniza y qué valores representa, con un apoyo visual pertinente.',
      ],
      ['Libros de mitología', 'Diapositivas o cartulina'],
      [
        ['Investigar', 'Reúne información confiable sobre el dios o el héroe.', 2],
        ['Preparar', 'Organiza la exposición y prepara el apoyo visual.', 2],
        ['Exponer', 'Expón ante la audiencia sin muletillas y responde preguntas.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE07 OA 23',
    'Registro, volumen y dicción al hablar',
    [
      'Usa de manera consciente los elementos de los textos orales: ajusta el registro, el volumen, la velocidad y la dicción a la situación y cuida la relación con el otro al discrepar.',
      'Ajusta el registro, pero no el volumen ni la velocidad.',
      'Usa el mismo registro en toda situación.',
      'No atiende a los elementos del texto oral.',
    ],
    ['Ajusta su registro y su volumen a la situación comunicativa.', 'Ajusto mi registro y mi volumen a la situación.'],
    trabajo(
      'le07-23-dos-situaciones',
      'tema',
      'Una misma noticia en dos registros',
      [
        'En parejas, los estudiantes relatan una misma noticia del colegio dos veces: a un amigo en el recreo y a la directora en una reunión.',
        'Comparan cómo cambian el registro, el volumen, la velocidad y la dicción.',
      ],
      ['Tarjetas con las situaciones', 'Grabadora o teléfono'],
      [
        ['Preparar', 'Escriban las dos versiones con el registro de cada situación.', 1],
        ['Representar y grabar', 'Representen ambas situaciones y grábenlas.', 2],
        ['Comparar', 'Escuchen las grabaciones y anoten las diferencias de registro y dicción.', 2],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE07 OA 24',
    'Investigación con búsqueda en biblioteca e internet',
    [
      'Investiga un tema de lengua o literatura: delimita el tema, usa los sistemas de búsqueda de la biblioteca y de internet, organiza la información en categorías, registra la bibliografía y comunica los resultados.',
      'Investiga y organiza la información, pero no registra la bibliografía.',
      'Reúne información sin delimitar el tema.',
      'No investiga.',
    ],
    [
      'Registra la bibliografía de las fuentes que usó en su investigación.',
      'Registro la bibliografía de las fuentes de mi investigación.',
    ],
    trabajo(
      'le07-24-investigar-un-autor',
      'fuente',
      'Investigación: la vida y la obra de un autor chileno',
      [
        'Cada estudiante investiga a un autor chileno leído en clases, como Marta Brunet o Manuel Rojas.',
        'Delimita una pregunta, busca en la biblioteca y en internet, registra la bibliografía y comunica los resultados en un texto breve.',
      ],
      ['Catálogo de la biblioteca', 'Computador', 'Ficha bibliográfica'],
      [
        ['Delimitar', 'Formula la pregunta de investigación sobre el autor.', 1],
        ['Buscar y registrar', 'Busca en tres fuentes y registra la bibliografía.', 2],
        ['Comunicar', 'Escribe un texto breve con los resultados de tu investigación.', 2],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE07 OA 25',
    'Síntesis y registro de ideas para estudiar',
    [
      'Sintetiza, registra y ordena las ideas principales de textos leídos o escuchados en apuntes, resúmenes u organizadores gráficos útiles para estudiar.',
      'Registra las ideas principales, con una síntesis poco ordenada.',
      'Copia fragmentos sin sintetizar.',
      'No registra las ideas principales.',
    ],
    ['Toma apuntes con las ideas principales de una clase.', 'Tomo apuntes con las ideas principales de una clase.'],
    trabajo(
      'le07-25-apuntes-de-una-charla',
      'tema',
      'Apuntes de una charla y un organizador gráfico',
      [
        'El curso escucha una charla breve de un invitado o un video educativo sobre la historia del libro.',
        'Cada estudiante toma apuntes y luego los sintetiza en un organizador gráfico.',
      ],
      ['Cuaderno de apuntes', 'Plantilla de organizador gráfico'],
      [
        ['Tomar apuntes', 'Anota las ideas principales mientras escuchas.', 2],
        ['Sintetizar', 'Ordena las ideas principales en el organizador gráfico.', 2],
        ['Comparar', 'Compara tu síntesis con la de un compañero y complétala.', 1],
      ],
      ['investigacion'],
    ),
  ),
]

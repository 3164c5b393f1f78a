/** The instruments of the Lengua y Literatura OA of 8° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos08: readonly OaInstrumentos[] = [
  oa(
    'LE08 OA 01',
    'Hábito lector y elección fundamentada de lecturas',
    [
      'Mantiene un hábito lector para aprender y entretenerse, elige lecturas según sus propósitos y fundamenta sus recomendaciones ante otros.',
      'Mantiene un hábito lector, con recomendaciones poco fundamentadas.',
      'Lee de forma esporádica.',
      'No lee de forma habitual.',
    ],
    [
      'Recomienda un libro con razones en el registro de lectura del curso.',
      'Recomiendo un libro con razones en el registro de lectura del curso.',
    ],
  ),
  oa(
    'LE08 OA 02',
    'Reflexión sobre la experiencia humana en octavo',
    [
      'Reflexiona sobre dimensiones de la experiencia humana (el amor, la muerte, la soledad) en las obras leídas y compara cómo las tratan distintos textos.',
      'Reflexiona sobre una dimensión humana en una sola obra.',
      'Nombra el tema de la obra sin reflexionar.',
      'No reflexiona a partir de las obras.',
    ],
    ['Compara cómo dos obras tratan la soledad o el amor.', 'Comparo cómo dos obras tratan la soledad o el amor.'],
  ),
  oa(
    'LE08 OA 03',
    'Evolución de los personajes y disposición temporal',
    [
      'Analiza la evolución de los personajes y sus relaciones, la diferencia entre narrador y autor, los personajes tipo y la disposición temporal de los hechos.',
      'Analiza la evolución de los personajes, sin considerar la disposición temporal.',
      'Describe a los personajes sin analizar su evolución.',
      'No analiza la narración.',
    ],
    [
      'Explica cómo cambia un personaje desde el inicio hasta el final del relato.',
      'Explico cómo cambia un personaje a lo largo del relato.',
    ],
  ),
  oa(
    'LE08 OA 04',
    'Repeticiones y efectos sonoros en los poemas',
    [
      'Analiza el efecto de las repeticiones de estructuras, sonidos, palabras o ideas en el poema, junto con sus imágenes y su lenguaje figurado.',
      'Identifica las repeticiones del poema, sin explicar su efecto.',
      'Identifica el lenguaje figurado, sin las repeticiones.',
      'No analiza el poema.',
    ],
    [
      'Explica el efecto de una palabra que se repite en el poema.',
      'Explico el efecto de una palabra que se repite en el poema.',
    ],
  ),
  oa(
    'LE08 OA 05',
    'Conflicto dramático y rasgos del género',
    [
      'Analiza el texto dramático: el conflicto y su parecido con situaciones cotidianas, cómo los personajes llevan al desenlace y la diferencia entre obra dramática y obra teatral.',
      'Analiza el conflicto dramático y los personajes, sin distinguir obra dramática de obra teatral.',
      'Identifica el conflicto sin analizarlo.',
      'No analiza el texto dramático.',
    ],
    [
      'Distingue la obra dramática escrita de la obra teatral representada.',
      'Distingo la obra dramática escrita de la obra teatral representada.',
    ],
  ),
  oa(
    'LE08 OA 06',
    'Epopeyas: el héroe épico y su contexto',
    [
      'Analiza fragmentos de epopeyas: reconoce al héroe épico y sus hazañas, los rasgos del relato épico y su relación con la cultura de su época.',
      'Reconoce al héroe épico y sus hazañas, sin relacionarlo con su época.',
      'Resume el fragmento sin reconocer los rasgos de la epopeya.',
      'No comprende la epopeya.',
    ],
    [
      'Explica qué hazaña de Ulises muestra sus virtudes de héroe épico.',
      'Explico qué hazaña de Ulises muestra sus virtudes de héroe épico.',
    ],
  ),
  oa(
    'LE08 OA 07',
    'Comedias: humor, enredo y personajes tipo',
    [
      'Analiza la comedia: explica cómo se construye el humor, el enredo y los personajes tipo, y qué critica la obra de su época.',
      'Explica el humor y el enredo, sin reconocer los personajes tipo.',
      'Reconoce que la obra es cómica sin explicar por qué.',
      'No comprende la comedia.',
    ],
    [
      'Explica qué malentendido provoca el humor de una comedia.',
      'Explico qué malentendido provoca el humor de una comedia.',
    ],
  ),
  oa(
    'LE08 OA 08',
    'Interpretación coherente con el análisis',
    [
      'Interpreta el texto literario de forma coherente con su análisis, a partir de un dilema del texto, su postura ante él y la visión de mundo del contexto histórico.',
      'Interpreta el texto a partir del dilema, con poca relación con el contexto histórico.',
      'Interpreta sin apoyarse en el análisis.',
      'No interpreta el texto.',
    ],
    ['Apoya su interpretación en el análisis del texto.', 'Apoyo mi interpretación en el análisis del texto.'],
  ),
  oa(
    'LE08 OA 09',
    'Modos verbales en textos argumentativos',
    [
      'Analiza columnas, cartas y discursos: identifica la postura y los argumentos, distingue hecho de opinión y explica para qué el autor usa distintos modos verbales.',
      'Identifica la postura y los argumentos, sin explicar el uso de los modos verbales.',
      'Identifica solo la postura del autor.',
      'No analiza el texto argumentativo.',
    ],
    [
      'Explica para qué el autor usa el modo subjuntivo en su argumento.',
      'Explico para qué el autor usa el subjuntivo en su argumento.',
    ],
  ),
  oa(
    'LE08 OA 10',
    'Suficiencia de la información en los medios',
    [
      'Analiza textos de los medios: propósitos explícitos e implícitos, hechos y opiniones, estereotipos, si la información es suficiente y cómo distintas fuentes presentan un mismo hecho.',
      'Analiza propósitos y estereotipos, sin evaluar si la información es suficiente.',
      'Identifica el propósito explícito del texto.',
      'No analiza los textos de los medios.',
    ],
    ['Compara cómo dos medios presentan una misma noticia.', 'Comparo cómo dos medios presentan una misma noticia.'],
  ),
  oa(
    'LE08 OA 11',
    'Textos no literarios que complementan la lectura literaria',
    [
      'Comprende textos no literarios (artículos, biografías, reseñas) y los usa para contextualizar y complementar las obras literarias trabajadas.',
      'Comprende el texto de contexto, con una relación superficial con la obra.',
      'Lee el texto de contexto sin relacionarlo.',
      'No comprende los textos no literarios.',
    ],
    [
      'Relaciona un artículo sobre la época con la obra literaria leída.',
      'Relaciono un artículo sobre la época con la obra leída.',
    ],
  ),
  oa(
    'LE08 OA 12',
    'Estrategias de comprensión en textos multimodales',
    [
      'Aplica estrategias de comprensión según su propósito: resume, se hace preguntas y analiza cómo imágenes y sonidos se relacionan con el texto escrito en textos multimodales.',
      'Resume y se hace preguntas, con un análisis superficial de las imágenes.',
      'Usa estrategias sin adecuarlas al texto.',
      'No usa estrategias de comprensión.',
    ],
    ['Analiza cómo una infografía combina imagen y texto.', 'Analizo cómo una infografía combina imagen y texto.'],
  ),
  oa(
    'LE08 OA 13',
    'Escritura creativa en géneros variados',
    [
      'Escribe con creatividad cuentos, crónicas, diarios de vida, cartas o poemas, eligiendo tema, género y destinatario, con una voz propia reconocible.',
      'Escribe textos creativos en varios géneros, con una voz poco definida.',
      'Escribe en un solo género.',
      'No escribe textos creativos.',
    ],
    ['Escribe un poema o una crónica con su voz propia.', 'Escribo un poema o una crónica con mi voz propia.'],
    trabajo(
      'le08-13-cartas-al-futuro',
      'tema',
      'Cartas a mí mismo en diez años',
      [
        'Cada estudiante escribe una carta a la persona que será en diez años: qué le preocupa hoy, qué sueña y qué espera haber logrado.',
        'La carta se guarda en una cápsula del tiempo del curso.',
      ],
      ['Hoja de carta', 'Sobre', 'Caja para la cápsula del tiempo'],
      [
        ['Planificar', 'Anota tres temas que quieres tratar en la carta.', 1],
        ['Escribir', 'Escribe la carta con un registro personal y sincero.', 3],
        ['Guardar', 'Revisa tu carta, ciérrala en el sobre y guárdala en la cápsula.', 1],
      ],
      ['carta', 'escritura_creativa'],
    ),
  ),
  oa(
    'LE08 OA 14',
    'Informes con varias fuentes y progresión temática',
    [
      'Escribe un informe o un reportaje con presentación de los aspectos a tratar, información de varias fuentes, progresión temática con recursos anafóricos, apoyos gráficos y referencias.',
      'Escribe el informe con varias fuentes, sin apoyos gráficos o sin referencias.',
      'Escribe con información de una fuente y poca progresión temática.',
      'No escribe un texto expositivo.',
    ],
    [
      'Anticipa en la presentación los aspectos que tratará su informe.',
      'Anticipo en la presentación los aspectos que tratará mi informe.',
    ],
    trabajo(
      'le08-14-reportaje-del-barrio',
      'tema',
      'Reportaje: la historia de mi barrio',
      [
        'En grupos, los estudiantes escriben un reportaje sobre la historia de su barrio con entrevistas, fotos antiguas y datos de archivo.',
        'El reportaje anticipa sus aspectos, usa varias fuentes, incluye apoyos gráficos y termina con las referencias.',
      ],
      ['Grabadora o teléfono', 'Fotos antiguas', 'Computador'],
      [
        ['Investigar', 'Entrevisten a vecinos y consulten fuentes sobre el barrio.', 2],
        ['Escribir el reportaje', 'Redacten el reportaje con progresión temática y apoyos gráficos.', 3],
        ['Referenciar', 'Agreguen las referencias de las fuentes usadas.', 1],
      ],
      ['investigacion', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 15',
    'Editoriales y críticas literarias',
    [
      'Escribe un editorial o una crítica literaria que plantea una afirmación sobre un tema contingente o literario, la respalda con evidencias pertinentes y mantiene la coherencia.',
      'Plantea una afirmación con evidencias, con pérdidas de coherencia.',
      'Plantea una afirmación sin evidencias.',
      'No escribe el texto persuasivo.',
    ],
    ['Respalda su crítica literaria con citas de la obra.', 'Respaldo mi crítica literaria con citas de la obra.'],
    trabajo(
      'le08-15-critica-literaria',
      'tema',
      'Crítica literaria para el diario escolar',
      [
        'Cada estudiante escribe una crítica literaria de la novela leída en el semestre para el diario escolar.',
        'La crítica plantea una afirmación sobre la obra y la respalda con evidencias y citas.',
      ],
      ['Novela leída', 'Modelo de crítica literaria'],
      [
        ['Formular la afirmación', 'Escribe una afirmación clara sobre la obra.', 1],
        ['Reunir evidencias', 'Selecciona tres citas que respalden tu afirmación.', 2],
        ['Escribir', 'Redacta la crítica con afirmación, evidencias y cierre.', 2],
      ],
      ['ensayo'],
    ),
  ),
  oa(
    'LE08 OA 16',
    'Persona gramatical y registro en el proceso de escritura',
    [
      'Planifica, escribe, revisa, reescribe y edita según el contexto y el destinatario, adecuando el registro, la persona gramatical y la estructura al género, con cohesión y coherencia.',
      'Sigue el proceso de escritura, con cambios de persona gramatical o registro.',
      'Revisa el borrador sin reescribirlo.',
      'No sigue un proceso de escritura.',
    ],
    [
      'Mantiene la misma persona gramatical en todo su borrador.',
      'Mantengo la misma persona gramatical en todo mi borrador.',
    ],
    trabajo(
      'le08-16-guia-turistica',
      'tema',
      'Guía turística de la región',
      [
        'El curso escribe una guía turística de su región para visitantes de su misma edad.',
        'Cada grupo planifica una sección, escribe un borrador, lo revisa con una pauta y lo reescribe con un registro adecuado.',
      ],
      ['Fotos de la región', 'Pauta de revisión', 'Computador'],
      [
        ['Planificar', 'Definan destinatario, propósito y estructura de la sección.', 1],
        ['Escribir y revisar', 'Escriban el borrador y revísenlo con la pauta.', 2],
        ['Reescribir y editar', 'Reescriban con las correcciones y editen la versión final.', 2],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 17',
    'Oraciones compuestas con referente claro',
    [
      'Emplea oraciones compuestas y complejas manteniendo un referente claro, la coherencia temporal y el sujeto ubicado.',
      'Emplea oraciones compuestas, con algún referente ambiguo.',
      'Escribe oraciones compuestas confusas.',
      'Solo escribe oraciones simples.',
    ],
    [
      'Une dos ideas en una oración compuesta con un conector adecuado.',
      'Uno dos ideas en una oración compuesta con un conector adecuado.',
    ],
    trabajo(
      'le08-17-reescribir-con-subordinadas',
      'tema',
      'Reescribir un texto con oraciones compuestas',
      [
        'El docente entrega un texto informativo escrito solo con oraciones simples.',
        'En parejas, los estudiantes lo reescriben uniendo ideas en oraciones coordinadas y subordinadas, sin perder el sujeto ni la coherencia temporal.',
      ],
      ['Texto impreso', 'Lista de conectores'],
      [
        ['Identificar ideas', 'Marquen las ideas que se pueden unir.', 1],
        ['Reescribir', 'Unan las ideas en oraciones compuestas y complejas.', 3],
        ['Revisar', 'Comprueben que cada oración tenga un sujeto claro.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 18',
    'Deícticos, elipsis y nominalización',
    [
      'Construye textos con referencias claras usando deícticos, pronombres tónicos y átonos, nominalización y elipsis, y analiza si causan pérdida del referente.',
      'Usa pronombres y elipsis, con alguna pérdida del referente.',
      'Repite los sustantivos o usa pronombres ambiguos.',
      'No reconoce los recursos de referencia.',
    ],
    ['Usa la elipsis sin que se pierda el referente.', 'Uso la elipsis sin que se pierda el referente.'],
    trabajo(
      'le08-18-detectar-ambiguedades',
      'tema',
      'Detectar pronombres ambiguos en mensajes',
      [
        'El docente entrega mensajes reales de chat con pronombres ambiguos, como «Ella le dijo que la llamara».',
        'Los estudiantes identifican los deícticos, explican la ambigüedad y reescriben los mensajes con referentes claros.',
      ],
      ['Mensajes impresos', 'Lápices de colores'],
      [
        ['Identificar', 'Marca los pronombres y deícticos de cada mensaje.', 1],
        ['Explicar', 'Explica qué referente es ambiguo y por qué.', 2],
        ['Reescribir', 'Reescribe los mensajes con nominalización o sustitución pronominal clara.', 2],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 19',
    'Modos verbales para persuadir',
    [
      'Conoce los modos indicativo, subjuntivo e imperativo y elige el más adecuado para producir un efecto en el lector, en especial en textos persuasivos.',
      'Reconoce los modos verbales, pero los elige sin considerar su efecto.',
      'Confunde el subjuntivo con el indicativo.',
      'No reconoce los modos verbales.',
    ],
    [
      'Usa el imperativo en un eslogan para persuadir al lector.',
      'Uso el imperativo en un eslogan para persuadir al lector.',
    ],
    trabajo(
      'le08-19-campana-persuasiva',
      'tema',
      'Una campaña de reciclaje con modos verbales',
      [
        'En grupos, los estudiantes escriben los textos de una campaña de reciclaje: un eslogan, un afiche y un mensaje de radio.',
        'Deben usar el imperativo para llamar a la acción, el subjuntivo para expresar deseos y el indicativo para los datos.',
      ],
      ['Cartulina', 'Plumones', 'Grabadora o teléfono'],
      [
        ['Escribir', 'Escriban los tres textos de la campaña.', 2],
        ['Marcar los modos', 'Marquen cada verbo con su modo verbal y expliquen su efecto.', 2],
        ['Presentar', 'Presenten la campaña al curso.', 1],
      ],
      ['afiche', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 20',
    'Ortografía literal, acentual y puntual en octavo',
    [
      'Escribe con corrección: aplica las reglas de ortografía literal y acentual, comprueba las palabras sin regla y usa bien el punto, la coma, la raya y los dos puntos.',
      'Aplica las reglas con errores ocasionales de acentuación.',
      'Comete errores frecuentes de ortografía acentual y puntuación.',
      'No aplica las reglas ortográficas.',
    ],
    ['Usa los dos puntos antes de una enumeración.', 'Uso los dos puntos antes de una enumeración.'],
    trabajo(
      'le08-20-dictado-y-autocorreccion',
      'tema',
      'Dictado de un fragmento literario y autocorrección',
      [
        'El docente dicta un fragmento de una novela leída en clases, con diálogos, enumeraciones y palabras con tilde.',
        'Cada estudiante corrige su dictado con el texto original y registra sus errores por tipo de regla.',
      ],
      ['Cuaderno', 'Texto original', 'Tabla de errores'],
      [
        ['Escribir el dictado', 'Escribe el fragmento dictado.', 2],
        ['Autocorregir', 'Compara con el original y marca tus errores de ortografía.', 2],
        ['Clasificar', 'Clasifica tus errores en la tabla y escribe la regla de cada uno.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 21',
    'Prejuicios y puntos de vista en textos audiovisuales',
    [
      'Evalúa exposiciones, discursos, documentales o reportajes: temas principales, prejuicios, hechos y opiniones, puntos de vista y relación entre imagen, texto y sonido.',
      'Identifica temas, hechos y opiniones, sin detectar prejuicios.',
      'Resume el texto audiovisual.',
      'No comprende el texto audiovisual.',
    ],
    ['Detecta un prejuicio en un reportaje de televisión.', 'Detecto un prejuicio en un reportaje de televisión.'],
    trabajo(
      'le08-21-comparar-reportajes',
      'fuente',
      'Comparar dos reportajes de televisión sobre los jóvenes',
      [
        'El curso ve dos reportajes de televisión sobre los jóvenes y las redes sociales.',
        'En grupos, comparan los puntos de vista, detectan prejuicios y analizan cómo la imagen y el sonido influyen en el mensaje.',
      ],
      ['Dos reportajes', 'Tabla comparativa'],
      [
        ['Ver y registrar', 'Registra en la tabla los puntos de vista y los prejuicios.', 2],
        ['Comparar', 'Comparen cómo cada reportaje usa la imagen y el sonido.', 2],
        ['Concluir', 'Presenten una postura fundamentada sobre cuál informa mejor.', 1],
      ],
      ['debate', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 22',
    'Debate que reformula y hace avanzar la discusión',
    [
      'Debate de forma constructiva: fundamenta su postura, reformula sus comentarios para desarrollarlos, hace avanzar la discusión y negocia acuerdos.',
      'Fundamenta su postura, pero no reformula ni hace avanzar la discusión.',
      'Repite su postura sin nuevos argumentos.',
      'No participa en el debate.',
    ],
    [
      'Reformula su argumento para responder a la otra postura en el debate.',
      'Reformulo mi argumento para responder a la otra postura en el debate.',
    ],
    trabajo(
      'le08-22-debate-redes-sociales',
      'tema',
      'Debate: ¿deberían las redes sociales exigir mayoría de edad?',
      [
        'El curso debate si las redes sociales deberían exigir tener dieciocho años para crear una cuenta.',
        'Cada equipo prepara argumentos con evidencia, y un moderador guía los turnos y la réplica.',
      ],
      ['Fichas de evidencias', 'Cronómetro', 'Pauta del moderador'],
      [
        ['Preparar', 'Reúnan argumentos con evidencia y anticipen los contraargumentos.', 2],
        ['Debatir', 'Expongan, repliquen y reformulen sus argumentos en sus turnos.', 3],
        ['Negociar', 'Acuerden una propuesta intermedia entre ambas posturas.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE08 OA 23',
    'Exposición con recapitulación y vocabulario preciso',
    [
      'Expone ante una audiencia información confiable con progresión temática clara, recapitula lo más relevante o complejo, usa vocabulario preciso sin muletillas y material visual pertinente.',
      'Expone con información confiable, sin recapitular lo más relevante.',
      'Expone con muletillas frecuentes y poca progresión.',
      'No realiza la exposición.',
    ],
    [
      'Recapitula lo más importante al cierre de su exposición.',
      'Recapitulo lo más importante al cierre de mi exposición.',
    ],
    trabajo(
      'le08-23-exposicion-epopeya',
      'tema',
      'Exposición: los viajes de Ulises',
      [
        'En grupos, los estudiantes exponen sobre un episodio de la Odisea y el héroe épico que lo protagoniza.',
        'La exposición recapitula lo más relevante y usa un mapa de los viajes de Ulises como material visual.',
      ],
      ['Mapa del Mediterráneo', 'Diapositivas o cartulina'],
      [
        ['Investigar', 'Lean el episodio y reúnan información confiable.', 2],
        ['Preparar', 'Organicen la exposición y el material visual.', 2],
        ['Exponer', 'Expongan ante la audiencia y recapitulen al cierre.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE08 OA 24',
    'Elementos prosódicos y registro oral',
    [
      'Usa de manera consciente los elementos prosódicos y el registro: compara lo oral con lo escrito, domina distintos registros y ajusta volumen, velocidad y dicción a la situación.',
      'Ajusta el registro, con poco control del volumen y la velocidad.',
      'Habla igual en todas las situaciones.',
      'No atiende a los elementos de la lengua oral.',
    ],
    [
      'Compara lo oral y lo escrito de un mismo mensaje y ajusta su registro.',
      'Comparo lo oral y lo escrito de un mismo mensaje.',
    ],
    trabajo(
      'le08-24-programa-de-audio',
      'tema',
      'Un programa de audio con dos registros',
      [
        'En parejas, los estudiantes graban un programa de audio breve sobre un libro: una parte conversada en registro informal y otra como reseña formal.',
        'Cuidan los elementos prosódicos: volumen, velocidad, pausas y dicción.',
      ],
      ['Teléfono o grabadora', 'Guion'],
      [
        ['Escribir el guion', 'Escriban la parte informal y la parte formal del programa.', 2],
        ['Grabar', 'Graben cuidando volumen, velocidad y dicción en cada registro.', 2],
        ['Evaluar', 'Escuchen la grabación y comparen ambos registros.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE08 OA 25',
    'Criterios de confiabilidad de las fuentes',
    [
      'Investiga aplicando criterios de confiabilidad de las fuentes, descarta las que no aportan, evalúa si la información basta, registra la bibliografía y comunica los resultados.',
      'Investiga con fuentes confiables, sin evaluar si la información basta.',
      'Usa fuentes sin evaluar su confiabilidad.',
      'No investiga.',
    ],
    [
      'Descarta una fuente que no es confiable y explica por qué.',
      'Descarto una fuente que no es confiable y explico por qué.',
    ],
    trabajo(
      'le08-25-verificar-fuentes',
      'fuente',
      'Verificar fuentes: ¿es cierto lo que circula en internet?',
      [
        'El docente entrega tres páginas web sobre el origen de una palabra del castellano de Chile, una de ellas poco confiable.',
        'Cada estudiante aplica criterios de confiabilidad, descarta la fuente débil e investiga en otras fuentes para responder.',
      ],
      ['Computador', 'Pauta de confiabilidad de fuentes'],
      [
        ['Evaluar fuentes', 'Aplica la pauta de confiabilidad a cada página.', 2],
        ['Investigar', 'Busca dos fuentes confiables más y registra la bibliografía.', 2],
        ['Comunicar', 'Escribe un párrafo con tu conclusión y las referencias.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE08 OA 26',
    'Síntesis de textos leídos y escuchados',
    [
      'Sintetiza, registra y ordena las ideas principales de textos leídos o escuchados en resúmenes y organizadores gráficos que le sirven para estudiar.',
      'Registra ideas principales, con una síntesis incompleta.',
      'Copia fragmentos sin sintetizar.',
      'No registra lo leído ni lo escuchado.',
    ],
    ['Resume las ideas principales de un texto escuchado.', 'Resumo las ideas principales de un texto escuchado.'],
    trabajo(
      'le08-26-mapa-conceptual-de-la-unidad',
      'tema',
      'Mapa conceptual de la unidad sobre el género dramático',
      [
        'Al terminar la unidad, cada estudiante sintetiza en un mapa conceptual las ideas principales de los textos leídos y las clases escuchadas.',
        'El mapa debe ordenar los conceptos y unirlos con palabras de enlace.',
      ],
      ['Apuntes de la unidad', 'Pliego de papel', 'Plumones'],
      [
        ['Seleccionar', 'Elige las ideas principales de tus apuntes.', 2],
        ['Organizar', 'Ordénalas en el mapa conceptual con palabras de enlace.', 2],
        ['Explicar', 'Explica tu mapa a un compañero.', 1],
      ],
      ['investigacion'],
    ),
  ),
]

/** The instruments of the Lengua y Literatura OA of 1° Medio (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos1m: readonly OaInstrumentos[] = [
  oa(
    'LE1M OA 01',
    'Lectura personal para aprender y disfrutar',
    [
      'Sostiene una lectura personal habitual y variada, elige obras según sus propósitos y justifica sus elecciones en un registro de lectura.',
      'Sostiene una lectura habitual, con elecciones poco justificadas.',
      'Lee de manera irregular.',
      'No mantiene una lectura personal.',
    ],
    [
      'Justifica en su registro de lectura por qué eligió cada libro.',
      'Justifico en mi registro de lectura por qué elegí cada libro.',
    ],
  ),
  oa(
    'LE1M OA 02',
    'Dimensiones de la experiencia humana y herencia cultural',
    [
      'Reflexiona sobre dimensiones de la experiencia humana en obras de nuestra herencia cultural y las relaciona con su vida y con otras obras.',
      'Reflexiona sobre una dimensión humana de la obra, sin relacionarla con otras.',
      'Identifica el tema de la obra sin reflexionar.',
      'No reflexiona sobre las obras.',
    ],
    [
      'Reflexiona sobre el amor o la muerte a partir de una obra leída.',
      'Reflexiono sobre el amor o la muerte a partir de una obra leída.',
    ],
  ),
  oa(
    'LE1M OA 03',
    'Narración en primera o tercera persona y dilemas',
    [
      'Analiza la narración considerando los conflictos, los dilemas y convicciones de los personajes, el efecto de narrar en primera o tercera persona y los símbolos del relato.',
      'Analiza conflictos y personajes, sin considerar el efecto del narrador.',
      'Describe a los personajes sin analizar sus dilemas.',
      'No analiza la narración.',
    ],
    [
      'Explica el efecto de que el relato esté narrado en primera persona.',
      'Explico el efecto de que el relato esté narrado en primera persona.',
    ],
  ),
  oa(
    'LE1M OA 04',
    'Actitud del hablante y relación entre forma y significado',
    [
      'Analiza los símbolos del poema, la actitud del hablante lírico, el efecto del lenguaje figurado y de las repeticiones y la relación entre forma y significado.',
      'Analiza la actitud del hablante y el lenguaje figurado, sin relacionar forma y significado.',
      'Identifica figuras sin analizar la actitud del hablante.',
      'No analiza el poema.',
    ],
    [
      'Explica la actitud del hablante lírico ante el tema del poema.',
      'Explico la actitud del hablante lírico ante el tema del poema.',
    ],
  ),
  oa(
    'LE1M OA 05',
    'El problema humano en el texto dramático',
    [
      'Analiza el texto dramático: el conflicto y el problema humano que expresa, la evolución y las motivaciones de los personajes y las creencias de su época frente a las actuales.',
      'Analiza el conflicto y los personajes, sin comparar las creencias de la época.',
      'Resume la obra dramática sin analizarla.',
      'No analiza el texto dramático.',
    ],
    [
      'Explica qué problema humano plantea el conflicto de la obra dramática.',
      'Explico qué problema humano plantea el conflicto de la obra dramática.',
    ],
  ),
  oa(
    'LE1M OA 06',
    'Visión de mundo de la tragedia',
    [
      'Comprende la visión de mundo de la tragedia: el héroe trágico, su destino, el papel del coro y el contexto del teatro griego.',
      'Reconoce al héroe trágico y su destino, sin relacionarlos con el contexto.',
      'Resume la tragedia sin reconocer sus rasgos.',
      'No comprende la tragedia.',
    ],
    [
      'Explica por qué el destino del héroe trágico es inevitable.',
      'Explico por qué el destino del héroe trágico es inevitable.',
    ],
  ),
  oa(
    'LE1M OA 07',
    'Rasgos y contexto del Romanticismo',
    [
      'Comprende las obras del Romanticismo: reconoce la subjetividad, el sentimiento y la naturaleza como rasgos, y los relaciona con el contexto del siglo XIX.',
      'Reconoce rasgos del Romanticismo, sin relacionarlos con su contexto.',
      'Reconoce la obra como romántica sin explicar por qué.',
      'No comprende las obras del Romanticismo.',
    ],
    [
      'Reconoce la subjetividad romántica en una rima de Bécquer.',
      'Reconozco la subjetividad romántica en una rima de Bécquer.',
    ],
  ),
  oa(
    'LE1M OA 08',
    'Hipótesis de sentido y alusiones en las obras',
    [
      'Interpreta el texto literario con una hipótesis sobre su sentido, una crítica apoyada en citas y el reconocimiento de alusiones a mitos, leyendas o textos sagrados.',
      'Plantea una hipótesis de lectura con citas, sin reconocer alusiones.',
      'Plantea una hipótesis sin citas.',
      'No interpreta el texto.',
    ],
    ['Apoya su hipótesis de lectura con citas del texto.', 'Apoyo mi hipótesis de lectura con citas del texto.'],
  ),
  oa(
    'LE1M OA 09',
    'Tesis implícita y preguntas retóricas',
    [
      'Analiza textos argumentativos: identifica la tesis explícita o implícita y sus argumentos, evalúa si la información basta y explica la intención de las preguntas retóricas.',
      'Identifica tesis y argumentos, sin explicar las preguntas retóricas.',
      'Identifica la tesis cuando es explícita.',
      'No analiza el texto argumentativo.',
    ],
    [
      'Identifica la tesis implícita de una columna de opinión.',
      'Identifico la tesis implícita de una columna de opinión.',
    ],
  ),
  oa(
    'LE1M OA 10',
    'Estrategias de persuasión en los medios',
    [
      'Analiza las estrategias de persuasión de los medios (humor, estereotipos, apelación emocional), evalúa la veracidad y compara cómo distintas fuentes tratan un mismo hecho.',
      'Identifica estrategias de persuasión, sin evaluar la veracidad.',
      'Identifica el propósito del texto de los medios.',
      'No analiza los textos de los medios.',
    ],
    ['Identifica la apelación emocional en una propaganda.', 'Identifico la apelación emocional en una propaganda.'],
  ),
  oa(
    'LE1M OA 11',
    'Textos que sitúan la obra literaria',
    [
      'Comprende textos no literarios (artículos históricos, biografías) y los usa para situar la obra literaria en su contexto de producción.',
      'Comprende el texto de contexto, con una relación débil con la obra.',
      'Lee el texto de contexto sin usarlo.',
      'No comprende los textos de contexto.',
    ],
    [
      'Usa un artículo histórico para situar la obra en su época.',
      'Uso un artículo histórico para situar la obra en su época.',
    ],
  ),
  oa(
    'LE1M OA 12',
    'Investigación de un género nuevo antes de escribirlo',
    [
      'Aborda un género nuevo investigando primero sus características en modelos, y ajusta su texto al propósito y a la situación.',
      'Investiga el género, pero su texto no refleja sus características.',
      'Escribe sin investigar el género.',
      'No aborda el género nuevo.',
    ],
    [
      'Investiga las características del género antes de escribir.',
      'Investigo las características del género antes de escribir.',
    ],
    trabajo(
      'le1m-12-escribir-una-resena',
      'tema',
      'Escribir una reseña de cine: un género nuevo',
      [
        'Cada estudiante escribirá su primera reseña de cine para la revista del liceo.',
        'Antes de escribir, investiga las características del género en tres reseñas modelo y las anota en una ficha.',
      ],
      ['Tres reseñas modelo', 'Ficha de características del género'],
      [
        ['Investigar el género', 'Lee las reseñas modelo y anota sus partes y rasgos en la ficha.', 2],
        ['Escribir', 'Escribe tu reseña aplicando las características del género.', 3],
        ['Comparar', 'Compara tu reseña con la ficha y corrige lo que falte.', 1],
      ],
      ['escritura_creativa', 'investigacion'],
    ),
  ),
  oa(
    'LE1M OA 13',
    'Texto expositivo con reflexión personal',
    [
      'Escribe un texto expositivo con presentación que anticipa los aspectos, progresión temática con anáforas y conectores, reflexión personal, apoyos gráficos, cierre y referencias.',
      'Escribe el texto con progresión clara, sin reflexión personal o sin referencias.',
      'Escribe el texto sin anticipar los aspectos ni cerrar.',
      'No escribe el texto expositivo.',
    ],
    [
      'Incluye una reflexión personal al cierre de su informe.',
      'Incluyo una reflexión personal al cierre de mi informe.',
    ],
    trabajo(
      'le1m-13-informe-tragedia',
      'tema',
      'Informe: la tragedia griega y su público',
      [
        'Cada estudiante escribe un informe sobre cómo se representaban las tragedias en la antigua Grecia.',
        'El informe anticipa sus aspectos, usa tres fuentes, incluye un esquema del teatro griego y cierra con una reflexión personal.',
      ],
      ['Fuentes confiables', 'Computador', 'Ficha de referencias'],
      [
        ['Investigar', 'Reúne información de tres fuentes y registra sus referencias.', 2],
        ['Escribir', 'Redacta el informe con progresión temática y apoyos gráficos.', 3],
        ['Reflexionar y citar', 'Agrega tu reflexión personal y las referencias.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE1M OA 14',
    'Ensayo con hipótesis y evidencias',
    [
      'Escribe un ensayo sobre los temas o lecturas del nivel con una hipótesis o afirmación, evidencias de textos literarios y no literarios, coherencia temática y una conclusión acorde a los argumentos.',
      'Escribe un ensayo con hipótesis y evidencias, con una conclusión débil.',
      'Escribe un ensayo sin evidencias.',
      'No escribe el ensayo.',
    ],
    [
      'Sostiene la tesis de su ensayo con evidencias de textos leídos.',
      'Sostengo la tesis de mi ensayo con evidencias de textos leídos.',
    ],
    trabajo(
      'le1m-14-ensayo-destino',
      'tema',
      'Ensayo: ¿somos dueños de nuestro destino?',
      [
        'A partir de la tragedia leída y de un artículo sobre la libertad, cada estudiante escribe un ensayo sobre si somos dueños de nuestro destino.',
        'El ensayo plantea una tesis, la sostiene con argumentos y evidencias de ambos textos y cierra con una conclusión.',
      ],
      ['Tragedia leída', 'Artículo sobre la libertad', 'Pauta del ensayo'],
      [
        ['Formular la tesis', 'Escribe tu tesis y tres argumentos.', 1],
        ['Reunir evidencias', 'Selecciona citas de la tragedia y del artículo para cada argumento.', 2],
        ['Redactar', 'Escribe el ensayo con introducción, desarrollo y conclusión.', 3],
      ],
      ['ensayo'],
    ),
  ),
  oa(
    'LE1M OA 15',
    'Proceso de escritura: lo que el lector sabe',
    [
      'Planifica, escribe, revisa y edita considerando lo que el lector sabe y le interesa, ajusta registro y estructura al género y cuida la coherencia y la cohesión.',
      'Sigue el proceso de escritura, sin considerar lo que sabe el lector.',
      'Escribe un borrador sin revisarlo.',
      'No sigue un proceso de escritura.',
    ],
    [
      'Ajusta su borrador a lo que el destinatario ya sabe del tema.',
      'Ajusto mi borrador a lo que el destinatario ya sabe del tema.',
    ],
    trabajo(
      'le1m-15-explicar-a-un-nino',
      'tema',
      'Explicar un tema a un lector de diez años',
      [
        'Cada estudiante reescribe un artículo científico breve para un lector de diez años.',
        'Debe planificar qué sabe ese destinatario, escribir un borrador, revisarlo con un compañero y editar la versión final.',
      ],
      ['Artículo original', 'Pauta de revisión'],
      [
        ['Planificar', 'Anota qué sabe y qué le interesa al lector de diez años.', 1],
        ['Escribir el borrador', 'Reescribe el artículo con un registro adecuado al destinatario.', 2],
        ['Revisar y editar', 'Revisa con un compañero la coherencia y edita la versión final.', 2],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE1M OA 16',
    'Estilo directo e indirecto en primero medio',
    [
      'Usa de manera consistente el estilo directo y el indirecto, con los tiempos verbales correctos del estilo indirecto, y reflexiona sobre sus diferencias de forma y significado.',
      'Usa ambos estilos, con errores en los tiempos verbales del indirecto.',
      'Mezcla el estilo directo y el indirecto.',
      'No distingue el estilo directo del indirecto.',
    ],
    [
      'Transforma una cita en estilo directo al estilo indirecto.',
      'Transformo una cita del estilo directo al estilo indirecto.',
    ],
    trabajo(
      'le1m-16-cronica-de-una-entrevista',
      'tema',
      'Crónica de una entrevista en estilo directo e indirecto',
      [
        'Cada estudiante entrevista a un trabajador del liceo y escribe una crónica de la entrevista.',
        'La crónica combina citas en estilo directo con partes en estilo indirecto, con los tiempos verbales correctos.',
      ],
      ['Grabadora o teléfono', 'Hojas de cuaderno'],
      [
        ['Entrevistar', 'Graba la entrevista y transcribe tres respuestas.', 2],
        ['Escribir la crónica', 'Escribe la crónica con estilo directo e indirecto.', 2],
        ['Revisar', 'Revisa los verbos introductores y los tiempos del estilo indirecto.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE1M OA 17',
    'Correferencia con metáfora y metonimia',
    [
      'Emplea la correferencia léxica compleja usando la metáfora y la metonimia para referirse a lo ya nombrado sin repetir.',
      'Usa la correferencia con sinónimos, sin metáfora ni metonimia.',
      'Repite las mismas expresiones para el mismo referente.',
      'No reconoce la correferencia.',
    ],
    [
      'Usa una metonimia para referirse a algo ya nombrado en su texto.',
      'Uso una metonimia para referirme a algo ya nombrado en mi texto.',
    ],
    trabajo(
      'le1m-17-cronica-deportiva',
      'tema',
      'Crónica deportiva con metáforas y metonimias',
      [
        'Cada estudiante escribe una crónica de un partido del liceo usando la correferencia: «la Roja», «los de azul», «el arco».',
        'Debe usar al menos dos metáforas y dos metonimias para no repetir los nombres de equipos y jugadores.',
      ],
      ['Crónicas deportivas de modelo', 'Hojas de cuaderno'],
      [
        ['Analizar modelos', 'Subraya las metáforas y metonimias de una crónica deportiva.', 1],
        ['Escribir', 'Escribe tu crónica con correferencia por metáfora y metonimia.', 3],
        ['Revisar', 'Comprueba que cada referente se entienda.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE1M OA 18',
    'Ortografía acentual y signos de puntuación en primero medio',
    [
      'Escribe con corrección ortográfica literal y acentual y usa bien punto, coma, raya, dos puntos, paréntesis, puntos suspensivos y comillas.',
      'Escribe con pocos errores, con usos vacilantes del paréntesis o de las comillas.',
      'Comete errores frecuentes de acentuación y puntuación.',
      'No aplica las reglas ortográficas.',
    ],
    ['Usa bien las comillas y los paréntesis en sus textos.', 'Uso bien las comillas y los paréntesis en mis textos.'],
    trabajo(
      'le1m-18-correccion-de-estilo',
      'tema',
      'Corrección de estilo de un texto del liceo',
      [
        'El curso actúa como equipo de corrección de estilo del boletín del liceo.',
        'Cada estudiante corrige un texto con errores de tildes y de puntuación y explica las reglas en una nota al autor.',
      ],
      ['Texto para corregir', 'Ortografía de la lengua española', 'Pauta de corrección'],
      [
        ['Corregir', 'Corrige la ortografía acentual y la puntuación del texto.', 3],
        ['Explicar', 'Escribe una nota al autor con las reglas de cada corrección.', 1],
        ['Comparar', 'Compara tu corrección con la de otro corrector.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE1M OA 19',
    'Estereotipos, clichés y generalizaciones en textos audiovisuales',
    [
      'Evalúa textos orales y audiovisuales: ordena la información por relevancia, detecta estereotipos, clichés y generalizaciones y analiza el aporte de imagen y sonido con una postura fundamentada.',
      'Detecta estereotipos, sin analizar el aporte de imagen y sonido.',
      'Resume el texto audiovisual sin evaluarlo.',
      'No comprende el texto audiovisual.',
    ],
    ['Detecta un cliché o una generalización en un video.', 'Detecto un cliché o una generalización en un video.'],
    trabajo(
      'le1m-19-analisis-de-comerciales',
      'fuente',
      'Análisis de estereotipos en comerciales de televisión',
      [
        'En grupos, los estudiantes analizan tres comerciales de televisión y detectan estereotipos, clichés y generalizaciones.',
        'Explican cómo la imagen y el sonido refuerzan esos estereotipos y asumen una postura fundamentada.',
      ],
      ['Comerciales grabados', 'Ficha de análisis'],
      [
        ['Analizar', 'Completen la ficha con los estereotipos de cada comercial.', 2],
        ['Evaluar imagen y sonido', 'Expliquen cómo la imagen y el sonido refuerzan el mensaje.', 2],
        ['Presentar', 'Presenten su postura al curso con ejemplos.', 1],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE1M OA 20',
    'Síntesis de un discurso argumentativo escuchado',
    [
      'Sintetiza un discurso argumentativo escuchado: identifica la tesis, explica los argumentos del orador y valora su solidez.',
      'Sintetiza la tesis y los argumentos, sin valorarlos.',
      'Resume fragmentos del discurso sin la tesis.',
      'No sintetiza el discurso.',
    ],
    [
      'Resume la tesis y los argumentos de un discurso escuchado.',
      'Resumo la tesis y los argumentos de un discurso escuchado.',
    ],
    trabajo(
      'le1m-20-discurso-historico',
      'fuente',
      'Sintetizar un discurso célebre',
      [
        'El curso escucha un discurso argumentativo célebre, como el de una activista por el clima ante una asamblea internacional.',
        'Cada estudiante sintetiza la tesis y los argumentos del orador en un esquema y valora su solidez.',
      ],
      ['Grabación del discurso', 'Esquema de síntesis'],
      [
        ['Escuchar y anotar', 'Escucha el discurso y anota la tesis y los argumentos.', 2],
        ['Sintetizar', 'Ordena la síntesis en el esquema.', 2],
        ['Valorar', 'Escribe un párrafo que valore los argumentos del orador.', 1],
      ],
      ['ensayo'],
    ),
  ),
  oa(
    'LE1M OA 21',
    'Diálogo que distingue afirmaciones con y sin evidencia',
    [
      'Dialoga para debatir o explorar ideas: distingue afirmaciones con y sin evidencia, fundamenta con información pertinente, reformula sus aportes y negocia acuerdos.',
      'Fundamenta con información, sin distinguir afirmaciones sin evidencia.',
      'Sostiene afirmaciones sin evidencia.',
      'No participa en el diálogo.',
    ],
    [
      'Pide evidencia cuando alguien hace una afirmación en el debate.',
      'Pido evidencia cuando alguien hace una afirmación en el debate.',
    ],
    trabajo(
      'le1m-21-foro-celulares',
      'tema',
      'Foro: ¿deben prohibirse los celulares en el liceo?',
      [
        'El curso organiza un foro con un panel de estudiantes y un moderador sobre la prohibición de los celulares en el liceo.',
        'Cada intervención debe apoyarse en evidencia, y el público puede preguntar por las afirmaciones sin evidencia.',
      ],
      ['Fichas de evidencia', 'Pauta del moderador'],
      [
        ['Preparar', 'Reúne evidencia para tu postura.', 2],
        ['Dialogar en el foro', 'Interviene con argumentos y evidencias y reformula tus aportes.', 3],
        ['Sintetizar acuerdos', 'Registren los acuerdos y desacuerdos del foro.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE1M OA 22',
    'Exposición que relaciona lo dicho con lo nuevo',
    [
      'Expone con claridad información confiable, progresión temática que relaciona lo ya dicho con lo nuevo, vocabulario que muestra dominio del tema y material visual que destaca solo lo relevante.',
      'Expone con progresión clara, con material visual recargado.',
      'Expone con saltos entre las ideas.',
      'No realiza la exposición.',
    ],
    [
      'Relaciona cada idea nueva con lo ya dicho en su exposición.',
      'Relaciono cada idea nueva con lo que ya dije en mi exposición.',
    ],
    trabajo(
      'le1m-22-exposicion-romanticismo',
      'tema',
      'Exposición: el Romanticismo en la música, la pintura y la literatura',
      [
        'En grupos, los estudiantes exponen cómo se expresó el Romanticismo en distintas artes.',
        'La exposición relaciona cada parte con la anterior y usa un material visual con obras representativas.',
      ],
      ['Diapositivas', 'Imágenes de obras', 'Fragmentos musicales'],
      [
        ['Investigar', 'Reúnan información confiable sobre el Romanticismo en su arte.', 2],
        ['Preparar', 'Organicen la exposición y el material visual.', 2],
        ['Exponer', 'Expongan ante el curso y respondan preguntas.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE1M OA 23',
    'Efecto de los recursos paraverbales y no verbales',
    [
      'Analiza cómo influyen en una situación concreta los recursos verbales, paraverbales (tono, ritmo, volumen) y no verbales (gestos, mirada) de quien habla.',
      'Identifica los recursos paraverbales y no verbales, sin analizar su efecto.',
      'Identifica solo el tono de voz.',
      'No analiza los recursos de quien habla.',
    ],
    [
      'Explica cómo el tono de voz cambia el sentido de un mensaje.',
      'Explico cómo el tono de voz cambia el sentido de un mensaje.',
    ],
    trabajo(
      'le1m-23-una-frase-tres-tonos',
      'tema',
      'Una frase, tres tonos',
      [
        'En parejas, los estudiantes dicen una misma frase con tres tonos, ritmos y gestos distintos.',
        'El curso analiza cómo cambia el sentido según los recursos paraverbales y no verbales.',
      ],
      ['Tarjetas con frases', 'Teléfono para grabar'],
      [
        ['Preparar', 'Elijan una frase y tres formas de decirla.', 1],
        ['Representar', 'Digan la frase de las tres formas frente al curso.', 2],
        ['Analizar', 'Expliquen el efecto de cada recurso en el sentido.', 2],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE1M OA 24',
    'Investigación: validez de las fuentes en internet',
    [
      'Investiga un tema de lengua o literatura: delimita el tema, afina la búsqueda en internet descartando páginas inútiles, evalúa la confiabilidad de las fuentes, jerarquiza la información y registra la bibliografía.',
      'Investiga con fuentes confiables, sin jerarquizar la información.',
      'Usa las primeras fuentes que encuentra.',
      'No investiga.',
    ],
    [
      'Evalúa la confiabilidad de una fuente de internet antes de usarla.',
      'Evalúo la confiabilidad de una fuente de internet antes de usarla.',
    ],
    trabajo(
      'le1m-24-investigar-una-leyenda',
      'fuente',
      'Investigación: las versiones de una leyenda chilena',
      [
        'Cada estudiante investiga las distintas versiones de una leyenda chilena, como la del Caleuche.',
        'Delimita la pregunta, evalúa la confiabilidad de las fuentes, jerarquiza la información y comunica los resultados con su bibliografía.',
      ],
      ['Computador', 'Pauta de confiabilidad', 'Ficha bibliográfica'],
      [
        ['Delimitar', 'Formula tu pregunta de investigación.', 1],
        ['Buscar y evaluar', 'Busca fuentes, evalúa su confiabilidad y registra la bibliografía.', 2],
        ['Comunicar', 'Escribe un informe breve con los resultados.', 2],
      ],
      ['investigacion'],
    ),
  ),
]

/** The instruments of the Lengua y Literatura OA of 2° Medio (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos2m: readonly OaInstrumentos[] = [
  oa(
    'LE2M OA 01',
    'Autonomía lectora según gustos y propósitos',
    [
      'Lee con autonomía y de forma habitual obras y textos que elige según sus gustos y propósitos, y comparte con argumentos su camino lector.',
      'Lee de forma habitual, con pocas razones para sus elecciones.',
      'Lee de manera ocasional.',
      'No mantiene un hábito lector.',
    ],
    [
      'Comparte con el curso un libro que eligió para su lectura personal y por qué.',
      'Comparto con el curso un libro que elegí para mi lectura personal y por qué.',
    ],
  ),
  oa(
    'LE2M OA 02',
    'La experiencia humana en la herencia literaria',
    [
      'Reflexiona con profundidad sobre dimensiones de la experiencia humana (la libertad, la muerte, el amor) en obras de la herencia cultural y las vincula con el presente.',
      'Reflexiona sobre la experiencia humana en la obra, sin vincularla con el presente.',
      'Nombra el tema de la obra sin reflexionar.',
      'No reflexiona sobre las obras.',
    ],
    [
      'Vincula la reflexión sobre la libertad de una obra con el presente.',
      'Vinculo la reflexión sobre la libertad de una obra con el presente.',
    ],
  ),
  oa(
    'LE2M OA 03',
    'Visión del narrador y creencias de la época',
    [
      'Analiza cómo la visión del narrador influye en el relato, los dilemas y convicciones de los personajes, los símbolos y tópicos, y las creencias a la luz de la época de la obra.',
      'Analiza los personajes y sus dilemas, sin considerar la visión del narrador.',
      'Describe el relato sin analizarlo.',
      'No analiza la narración.',
    ],
    [
      'Explica cómo la visión del narrador influye en lo que sabemos de los personajes.',
      'Explico cómo la visión del narrador influye en el relato.',
    ],
  ),
  oa(
    'LE2M OA 04',
    'Soneto, relaciones intertextuales y símbolos en la poesía',
    [
      'Analiza los símbolos del poema, la actitud del hablante, el efecto del lenguaje figurado y de las repeticiones, las relaciones intertextuales y las características del soneto.',
      'Analiza el lenguaje figurado y la actitud del hablante, sin reconocer la estructura del soneto.',
      'Identifica figuras sin analizar su efecto.',
      'No analiza el poema.',
    ],
    [
      'Reconoce los cuartetos, los tercetos y la rima de un soneto.',
      'Reconozco los cuartetos, los tercetos y la rima de un soneto.',
    ],
  ),
  oa(
    'LE2M OA 05',
    'Atmósfera, diálogos y monólogos del texto dramático',
    [
      'Analiza el texto dramático: el conflicto y el problema humano, la evolución de los personajes y cómo se construye la atmósfera mediante diálogos, monólogos y acotaciones.',
      'Analiza el conflicto y los personajes, sin explicar cómo se construye la atmósfera.',
      'Resume la obra sin analizarla.',
      'No analiza el texto dramático.',
    ],
    [
      'Explica cómo un monólogo construye la atmósfera de la escena.',
      'Explico cómo un monólogo construye la atmósfera de la escena.',
    ],
  ),
  oa(
    'LE2M OA 06',
    'Obras del Siglo de Oro y su contexto',
    [
      'Comprende la importancia de las obras del Siglo de Oro (Cervantes, Lope de Vega, Calderón, Quevedo): reconoce sus rasgos, como el soneto o la picaresca, y los relaciona con su contexto.',
      'Reconoce rasgos de las obras del Siglo de Oro, sin relacionarlos con su contexto.',
      'Identifica al autor sin reconocer los rasgos de la obra.',
      'No comprende las obras del Siglo de Oro.',
    ],
    [
      'Explica qué rasgo del Quijote lo vuelve una obra importante del Siglo de Oro.',
      'Explico qué rasgo del Quijote lo vuelve una obra importante del Siglo de Oro.',
    ],
  ),
  oa(
    'LE2M OA 07',
    'Cuentos latinoamericanos modernos y contemporáneos',
    [
      'Comprende cuentos de autores latinoamericanos modernos y contemporáneos: reconoce rasgos como lo fantástico, el realismo mágico o el final abierto y los relaciona con su contexto.',
      'Reconoce rasgos del cuento latinoamericano, sin relacionarlos con su contexto.',
      'Resume el cuento sin reconocer sus rasgos.',
      'No comprende el cuento latinoamericano.',
    ],
    [
      'Reconoce lo fantástico en un cuento latinoamericano contemporáneo.',
      'Reconozco lo fantástico en un cuento latinoamericano contemporáneo.',
    ],
  ),
  oa(
    'LE2M OA 08',
    'Crítica apoyada en citas y antecedentes culturales',
    [
      'Interpreta el texto literario con una hipótesis de lectura, una crítica apoyada en citas y los antecedentes culturales que influyen en su visión del destino, la muerte o la guerra.',
      'Plantea una hipótesis con citas, sin considerar los antecedentes culturales.',
      'Plantea una interpretación sin citas.',
      'No interpreta el texto.',
    ],
    [
      'Relaciona su interpretación con el contexto histórico de la obra.',
      'Relaciono mi interpretación con el contexto histórico de la obra.',
    ],
  ),
  oa(
    'LE2M OA 09',
    'Falacias, modalizadores y recursos para persuadir',
    [
      'Evalúa textos argumentativos: tesis y argumentos, recursos emocionales, falacias evidentes como generalizaciones o descalificaciones, efecto de los modalizadores y léxico valorativo.',
      'Identifica tesis y argumentos y alguna falacia, sin analizar los modalizadores.',
      'Identifica solo la tesis.',
      'No evalúa el texto argumentativo.',
    ],
    [
      'Identifica una falacia de generalización en un texto argumentativo.',
      'Identifico una falacia de generalización en un texto argumentativo.',
    ],
  ),
  oa(
    'LE2M OA 10',
    'Evidencias entregadas u omitidas en los medios',
    [
      'Evalúa textos de los medios (noticias, reportajes, propaganda, crónicas): propósitos con ejemplos, estrategias de persuasión, evidencias entregadas u omitidas y efecto del diseño y las imágenes.',
      'Evalúa propósitos y estrategias de persuasión, sin considerar las evidencias omitidas.',
      'Identifica el propósito del texto de los medios.',
      'No evalúa los textos de los medios.',
    ],
    ['Detecta qué evidencias omite un reportaje sobre un tema polémico.', 'Detecto qué evidencias omite un reportaje.'],
  ),
  oa(
    'LE2M OA 11',
    'Textos de contexto para ampliar las lecturas',
    [
      'Comprende textos no literarios (ensayos, artículos, biografías) que sitúan y amplían las lecturas literarias y los usa en su análisis de las obras.',
      'Comprende los textos de contexto, con poco uso en su análisis.',
      'Lee los textos de contexto sin usarlos.',
      'No comprende los textos de contexto.',
    ],
    [
      'Usa un texto de contexto para ampliar su lectura de una obra literaria.',
      'Uso un texto de contexto para ampliar mi lectura de una obra literaria.',
    ],
  ),
  oa(
    'LE2M OA 12',
    'Escritura flexible en géneros discursivos nuevos',
    [
      'Aplica con flexibilidad sus habilidades de escritura a un género discursivo nuevo, investigando primero sus características en modelos y ajustando el texto a su propósito.',
      'Investiga el género nuevo, con un texto que refleja solo algunas características.',
      'Escribe el género nuevo sin investigarlo.',
      'No escribe en el género nuevo.',
    ],
    ['Analiza modelos del género nuevo antes de escribir.', 'Analizo modelos del género nuevo antes de escribir.'],
    trabajo(
      'le2m-12-escribir-un-guion-de-video',
      'tema',
      'Escribir el guion de un video documental: un género nuevo',
      [
        'Cada grupo escribirá el guion de un video documental breve sobre un lugar patrimonial de su ciudad.',
        'Antes de escribir, investigan las características del género en dos guiones modelo.',
      ],
      ['Guiones modelo', 'Ficha de características del género', 'Computador'],
      [
        ['Investigar el género', 'Anoten las partes y los rasgos del guion documental en la ficha.', 2],
        ['Escribir el guion', 'Escriban el guion con sus columnas de imagen y texto.', 3],
        ['Revisar', 'Comparen su guion con la ficha y corrijan lo que falte.', 1],
      ],
      ['escritura_creativa', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE2M OA 13',
    'Artículos y reportajes con citas e infografías',
    [
      'Escribe un artículo, un informe o un reportaje con presentación de los aspectos, progresión temática, citas, síntesis o infografías, una mirada del autor y referencias.',
      'Escribe con progresión temática y citas, sin infografías ni una mirada del autor.',
      'Escribe sin organizar la progresión temática.',
      'No escribe el texto expositivo.',
    ],
    [
      'Incluye una infografía que sintetiza la información de su artículo.',
      'Incluyo una infografía que sintetiza la información de mi artículo.',
    ],
    trabajo(
      'le2m-13-reportaje-patrimonio',
      'tema',
      'Reportaje: el patrimonio de mi ciudad',
      [
        'Cada estudiante escribe un reportaje sobre un edificio o una tradición patrimonial de su ciudad.',
        'El reportaje usa entrevistas y fuentes escritas, incluye citas, una infografía y las referencias.',
      ],
      ['Grabadora o teléfono', 'Fuentes escritas', 'Computador'],
      [
        ['Investigar', 'Entrevista a dos personas y consulta dos fuentes escritas.', 2],
        ['Redactar', 'Escribe el reportaje con progresión temática y citas.', 3],
        ['Diseñar la infografía', 'Diseña una infografía y agrega las referencias.', 1],
      ],
      ['investigacion'],
    ),
  ),
  oa(
    'LE2M OA 14',
    'Ensayo con contraargumentos',
    [
      'Escribe un ensayo con una hipótesis, evidencias de textos literarios y no literarios, contraargumentos refutados, recursos que mantienen el interés y una conclusión coherente.',
      'Escribe un ensayo con hipótesis y evidencias, sin contraargumentos.',
      'Escribe un ensayo con argumentos sin evidencias.',
      'No escribe el ensayo.',
    ],
    ['Refuta un contraargumento en su ensayo.', 'Refuto un contraargumento en mi ensayo.'],
    trabajo(
      'le2m-14-ensayo-literatura-y-realidad',
      'tema',
      'Ensayo: ¿puede la literatura fantástica decir la verdad?',
      [
        'A partir de los cuentos latinoamericanos leídos, cada estudiante escribe un ensayo sobre si la literatura fantástica puede mostrar verdades de la realidad.',
        'El ensayo plantea una tesis, la sostiene con evidencias, refuta un contraargumento y cierra con una conclusión coherente.',
      ],
      ['Cuentos leídos', 'Pauta del ensayo'],
      [
        ['Planificar', 'Escribe tu tesis, tus argumentos y un contraargumento posible.', 2],
        ['Redactar', 'Escribe el ensayo con citas de los cuentos y la refutación.', 3],
        ['Revisar', 'Revisa la coherencia de la conclusión con los argumentos.', 1],
      ],
      ['ensayo'],
    ),
    trabajo(
      'le2m-14-carta-al-director',
      'tema',
      'Carta al director sobre la lectura en los jóvenes',
      [
        'Cada estudiante escribe una carta al director de un diario nacional que responde a una columna que afirma que los jóvenes ya no leen.',
        'La carta plantea una tesis, la sostiene con evidencias y responde al argumento de la columna.',
      ],
      ['Columna de opinión', 'Datos sobre lectura juvenil'],
      [
        ['Analizar la columna', 'Identifica la tesis y los argumentos de la columna.', 1],
        ['Escribir', 'Escribe la carta al director con tu tesis, evidencias y contraargumento.', 3],
        ['Revisar', 'Revisa el registro formal y la extensión de la carta.', 1],
      ],
      ['carta_director'],
    ),
  ),
  oa(
    'LE2M OA 15',
    'Proceso de escritura con cohesión y conectores',
    [
      'Planifica, escribe, revisa, reescribe y edita según el contexto y el destinatario, incluye la información que el lector necesita y cuida la coherencia, la cohesión y los conectores.',
      'Sigue el proceso de escritura, con problemas de cohesión.',
      'Entrega un borrador sin reescribir.',
      'No sigue un proceso de escritura.',
    ],
    [
      'Revisa la cohesión de su texto y corrige los conectores.',
      'Reviso la cohesión de mi texto y corrijo los conectores.',
    ],
    trabajo(
      'le2m-15-postulacion-a-una-beca',
      'tema',
      'Una carta de postulación a un programa de verano',
      [
        'Cada estudiante escribe una carta de postulación a un programa de verano universitario.',
        'Planifica qué necesita saber el comité, escribe un borrador, lo revisa con un compañero y edita la versión final.',
      ],
      ['Bases del programa', 'Pauta de revisión'],
      [
        ['Planificar', 'Anota qué espera leer el comité y qué quieres destacar.', 1],
        ['Escribir y revisar', 'Escribe el borrador y revísalo con la pauta y un compañero.', 2],
        ['Reescribir y editar', 'Reescribe cuidando la cohesión y edita la versión final.', 2],
      ],
      ['carta'],
    ),
  ),
  oa(
    'LE2M OA 16',
    'Estilo indirecto en textos académicos',
    [
      'Usa con consistencia el estilo directo y el indirecto en textos académicos, con los tiempos verbales correctos del estilo indirecto y verbos introductores precisos.',
      'Usa ambos estilos, con verbos introductores poco precisos.',
      'Cambia de estilo sin ajustar los tiempos verbales.',
      'No distingue el estilo directo del indirecto.',
    ],
    [
      'Cita a un autor en estilo indirecto con un verbo introductor preciso.',
      'Cito a un autor en estilo indirecto con un verbo introductor preciso.',
    ],
    trabajo(
      'le2m-16-resena-de-un-debate',
      'tema',
      'Reseña académica de un debate',
      [
        'Cada estudiante escribe una reseña académica de un debate televisado, citando a los participantes.',
        'Combina el estilo directo y el indirecto con verbos introductores precisos como «sostuvo», «refutó» o «admitió».',
      ],
      ['Grabación del debate', 'Lista de verbos introductores'],
      [
        ['Registrar citas', 'Transcribe cuatro intervenciones del debate.', 2],
        ['Escribir la reseña', 'Escribe la reseña en estilo directo e indirecto.', 2],
        ['Revisar', 'Revisa los tiempos verbales del estilo indirecto.', 1],
      ],
      ['ensayo'],
    ),
  ),
  oa(
    'LE2M OA 17',
    'Frases nominales para condensar información',
    [
      'Usa frases nominales complejas para condensar información y establecer correferencia en textos expositivos y argumentativos.',
      'Usa frases nominales, con poca condensación de la información.',
      'Escribe con oraciones largas sin condensar.',
      'No reconoce las frases nominales.',
    ],
    ['Condensa una oración larga en una frase nominal.', 'Condenso una oración larga en una frase nominal.'],
    trabajo(
      'le2m-17-titulares',
      'tema',
      'De la oración al titular: frases nominales',
      [
        'El docente entrega párrafos de noticias y los estudiantes los condensan en titulares con frases nominales: «La construcción del nuevo puente».',
        'Luego usan esas frases nominales para retomar la información en un texto expositivo breve.',
      ],
      ['Párrafos de noticias', 'Hojas de cuaderno'],
      [
        ['Condensar', 'Transforma cada párrafo en un titular con una frase nominal.', 2],
        ['Escribir', 'Escribe un texto expositivo breve que retome las frases nominales.', 2],
        ['Comparar', 'Compara tus titulares con los de un compañero.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE2M OA 18',
    'Ortografía con punto y coma y puntos suspensivos',
    [
      'Escribe con corrección ortográfica literal y acentual y usa bien todos los signos, incluidos el punto y coma, los puntos suspensivos, la raya y las comillas.',
      'Escribe con pocos errores, con usos vacilantes del punto y coma.',
      'Comete errores frecuentes de acentuación y puntuación.',
      'No aplica las reglas ortográficas.',
    ],
    [
      'Usa el punto y coma para separar oraciones relacionadas.',
      'Uso el punto y coma para separar oraciones relacionadas.',
    ],
    trabajo(
      'le2m-18-editar-un-ensayo',
      'tema',
      'Editar la ortografía de un ensayo propio',
      [
        'Cada estudiante edita la ortografía de su último ensayo con una lista de control.',
        'Revisa tildes, punto y coma, comillas en las citas y puntos suspensivos, y registra sus errores más frecuentes.',
      ],
      ['Ensayo propio', 'Lista de control ortográfico'],
      [
        ['Revisar', 'Revisa el ensayo con la lista de control.', 2],
        ['Corregir', 'Corrige los errores y escribe la regla de cada uno.', 2],
        ['Registrar', 'Anota tus tres errores más frecuentes para la próxima revisión.', 1],
      ],
      ['ensayo'],
    ),
  ),
  oa(
    'LE2M OA 19',
    'Argumentos y recursos persuasivos del hablante audiovisual',
    [
      'Evalúa textos audiovisuales: jerarquiza lo que dicen, analiza los argumentos y recursos persuasivos del hablante en el video y asume una postura fundamentada.',
      'Analiza los argumentos del hablante en el video, sin asumir una postura.',
      'Resume el texto audiovisual.',
      'No comprende el texto audiovisual.',
    ],
    [
      'Compara los puntos de vista de dos videos sobre un mismo tema.',
      'Comparo los puntos de vista de dos videos sobre un mismo tema.',
    ],
    trabajo(
      'le2m-19-analisis-de-franja',
      'fuente',
      'Análisis de dos discursos audiovisuales de campaña',
      [
        'El curso ve dos discursos audiovisuales de campaña de un centro de estudiantes ficticio.',
        'En grupos, analizan los argumentos, los recursos persuasivos y el aporte de la imagen y el sonido, y asumen una postura.',
      ],
      ['Videos de los discursos', 'Ficha de análisis'],
      [
        ['Analizar', 'Completen la ficha con argumentos y recursos de cada discurso.', 2],
        ['Comparar', 'Comparen los puntos de vista y la eficacia de cada uno.', 2],
        ['Presentar', 'Presenten su postura fundamentada al curso.', 1],
      ],
      ['debate', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE2M OA 20',
    'Perspectiva, razonamiento y recursos retóricos',
    [
      'Evalúa la perspectiva de quien habla, la lógica de su razonamiento y los recursos retóricos que usa, como el orden de las ideas y la progresión de los argumentos.',
      'Evalúa la perspectiva y el razonamiento, sin analizar los recursos retóricos.',
      'Identifica la perspectiva de quien habla.',
      'No evalúa el discurso.',
    ],
    [
      'Identifica un recurso retórico en un discurso y explica su efecto.',
      'Identifico un recurso retórico en un discurso y explico su efecto.',
    ],
    trabajo(
      'le2m-20-discursos-de-graduacion',
      'fuente',
      'Evaluar discursos de licenciatura',
      [
        'El curso escucha tres discursos de licenciatura de estudiantes de años anteriores.',
        'Cada estudiante evalúa la perspectiva, el razonamiento y los recursos retóricos de uno y propone mejoras.',
      ],
      ['Grabaciones de discursos', 'Pauta de evaluación retórica'],
      [
        ['Escuchar', 'Escucha el discurso y anota su perspectiva y su orden de ideas.', 2],
        ['Evaluar', 'Evalúa la lógica del razonamiento y los recursos retóricos con la pauta.', 2],
        ['Proponer', 'Escribe dos mejoras para el discurso.', 1],
      ],
      ['ensayo', 'exposicion_oral'],
    ),
  ),
  oa(
    'LE2M OA 21',
    'Diálogo que parafrasea antes de refutar',
    [
      'Dialoga para debatir: parafrasea lo dicho por otros antes de aportar o refutar, distingue afirmaciones con y sin evidencia, fundamenta y negocia acuerdos.',
      'Fundamenta y refuta, sin parafrasear al otro.',
      'Refuta sin escuchar lo dicho por otros.',
      'No participa en el debate.',
    ],
    ['Parafrasea el argumento contrario antes de refutarlo.', 'Parafraseo el argumento contrario antes de refutarlo.'],
    trabajo(
      'le2m-21-debate-parlamentario',
      'tema',
      'Debate parlamentario: ¿voto obligatorio desde los dieciséis años?',
      [
        'El curso organiza un debate parlamentario sobre el voto obligatorio desde los dieciséis años.',
        'Cada intervención debe parafrasear el argumento anterior antes de refutarlo, y un moderador controla los turnos.',
      ],
      ['Fichas de argumentos y evidencias', 'Pauta del moderador', 'Cronómetro'],
      [
        ['Preparar', 'Reúnan argumentos con evidencia y anticipen los contraargumentos.', 2],
        ['Debatir', 'Parafraseen y refuten en cada turno.', 3],
        ['Evaluar', 'Evalúen qué equipo argumentó con más evidencia.', 1],
      ],
      ['debate'],
    ),
  ),
  oa(
    'LE2M OA 22',
    'Exposición con información dosificada',
    [
      'Expone con claridad información confiable, dosificada para que la audiencia comprenda, con vocabulario que muestra dominio del tema y material visual que aclara conceptos complejos.',
      'Expone información confiable, con exceso de datos para la audiencia.',
      'Expone sin dominio del tema.',
      'No realiza la exposición.',
    ],
    [
      'Dosifica la información para que la audiencia comprenda.',
      'Dosifico la información para que la audiencia comprenda.',
    ],
    trabajo(
      'le2m-22-exposicion-autor-latinoamericano',
      'tema',
      'Exposición: un autor latinoamericano y su época',
      [
        'En grupos, los estudiantes exponen sobre un autor latinoamericano del siglo XX y el contexto de su obra.',
        'La exposición dosifica la información y usa un material visual que aclara los conceptos, como el realismo mágico.',
      ],
      ['Diapositivas', 'Fragmentos de la obra'],
      [
        ['Investigar', 'Reúnan información confiable sobre el autor y su época.', 2],
        ['Preparar', 'Seleccionen lo esencial y diseñen el material visual.', 2],
        ['Exponer', 'Expongan ante la audiencia y respondan preguntas.', 2],
      ],
      ['exposicion_oral', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE2M OA 23',
    'Efectos de los recursos de un hablante',
    [
      'Analiza qué efectos tienen, en una situación dada, los recursos verbales, paraverbales y no verbales de un hablante, como el tono, los gestos y la mirada.',
      'Identifica los recursos del hablante, sin explicar sus efectos.',
      'Identifica un solo recurso.',
      'No analiza los recursos del hablante.',
    ],
    [
      'Explica el efecto de los gestos de un orador en su mensaje.',
      'Explico el efecto de los gestos de un orador en su mensaje.',
    ],
    trabajo(
      'le2m-23-entrevista-de-trabajo',
      'tema',
      'Simulación de una entrevista de trabajo',
      [
        'En parejas, los estudiantes simulan una entrevista de trabajo dos veces: una con recursos no verbales adecuados y otra con recursos inadecuados.',
        'El curso analiza los efectos del tono, la postura corporal y la mirada en cada versión.',
      ],
      ['Tarjetas con el puesto de trabajo', 'Teléfono para grabar'],
      [
        ['Preparar', 'Escriban las preguntas y respuestas de la entrevista.', 1],
        ['Simular', 'Representen las dos versiones de la entrevista.', 2],
        ['Analizar', 'Expliquen los efectos de los recursos paraverbales y no verbales.', 2],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE2M OA 24',
    'Investigación: profundidad y cobertura de las fuentes',
    [
      'Investiga un tema de lengua o literatura seleccionando fuentes por su profundidad y cobertura, evalúa su validez y confiabilidad, jerarquiza la información y registra la bibliografía.',
      'Investiga con fuentes confiables, sin considerar su profundidad.',
      'Usa fuentes sin evaluarlas.',
      'No investiga.',
    ],
    ['Elige fuentes por su profundidad y su confiabilidad.', 'Elijo fuentes por su profundidad y su confiabilidad.'],
    trabajo(
      'le2m-24-investigar-el-boom',
      'fuente',
      'Investigación: el boom latinoamericano',
      [
        'Cada estudiante investiga un aspecto del boom latinoamericano, como el papel de las editoriales o la recepción en Europa.',
        'Selecciona fuentes por su profundidad y cobertura, evalúa su confiabilidad y comunica los resultados con la bibliografía.',
      ],
      ['Catálogo de la biblioteca', 'Computador', 'Ficha bibliográfica'],
      [
        ['Delimitar', 'Formula una pregunta de investigación.', 1],
        ['Seleccionar fuentes', 'Busca y evalúa cuatro fuentes, y registra la bibliografía.', 2],
        ['Comunicar', 'Escribe un informe breve con los resultados.', 2],
      ],
      ['investigacion'],
    ),
  ),
]

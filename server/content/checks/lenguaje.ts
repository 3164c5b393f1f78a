/**
 * The checks of the Lenguaje OA (see `index.ts`): per OA code, the concepts every piece on it names and, for
 * the OA that read or write a genre, the genres of its texts. Every one of the 277 OA of 1° Básico to 2° Medio
 * has its own entry (tested in `tests/unit/lenguaje-checks.test.ts`).
 *
 * An OA taught at every level with the same content (reading aloud, the library, conversations…) shares its
 * family's check across levels; the levels differ in their criteria and indicators (`lenguaje/instrumentos.ts`),
 * not in what a piece on the OA must name. Within one level the families are kept apart (`--cruce`).
 *
 * Genres are the vocabulary of `GeneroTexto` in `server/content/lenguaje/types.ts` (documented in the README
 * of this folder): a text piece carries one of them (`generoOf` in `lenguaje/reading.ts`), and a text of a
 * genre its OA does not read or write fails.
 */
import type { OaCheck } from './types'

/** The literary genres a child reads in 1°–6° Básico. */
const literarios = ['cuento', 'fabula', 'leyenda', 'mito', 'poema', 'novela', 'historieta', 'teatro'] as const
/** The narrative genres. */
const narrativos = [
  'cuento',
  'fabula',
  'leyenda',
  'mito',
  'novela',
  'relato-historico',
  'cuento-latinoamericano',
  'epopeya',
] as const
/** The non-literary texts of 1°–6° Básico. */
const noLiterarios = ['articulo', 'noticia', 'carta', 'instructivo', 'biografia', 'relato-historico', 'afiche'] as const

const checks: Record<string, OaCheck> = {}
/** One check for the OA of a family, one code per level. */
function family(check: OaCheck, ...codigos: string[]) {
  for (const codigo of codigos) {
    if (checks[codigo]) throw new Error(`${codigo} tiene dos comprobaciones`)
    checks[codigo] = check
  }
}

// ——— Lectura, 1°–6° Básico ———
family(
  {
    conceptos: [
      'propósito',
      'para qué sirve',
      'para qué se escribió',
      'quién lo escribió',
      'mensaje',
      'autor',
      'intención',
    ],
  },
  'LE01 OA 01',
)
family(
  { conceptos: ['espacio entre palabras', 'cuántas palabras', 'separar palabras', 'palabras de la oración'] },
  'LE01 OA 02',
)
family(
  {
    conceptos: [
      'sílaba',
      'sonido inicial',
      'sonido final',
      'fonema',
      'empieza con el sonido',
      'termina con el sonido',
      'rima con',
    ],
  },
  'LE01 OA 03',
)
family(
  {
    conceptos: ['hiato', 'diptongo', 'grupo consonántico', 'ce-ci', 'que-qui', 'ge-gi', 'gue-gui', 'güe-güi', 'sílaba'],
  },
  'LE02 OA 01',
)
family(
  { conceptos: ['letra', 'dígrafo', 'sílaba directa', 'sílaba inversa', '«rr»', '«ll»', '«ch»', '«qu»'] },
  'LE01 OA 04',
)
family(
  {
    conceptos: [
      'lectura en voz alta',
      'leer en voz alta',
      'fluidez',
      'pronunciación',
      'pronunciar',
      'entonación',
      'pausa',
      'punto seguido',
      'punto aparte',
      'velocidad lectora',
      'palabras por minuto',
    ],
  },
  'LE01 OA 05',
  'LE02 OA 02',
  'LE03 OA 01',
  'LE04 OA 01',
  'LE05 OA 01',
  'LE06 OA 01',
)
family(
  {
    conceptos: [
      'estrategia de comprensión',
      'releer',
      'visualizar',
      'imaginar lo que describe',
      'hacerse preguntas',
      'predecir',
      'lo que ya sabe',
      'subrayar',
      'mapa conceptual',
      'esquema',
      'resumir',
      'resumen',
    ],
  },
  'LE01 OA 06',
  'LE02 OA 03',
  'LE03 OA 02',
  'LE04 OA 02',
  'LE05 OA 02',
  'LE06 OA 02',
)
family(
  {
    conceptos: [
      'fábula',
      'fábulas',
      'moraleja',
      'leyenda',
      'mito',
      'mitos',
      'cuento',
      'poema',
      'novela',
      'historieta',
      'obra literaria',
      'literatura',
    ],
    generos: literarios,
  },
  'LE01 OA 07',
  'LE02 OA 04',
  'LE03 OA 03',
  'LE04 OA 03',
  'LE05 OA 03',
  'LE06 OA 03',
)
const narraciones: OaCheck = {
  conceptos: [
    'cuento',
    'narración',
    'narrador',
    'relato',
    'personaje',
    'protagonista',
    'ambiente',
    'conflicto',
    'secuencia de acciones',
    'inicio',
    'desenlace',
    'final de la historia',
    'fábula',
    'leyenda',
    'mito',
    'mitos',
    'novela',
  ],
  generos: narrativos,
}
family(narraciones, 'LE01 OA 08', 'LE02 OA 05', 'LE03 OA 04', 'LE04 OA 04', 'LE05 OA 04', 'LE06 OA 04')
family(
  {
    conceptos: [
      'poema',
      'poesía',
      'poeta',
      'verso',
      'estrofa',
      'rima',
      'rimas',
      'hablante lírico',
      'lenguaje figurado',
      'sentido figurado',
      'comparación',
      'personificación',
      'hipérbole',
      'metáfora',
      'aliteración',
      'onomatopeya',
      'símbolo',
      'soneto',
    ],
    generos: ['poema', 'romance'],
  },
  'LE01 OA 09',
  'LE02 OA 06',
  'LE03 OA 05',
  'LE04 OA 05',
  'LE05 OA 05',
  'LE06 OA 05',
  'LE07 OA 04',
  'LE08 OA 04',
  'LE1M OA 04',
  'LE2M OA 04',
)
family(
  {
    conceptos: [
      'texto informativo',
      'artículo informativo',
      'noticia',
      'carta',
      'instrucciones',
      'instructivo',
      'receta',
      'biografía',
      'relato histórico',
      'título',
      'subtítulo',
      'glosario',
      'índice',
      'gráfico',
      'tabla',
      'dato',
    ],
    generos: noLiterarios,
  },
  'LE01 OA 10',
  'LE02 OA 07',
  'LE03 OA 06',
  'LE04 OA 06',
  'LE05 OA 06',
  'LE06 OA 06',
)
family(
  {
    conceptos: [
      'gusto por la lectura',
      'hábito lector',
      'leer por gusto',
      'placer de leer',
      'lectura personal',
      'lectura silenciosa',
      'libro favorito',
      'libro que más le gustó',
      'recomendar un libro',
      'registro de lectura',
      'elegir un libro',
      'hojear',
      'ilustraciones',
    ],
  },
  'LE01 OA 11',
  'LE02 OA 08',
  'LE03 OA 07',
  'LE04 OA 07',
  'LE05 OA 09',
  'LE06 OA 09',
  'LE07 OA 01',
  'LE08 OA 01',
  'LE1M OA 01',
  'LE2M OA 01',
)
family(
  {
    conceptos: [
      'biblioteca',
      'bibliotecaria',
      'bibliotecario',
      'préstamo',
      'devolución',
      'estante',
      'cuidar los libros',
      'ficha del libro',
      'catálogo',
    ],
  },
  'LE01 OA 12',
  'LE02 OA 09',
  'LE03 OA 08',
  'LE04 OA 08',
  'LE05 OA 10',
  'LE06 OA 10',
)
family(
  {
    conceptos: [
      'investigación',
      'investigar',
      'fuente',
      'enciclopedia',
      'atlas',
      'sitio web',
      'buscar información',
      'pregunta de investigación',
      'clasificar la información',
      'contrastar la información',
    ],
    generos: ['investigacion', 'articulo'],
  },
  'LE02 OA 10',
  'LE03 OA 09',
  'LE04 OA 09',
  'LE05 OA 11',
  'LE06 OA 11',
)
const vocabulario: OaCheck = {
  conceptos: [
    'significado',
    'significa',
    'palabra desconocida',
    'pistas del texto',
    'contexto',
    'diccionario',
    'prefijo',
    'sufijo',
    'raíz',
    'acepción',
    'sinónimo',
  ],
}
family(vocabulario, 'LE01 OA 19', 'LE02 OA 11', 'LE03 OA 10', 'LE04 OA 10', 'LE05 OA 12', 'LE06 OA 12')
family(
  {
    conceptos: [
      'diccionario',
      'orden alfabético',
      'entrada del diccionario',
      'palabras guía',
      'acepción',
      'definición',
    ],
  },
  'LE03 OA 11',
)
family(
  {
    conceptos: [
      'emisor',
      'destinatario',
      'propósito del texto',
      'propósito del autor',
      'quién escribe',
      'fuente',
      'confiable',
      'confiabilidad',
      'comparar fuentes',
      'origen del texto',
    ],
  },
  'LE05 OA 07',
  'LE06 OA 07',
)
family(
  {
    conceptos: [
      'idea principal',
      'ideas principales',
      'resumen',
      'resumir',
      'síntesis',
      'sintetizar',
      'esquema',
      'organizador gráfico',
      'mapa conceptual',
      'apuntes',
      'tomar notas',
    ],
  },
  'LE05 OA 08',
  'LE06 OA 08',
  'LE07 OA 25',
  'LE08 OA 26',
)

// ——— Lectura, 7° Básico a 2° Medio ———
family(
  {
    conceptos: [
      'experiencia humana',
      'amor',
      'muerte',
      'amistad',
      'soledad',
      'libertad',
      'miedo',
      'herencia cultural',
      'dimensión humana',
      'tema de la obra',
      'reflexión',
    ],
  },
  'LE07 OA 02',
  'LE08 OA 02',
  'LE1M OA 02',
  'LE2M OA 02',
)
family(
  {
    conceptos: [
      'narración',
      'narrador',
      'personaje',
      'conflicto',
      'orden temporal',
      'disposición temporal',
      'punto de vista',
      'primera persona',
      'tercera persona',
      'personaje tipo',
      'símbolo',
      'tópico',
      'relato',
      'cuento',
      'novela',
      'fragmento',
    ],
    generos: narrativos,
  },
  'LE07 OA 03',
  'LE08 OA 03',
  'LE1M OA 03',
  'LE2M OA 03',
)
family(
  {
    conceptos: [
      'romance',
      'poesía popular',
      'décima',
      'octosílabo',
      'paya',
      'payador',
      'payadora',
      'tradición oral',
      'rima asonante',
      'juglar',
      'verso',
    ],
    generos: ['romance'],
  },
  'LE07 OA 05',
)
family(
  {
    conceptos: [
      'mito',
      'mitos',
      'mitológico',
      'mitología',
      'dios',
      'dioses',
      'diosa',
      'héroe',
      'olimpo',
      'zeus',
      'origen del mundo',
      'explicar el origen',
    ],
    generos: ['mito'],
  },
  'LE07 OA 06',
)
family(
  {
    conceptos: [
      'interpretación',
      'interpretar',
      'hipótesis de lectura',
      'dilema',
      'visión de mundo',
      'contexto histórico',
      'sentido de la obra',
      'cita del texto',
      'postura ante el dilema',
    ],
  },
  'LE07 OA 07',
  'LE08 OA 08',
  'LE1M OA 08',
  'LE2M OA 08',
)
family(
  {
    conceptos: [
      'texto argumentativo',
      'tesis',
      'argumento',
      'postura',
      'hecho y opinión',
      'opinión',
      'columna de opinión',
      'carta al director',
      'contraargumento',
      'falacia',
      'modalizador',
      'pregunta retórica',
      'ensayo',
      'discurso',
      'modo verbal',
    ],
    generos: ['opinion'],
  },
  'LE07 OA 08',
  'LE08 OA 09',
  'LE1M OA 09',
  'LE2M OA 09',
)
family(
  {
    conceptos: [
      'medios de comunicación',
      'noticia',
      'reportaje',
      'crónica',
      'publicidad',
      'propaganda',
      'estereotipo',
      'prejuicio',
      'persuasión',
      'titular',
      'redes sociales',
      'carta al director',
      'propósito implícito',
    ],
    generos: ['noticia', 'publicidad', 'opinion'],
  },
  'LE07 OA 09',
  'LE08 OA 10',
  'LE1M OA 10',
  'LE2M OA 10',
)
family(
  {
    conceptos: [
      'contexto de producción',
      'contexto de la obra',
      'época',
      'texto no literario',
      'obra literaria',
      'biografía',
      'autor',
      'autora',
      'artículo',
    ],
    generos: ['articulo', 'biografia', 'investigacion', 'noticia', 'exposicion'],
  },
  'LE07 OA 10',
  'LE08 OA 11',
  'LE1M OA 11',
  'LE2M OA 11',
)
family(
  {
    conceptos: [
      'estrategia de comprensión',
      'resumir',
      'resumen',
      'hacerse preguntas',
      'texto multimodal',
      'infografía',
      'imagen y texto',
      'releer',
      'dificulta la comprensión',
    ],
  },
  'LE07 OA 11',
  'LE08 OA 12',
)
family(
  {
    conceptos: [
      'texto dramático',
      'obra dramática',
      'obra teatral',
      'acotación',
      'conflicto dramático',
      'diálogo',
      'monólogo',
      'escena',
      'acto',
      'personaje tipo',
      'atmósfera',
      'teatro',
    ],
    generos: ['teatro', 'comedia', 'tragedia'],
  },
  'LE08 OA 05',
  'LE1M OA 05',
  'LE2M OA 05',
)
family(
  {
    conceptos: [
      'epopeya',
      'héroe épico',
      'épico',
      'hazaña',
      'odisea',
      'ilíada',
      'homero',
      'ulises',
      'aquiles',
      'canto',
    ],
    generos: ['epopeya'],
  },
  'LE08 OA 06',
)
family(
  {
    conceptos: ['comedia', 'humor', 'enredo', 'cómico', 'cómica', 'risa', 'personaje tipo', 'malentendido'],
    generos: ['comedia'],
  },
  'LE08 OA 07',
)
family(
  {
    conceptos: [
      'tragedia',
      'trágico',
      'héroe trágico',
      'destino',
      'coro',
      'teatro griego',
      'edipo',
      'antígona',
      'sófocles',
      'catarsis',
    ],
    generos: ['tragedia'],
  },
  'LE1M OA 06',
)
family(
  {
    conceptos: [
      'romanticismo',
      'romántico',
      'romántica',
      'bécquer',
      'subjetividad',
      'sentimiento',
      'siglo xix',
      'naturaleza',
      'idealismo',
    ],
  },
  'LE1M OA 07',
)
family(
  {
    conceptos: [
      'siglo de oro',
      'cervantes',
      'quijote',
      'lope de vega',
      'calderón',
      'quevedo',
      'góngora',
      'barroco',
      'renacimiento',
      'picaresca',
      'soneto',
    ],
  },
  'LE2M OA 06',
)
family(
  {
    conceptos: [
      'cuento latinoamericano',
      'autor latinoamericano',
      'autora latinoamericana',
      'literatura latinoamericana',
      'realismo mágico',
      'lo fantástico',
      'cuento contemporáneo',
      'cortázar',
      'borges',
      'garcía márquez',
      'rulfo',
    ],
    generos: ['cuento-latinoamericano'],
  },
  'LE2M OA 07',
)

// ——— Escritura ———
family(
  {
    conceptos: [
      'escribir lo que siente',
      'escribir lo que le pasó',
      'contar por escrito',
      'escritura libre',
      'sentimientos',
      'escribe sobre',
      'escribir sobre',
    ],
  },
  'LE01 OA 13',
)
family(
  {
    conceptos: [
      'oración completa',
      'oraciones completas',
      'oración bien escrita',
      'mayúscula',
      'punto final',
      'mensaje escrito',
    ],
  },
  'LE01 OA 14',
)
family(
  {
    conceptos: ['letra legible', 'letra clara', 'espacio entre palabras', 'caligrafía', 'trazo', 'renglón', 'legible'],
  },
  'LE01 OA 15',
  'LE02 OA 15',
  'LE03 OA 16',
  'LE04 OA 15',
)
family(
  {
    conceptos: ['palabra nueva', 'palabras nuevas', 'palabra aprendida', 'palabras aprendidas', 'vocabulario escrito'],
  },
  'LE01 OA 16',
  'LE02 OA 18',
  'LE03 OA 19',
  'LE04 OA 18',
  'LE05 OA 19',
  'LE06 OA 19',
)
family(
  {
    conceptos: [
      'diario de vida',
      'anécdota',
      'poema',
      'carta',
      'recado',
      'cuento',
      'blog',
      'comentario de lectura',
      'crónica',
      'escritura creativa',
      'noticia',
    ],
    generos: ['carta', 'poema', 'cuento', 'comentario', 'noticia', 'diario', 'cronica'],
  },
  'LE02 OA 12',
  'LE03 OA 12',
  'LE04 OA 11',
  'LE05 OA 13',
  'LE06 OA 13',
  'LE07 OA 12',
  'LE08 OA 13',
)
family(
  {
    conceptos: [
      'narración',
      'cuento',
      'inicio',
      'desarrollo',
      'desenlace',
      'personaje',
      'conector',
      'experiencia personal',
      'secuencia de hechos',
      'diálogo',
      'descripción',
      'noticia',
    ],
    generos: ['cuento', 'fabula', 'leyenda', 'noticia', 'planificacion'],
  },
  'LE02 OA 13',
  'LE03 OA 13',
  'LE04 OA 12',
  'LE05 OA 14',
  'LE06 OA 14',
)
family(
  {
    conceptos: [
      'artículo informativo',
      'texto informativo',
      'idea central',
      'párrafo',
      'fuentes consultadas',
      'fuente',
      'dar a conocer',
      'explicar un tema',
    ],
    generos: ['articulo', 'planificacion', 'exposicion'],
  },
  'LE02 OA 14',
  'LE03 OA 14',
  'LE04 OA 13',
  'LE05 OA 15',
  'LE06 OA 15',
)
family(
  {
    conceptos: [
      'carta',
      'instrucciones',
      'afiche',
      'noticia',
      'reporte',
      'formato',
      'saludo',
      'despedida',
      'destinatario',
      'materiales',
    ],
    generos: ['carta', 'instructivo', 'noticia', 'afiche'],
  },
  'LE03 OA 15',
  'LE04 OA 14',
)
family(
  {
    conceptos: [
      'planificar',
      'planificación',
      'plan de escritura',
      'propósito del texto',
      'propósito y destinatario',
      'destinatario',
      'lluvia de ideas',
      'organizar las ideas',
      'generar ideas',
    ],
    generos: ['planificacion'],
  },
  'LE02 OA 16',
  'LE03 OA 17',
  'LE04 OA 16',
  'LE05 OA 17',
  'LE06 OA 17',
)
family(
  {
    conceptos: [
      'revisar',
      'revisión',
      'borrador',
      'editar',
      'corregir',
      'reescribir',
      'pauta de revisión',
      'mejorar la redacción',
      'procesador de textos',
    ],
  },
  'LE02 OA 17',
  'LE03 OA 18',
  'LE04 OA 17',
  'LE05 OA 18',
  'LE06 OA 18',
)
family(
  {
    conceptos: [
      'planificar',
      'borrador',
      'revisar',
      'reescribir',
      'editar',
      'destinatario',
      'propósito del texto',
      'registro',
      'coherencia',
      'cohesión',
      'conector',
      'proceso de escritura',
    ],
  },
  'LE07 OA 15',
  'LE08 OA 16',
  'LE1M OA 15',
  'LE2M OA 15',
)
family(
  { conceptos: ['sustantivo', 'adjetivo', 'artículo', 'clase de palabra', 'nombra', 'dice cómo es'] },
  'LE02 OA 19',
  'LE03 OA 20',
)
family(
  {
    conceptos: ['género y número', 'masculino', 'femenino', 'singular', 'plural', 'concordancia', 'concuerda'],
  },
  'LE02 OA 20',
)
family({ conceptos: ['pronombre', 'reemplaza', 'referente', 'evitar repetir', 'se refiere'] }, 'LE03 OA 21')
family({ conceptos: ['adverbio', 'adverbios', 'terminado en mente'] }, 'LE04 OA 19')
family({ conceptos: ['verbo', 'concordancia', 'sujeto', 'conjugación', 'tiempo verbal', 'acción'] }, 'LE04 OA 20')
family({ conceptos: ['sinónimo', 'antónimo', 'matiz', 'significado parecido', 'significado preciso'] }, 'LE05 OA 20')
family(
  {
    conceptos: ['sinónimo', 'hipónimo', 'hiperónimo', 'locución', 'comparación', 'de otra forma', 'distintas formas'],
  },
  'LE06 OA 20',
)
family(
  {
    conceptos: [
      'verbo regular',
      'conjugar',
      'conjugación',
      'persona y número',
      'tiempo verbal',
      'pretérito',
      'presente',
      'futuro',
    ],
  },
  'LE05 OA 21',
)
family(
  {
    conceptos: [
      'participio',
      'participio irregular',
      'tiempo compuesto',
      'ha roto',
      'ha escrito',
      'ha dicho',
      'ha vuelto',
      'ha puesto',
      'han abierto',
    ],
  },
  'LE06 OA 21',
)
family(
  {
    conceptos: ['comentario', 'impresión', 'impresiones', 'opinión sobre lo leído', 'ejemplo del texto', 'reseña'],
    generos: ['comentario'],
  },
  'LE05 OA 16',
  'LE06 OA 16',
)
family(
  {
    conceptos: [
      'informe',
      'artículo',
      'reportaje',
      'texto expositivo',
      'fuente',
      'referencia',
      'progresión temática',
      'párrafo',
      'cita',
      'infografía',
    ],
    generos: ['articulo', 'noticia', 'investigacion', 'exposicion'],
  },
  'LE07 OA 13',
  'LE08 OA 14',
  'LE1M OA 13',
  'LE2M OA 13',
)
family(
  {
    conceptos: [
      'carta al director',
      'editorial',
      'crítica literaria',
      'ensayo',
      'tesis',
      'argumento',
      'evidencia',
      'contraargumento',
      'persuadir',
      'postura',
    ],
    generos: ['opinion'],
  },
  'LE07 OA 14',
  'LE08 OA 15',
  'LE1M OA 14',
  'LE2M OA 14',
)
family(
  {
    conceptos: [
      'género nuevo',
      'características del género',
      'género discursivo',
      'modelo del género',
      'reseña',
      'investigar el género',
    ],
    generos: ['investigacion'],
  },
  'LE1M OA 12',
  'LE2M OA 12',
)
family({ conceptos: ['oración', 'sujeto', 'predicado', 'concordancia', 'núcleo del sujeto'] }, 'LE07 OA 16')
family(
  { conceptos: ['correferencia', 'sinónimo', 'hiperónimo', 'sustitución léxica', 'cohesión', 'referente'] },
  'LE07 OA 17',
)
family(
  { conceptos: ['correferencia', 'metáfora', 'metonimia', 'sustitución léxica', 'cohesión', 'referente'] },
  'LE1M OA 17',
)
family(
  {
    conceptos: [
      'modo indicativo',
      'tiempo verbal',
      'pretérito',
      'copretérito',
      'presente',
      'futuro',
      'secuencia temporal',
    ],
  },
  'LE07 OA 18',
)
family(
  {
    conceptos: [
      'oración compuesta',
      'oración compleja',
      'coordinada',
      'subordinada',
      'coherencia temporal',
      'sujeto',
      'conector',
    ],
  },
  'LE08 OA 17',
)
family(
  {
    conceptos: [
      'deíctico',
      'pronombre',
      'elipsis',
      'nominalización',
      'referente',
      'pronombre átono',
      'pronombre tónico',
      'sustitución pronominal',
    ],
  },
  'LE08 OA 18',
)
family({ conceptos: ['modo verbal', 'subjuntivo', 'imperativo', 'indicativo'] }, 'LE08 OA 19')
family(
  { conceptos: ['estilo directo', 'estilo indirecto', 'discurso referido', 'verbo introductor', 'cita textual'] },
  'LE1M OA 16',
  'LE2M OA 16',
)
family({ conceptos: ['frase nominal', 'nominalización', 'condensar', 'núcleo', 'correferencia'] }, 'LE2M OA 17')

// ——— Ortografía: an item asks for the word that is well written, or names the rule it applies ———
family(
  {
    conceptos: [
      'bien escrita',
      'bien escritas',
      'ortografía',
      'ce-ci',
      'que-qui',
      'ge-gi',
      'gue-gui',
      'güe-güi',
      '«rr»',
      '«nr»',
      'mayúscula',
      'punto final',
      'signo de interrogación',
      'signos de interrogación',
      'signo de exclamación',
      'signos de exclamación',
    ],
  },
  'LE02 OA 21',
)
family(
  {
    conceptos: [
      'bien escrita',
      'bien escritas',
      'ortografía',
      'mayúscula',
      'punto seguido',
      'punto aparte',
      'plural',
      'ge-gi',
      'je-ji',
      '-cito',
      '-cita',
      'coma',
      'comas',
      'enumeración',
    ],
  },
  'LE03 OA 22',
)
family(
  {
    conceptos: [
      'bien escrita',
      'bien escritas',
      'ortografía',
      '«b»',
      '«v»',
      '«h»',
      'ay hay ahí',
      'aguda',
      'grave',
      'esdrújula',
      'sobresdrújula',
      'tilde',
      'sílaba tónica',
    ],
  },
  'LE04 OA 21',
)
family(
  {
    conceptos: [
      'bien escrita',
      'bien escritas',
      'ortografía',
      '«c»',
      '«s»',
      '«z»',
      'raya',
      'tilde diacrítica',
      'tilde diacrítico',
      'diéresis',
      'coma',
      'comas',
      'frase explicativa',
      'tilde',
    ],
  },
  'LE05 OA 22',
)
family(
  {
    conceptos: [
      'bien escrita',
      'bien escritas',
      'ortografía',
      'verbo haber',
      'verbo tener',
      'verbo ir',
      'tilde',
      'interrogativo',
      'exclamativo',
      'coma',
      'comas',
      'frase explicativa',
    ],
  },
  'LE06 OA 22',
)
family(
  {
    conceptos: [
      'bien escrita',
      'bien escritas',
      'ortografía',
      'ortografía acentual',
      'ortografía literal',
      'tilde',
      'acentuación',
      'puntuación',
      'coma',
      'raya',
      'dos puntos',
      'paréntesis',
      'comillas',
      'punto y coma',
      'puntos suspensivos',
    ],
  },
  'LE07 OA 19',
  'LE08 OA 20',
  'LE1M OA 18',
  'LE2M OA 18',
)

// ——— Comunicación oral ———
family(
  {
    conceptos: [
      'escuchar',
      'escuchan',
      'narra',
      'lee en voz alta',
      'cuento folclórico',
      'fábula',
      'leyenda',
      'mito',
      'mitos',
      'poema',
      'capítulo',
      'cuento',
    ],
    generos: literarios,
  },
  'LE01 OA 17',
  'LE02 OA 22',
  'LE03 OA 23',
  'LE04 OA 22',
  'LE05 OA 23',
  'LE06 OA 23',
)
family(
  {
    conceptos: [
      'texto oral',
      'escuchar',
      'escuchado',
      'explicación',
      'instrucción oral',
      'documental',
      'película',
      'entrevista',
      'testimonio',
      'reportaje',
      'audio',
      'anécdota',
    ],
  },
  'LE01 OA 18',
  'LE02 OA 23',
  'LE03 OA 24',
  'LE04 OA 23',
  'LE05 OA 24',
  'LE06 OA 24',
)
family(
  {
    conceptos: [
      'obra de teatro',
      'teatro',
      'actor',
      'actriz',
      'escenario',
      'títere',
      'representación',
      'función',
      'público',
      'escenografía',
    ],
    generos: ['teatro', 'comedia'],
  },
  'LE01 OA 20',
  'LE02 OA 24',
  'LE03 OA 25',
  'LE04 OA 24',
)
family(
  {
    conceptos: [
      'obra de teatro',
      'película',
      'representación',
      'actor',
      'actriz',
      'voz',
      'gesto',
      'música',
      'iluminación',
      'efecto de sonido',
      'escenografía',
    ],
    generos: ['teatro', 'comedia'],
  },
  'LE05 OA 25',
  'LE06 OA 26',
)
family(
  {
    conceptos: [
      'conversación',
      'conversar',
      'turno',
      'turnos',
      'opinión',
      'acuerdo',
      'desacuerdo',
      'diálogo',
      'dialogar',
      'debate',
      'fundamentar',
      'escuchar a los demás',
    ],
    generos: ['dialogo'],
  },
  'LE01 OA 21',
  'LE02 OA 25',
  'LE03 OA 26',
  'LE04 OA 25',
  'LE05 OA 26',
  'LE06 OA 27',
)
family(
  {
    conceptos: [
      'saludar',
      'saludo',
      'presentarse',
      'presentar a otro',
      'por favor',
      'gracias',
      'perdón',
      'permiso',
      'cortesía',
      'despedirse',
      'convención social',
    ],
    generos: ['dialogo'],
  },
  'LE01 OA 22',
  'LE02 OA 26',
  'LE03 OA 27',
  'LE04 OA 26',
  'LE05 OA 27',
  'LE06 OA 28',
)
family(
  {
    conceptos: [
      'exposición',
      'exponer',
      'presentación oral',
      'disertación',
      'hablar frente al curso',
      'volumen',
      'postura',
      'pronunciación',
      'audiencia',
      'público',
      'material de apoyo',
      'apoyo visual',
      'introducción',
      'cierre',
    ],
    generos: ['exposicion'],
  },
  'LE01 OA 23',
  'LE02 OA 27',
  'LE03 OA 28',
  'LE04 OA 27',
  'LE05 OA 28',
  'LE06 OA 29',
  'LE07 OA 22',
  'LE08 OA 23',
  'LE1M OA 22',
  'LE2M OA 22',
)
family(
  {
    conceptos: ['palabra nueva', 'palabras nuevas', 'palabra aprendida', 'palabras aprendidas', 'vocabulario oral'],
  },
  'LE01 OA 24',
  'LE02 OA 28',
  'LE03 OA 29',
  'LE04 OA 28',
  'LE05 OA 29',
  'LE06 OA 30',
)
family(
  {
    conceptos: [
      'dramatización',
      'dramatizar',
      'personaje',
      'papel',
      'representar',
      'actuar',
      'juego de roles',
      'guion',
      'escena',
    ],
    generos: ['teatro', 'comedia'],
  },
  'LE01 OA 25',
  'LE02 OA 29',
  'LE03 OA 30',
  'LE04 OA 29',
)
family(
  {
    conceptos: [
      'recitar',
      'de memoria',
      'poema',
      'rima',
      'rimas',
      'trabalenguas',
      'adivinanza',
      'canción',
      'entonación',
      'declamar',
      'verso',
    ],
    generos: ['poema'],
  },
  'LE01 OA 26',
  'LE02 OA 30',
  'LE03 OA 31',
  'LE04 OA 30',
)
family(
  {
    conceptos: [
      'texto oral',
      'noticiero',
      'testimonio',
      'dramatización',
      'recitar',
      'narrar oralmente',
      'contar oralmente',
      'planificar lo que dirá',
      'guion',
    ],
    generos: ['exposicion', 'teatro', 'poema', 'noticia', 'comedia'],
  },
  'LE05 OA 30',
  'LE06 OA 31',
)
family(
  {
    conceptos: [
      'publicidad',
      'publicitario',
      'aviso',
      'mensaje publicitario',
      'emisor',
      'público',
      'intención',
      'comercial',
      'eslogan',
    ],
    generos: ['publicidad'],
  },
  'LE06 OA 25',
)
family(
  {
    conceptos: [
      'audiovisual',
      'documental',
      'discurso',
      'reportaje',
      'video',
      'hecho y opinión',
      'estereotipo',
      'punto de vista',
      'imagen y sonido',
      'exposición oral',
    ],
    generos: ['exposicion', 'opinion', 'noticia'],
  },
  'LE07 OA 20',
  'LE08 OA 21',
  'LE1M OA 19',
  'LE2M OA 19',
)
family(
  {
    conceptos: [
      'debate',
      'debatir',
      'diálogo',
      'dialogar',
      'postura',
      'argumento',
      'contraargumento',
      'turno',
      'acuerdo',
      'evidencia',
      'moderador',
      'moderadora',
      'foro',
      'parafrasear',
    ],
    generos: ['dialogo'],
  },
  'LE07 OA 21',
  'LE08 OA 22',
  'LE1M OA 21',
  'LE2M OA 21',
)
family(
  {
    conceptos: [
      'registro',
      'prosódico',
      'volumen',
      'velocidad',
      'dicción',
      'lo oral y lo escrito',
      'lenguaje no verbal',
      'entonación',
      'registro formal',
      'registro informal',
    ],
    generos: ['dialogo', 'exposicion'],
  },
  'LE07 OA 23',
  'LE08 OA 24',
)
family(
  {
    conceptos: [
      'paraverbal',
      'no verbal',
      'tono',
      'gesto',
      'volumen',
      'ritmo',
      'mirada',
      'postura corporal',
      'recurso verbal',
    ],
    generos: ['exposicion', 'opinion', 'dialogo'],
  },
  'LE1M OA 23',
  'LE2M OA 23',
)
family(
  {
    conceptos: [
      'discurso argumentativo',
      'síntesis',
      'sintetizar',
      'argumento',
      'resumen',
      'orador',
      'oradora',
      'tesis',
    ],
    generos: ['opinion', 'exposicion'],
  },
  'LE1M OA 20',
)
family(
  {
    conceptos: [
      'perspectiva',
      'razonamiento',
      'recurso retórico',
      'orden de las ideas',
      'progresión de los argumentos',
      'retórica',
      'discurso',
      'pregunta retórica',
      'hablante',
    ],
    generos: ['opinion', 'exposicion', 'dialogo'],
  },
  'LE2M OA 20',
)

// ——— Investigación, 7° Básico a 2° Medio ———
family(
  {
    conceptos: [
      'investigación',
      'investigar',
      'fuente',
      'confiabilidad',
      'confiable',
      'bibliografía',
      'delimitar el tema',
      'búsqueda',
      'referencia',
      'sitio web',
    ],
    generos: ['investigacion'],
  },
  'LE07 OA 24',
  'LE08 OA 25',
  'LE1M OA 24',
  'LE2M OA 24',
)

export const lenguajeChecks: Readonly<Record<string, OaCheck>> = checks

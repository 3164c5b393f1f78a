import { z } from 'zod'

const missingLevel = 'Indica el nivel (por ejemplo, 5° Básico).'
const missingSubject = 'Indica la asignatura (por ejemplo, Matemática).'

/** GET /curriculo?nivel=&asignatura=: both required; levels and subjects as teachers type them. */
export const curriculoQuery = z.object({
  nivel: z.string({ error: missingLevel }).trim().min(1, missingLevel).max(60, 'El nivel es demasiado largo.'),
  asignatura: z
    .string({ error: missingSubject })
    .trim()
    .min(1, missingSubject)
    .max(80, 'La asignatura es demasiado larga.'),
})
export type CurriculoQuery = z.infer<typeof curriculoQuery>

/** One Objetivo de Aprendizaje: "MA05 OA 07", 7, "Números y operaciones", "Demostrar que comprenden…". */
export const objetivoAprendizaje = z.object({
  codigo: z.string(),
  numero: z.number(),
  eje: z.string(),
  descripcion: z.string(),
})
export type ObjetivoAprendizaje = z.infer<typeof objetivoAprendizaje>

/** The objectives of a level and subject in the catalogue's order; empty for a subject outside it. */
export const curriculoList = z.array(objetivoAprendizaje)

const missingText = 'Escribe el objetivo que quieres buscar.'

/** GET /curriculo/resolver?nivel=&asignatura=&texto=: what OA a typed objective means. */
export const resolverQuery = curriculoQuery.extend({
  texto: z.string({ error: missingText }).trim().min(1, missingText).max(2000, 'El objetivo es demasiado largo.'),
})
export type ResolverQuery = z.infer<typeof resolverQuery>

/** One ranked match: the OA, its search score and the share (0–1) of the typed words it covers. */
export const oaMatch = objetivoAprendizaje.extend({ puntaje: z.number(), cobertura: z.number() })
export type OaMatch = z.infer<typeof oaMatch>

/** Where the subject teaches an objective the requested level does not: "se trabaja en 8° Básico: MA08 OA 12". */
export const otroNivel = objetivoAprendizaje.extend({ nivel: z.string() })
export type OtroNivel = z.infer<typeof otroNivel>

/**
 * What a text means: `objetivo` is the OA the generator will use (by code, number or words), or null when no OA
 * of the level and subject covers the text; `coincidencias` are the ranked matches (the suggestions, the closest
 * OA of the level); `otro_nivel` is where the subject teaches the text when another level does.
 */
export const resolverPart = z.object({
  texto: z.string(),
  objetivo: objetivoAprendizaje.nullable(),
  coincidencias: z.array(oaMatch),
  otro_nivel: otroNivel.nullable(),
})
export type ResolverPart = z.infer<typeof resolverPart>

/**
 * The answer: the text as a whole (`objetivo`, `coincidencias`, `otro_nivel`), and `partes`, the objectives the
 * generator will send for it: the whole line when one OA covers it, else its comma-separated parts, a fragment
 * that means nothing alone kept with its neighbour. `en_catalogo` is false for a level or subject the catalogue
 * does not cover yet (then nothing is matched, the parts go as written and the document is not grounded in OA).
 */
export const resolverResult = z.object({
  en_catalogo: z.boolean(),
  objetivo: objetivoAprendizaje.nullable(),
  coincidencias: z.array(oaMatch),
  otro_nivel: otroNivel.nullable(),
  partes: z.array(resolverPart),
})
export type ResolverResult = z.infer<typeof resolverResult>

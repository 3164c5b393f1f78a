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

import { z } from 'zod'
import { memberStateLabels, memberStates, roleLabels, roles } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { choice, idRef } from './fields'

/** A member of the school, as the administrador's Equipo screen lists them. */
export const miembro = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(roles),
  estado: z.enum(memberStates),
  /** The courses assigned to the member; they scope what a docente sees. Sorted by id. */
  curso_ids: z.array(z.number()),
  /** When the member joined (ISO 8601). */
  creado: z.string(),
})
export type Miembro = z.infer<typeof miembro>

/** `GET /miembros`: pending requests first, then by name. */
export const miembroList = z.array(miembro)

const rolWrong = `El rol debe ser uno de: ${roles.map((r) => roleLabels[r]).join(', ')}.`
const estadoWrong = `El estado debe ser uno de: ${memberStates.map((s) => memberStateLabels[s]).join(', ')}.`

/**
 * `PUT /miembros/{id}`: any of the role, the state and the assigned courses (at least one). Approving is
 * `{ estado: 'activo', rol, curso_ids }`; suspending `{ estado: 'suspendido' }`; reactivating `{ estado: 'activo' }`.
 */
export const miembroUpdate = z
  .object({
    rol: choice(roles, 'El rol', { wrong: rolWrong }).optional(),
    estado: choice(memberStates, 'El estado', { wrong: estadoWrong }).optional(),
    curso_ids: z
      .array(
        idRef({
          missing: 'Cada curso debe ser un número entero positivo (el identificador del curso).',
          wrong: 'Cada curso debe ser un número entero positivo (el identificador del curso).',
          tooBig: 'El identificador del curso es demasiado grande.',
        }),
        { error: 'Los cursos deben ser una lista de identificadores de curso.' },
      )
      .max(200, 'Los cursos admiten a lo más 200 cursos.')
      .transform((ids) => [...new Set(ids)].sort((x, y) => x - y))
      .optional(),
  })
  .refine((v) => v.rol !== undefined || v.estado !== undefined || v.curso_ids !== undefined, {
    message: messages.access.memberUpdateEmpty,
  })
export type MiembroUpdate = z.input<typeof miembroUpdate>

/** `POST /colegio/codigo`: the school's new code; the old one no longer registers anyone. */
export const codigoColegio = z.object({ codigo: z.string() })
export type CodigoColegio = z.infer<typeof codigoColegio>

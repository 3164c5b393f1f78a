import { z } from 'zod'
import { memberStates, roles, schoolCodeLookupMinLength } from '@/domain/catalog'
import { planIds } from '@/domain/plans'
import { email, nameText, password, typeError } from './fields'

export const loginForm = z.object({
  username: email,
  password: z
    .string({ error: typeError('La contraseña es obligatoria.', 'La contraseña debe ser un texto.') })
    .min(1, 'La contraseña es obligatoria.')
    .max(200, 'La contraseña es demasiado larga.'),
})
export type LoginForm = z.infer<typeof loginForm>

export const tokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') })
export type TokenResponse = z.infer<typeof tokenResponse>

export const me = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(roles),
  /** `pendiente` until the administrador approves the member; a suspended member gets 401 instead. */
  estado: z.enum(memberStates),
  plan: z.enum(planIds),
  evaluaciones_usadas: z.number(),
  evaluaciones_extra: z.number(),
  evaluaciones_disponibles: z.number(),
  /** `codigo` only for who may read it (`colegio.codigo`: administrador and UTP); null for everyone else. */
  colegio: z.object({ nombre: z.string(), codigo: z.string().nullable() }),
})
export type Me = z.infer<typeof me>

/** A school's code; a code of digits only may come as a JSON number. */
export const schoolCode = z
  .union([z.string(), z.number()], {
    error: typeError('El código del colegio es obligatorio.', 'El código del colegio debe ser un texto.'),
  })
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .trim()
      .toUpperCase()
      .min(schoolCodeLookupMinLength, `El código del colegio tiene al menos ${schoolCodeLookupMinLength} caracteres.`)
      .max(32, 'El código del colegio es demasiado largo.')
      .regex(/^[A-Z0-9]+$/, 'El código del colegio solo tiene letras y números.'),
  )

export const userCreate = z.object({
  nombre: nameText('El nombre completo', 120),
  email,
  password,
  codigo_colegio: schoolCode,
  rol: z
    .string({ error: 'El único rol disponible es utp.' })
    .trim()
    .toLowerCase()
    .pipe(z.literal('utp', { error: 'El único rol disponible es utp.' })),
})
export type UserCreate = z.infer<typeof userCreate>

export const colegioLookup = z.object({ nombre: z.string() })
export type ColegioLookup = z.infer<typeof colegioLookup>

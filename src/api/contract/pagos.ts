import { z } from 'zod'
import { planIds } from '@/domain/plans'
import { comunaBelongsToRegion, findRegion } from '@/domain/regions'
import { email, nameText, password, requiredText, typeError } from './fields'

/** An id given by the payment provider (Mercado Pago ids are numeric; the sandbox's are text). */
export const providerId = (label: string) =>
  z
    .union([z.string(), z.number()], { error: typeError(`${label} es obligatorio.`, `${label} no es válido.`) })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, `${label} es obligatorio.`)
        .max(100, `${label} es demasiado largo.`)
        .regex(/^[\w-]+$/, `${label} no es válido.`),
    )

export const planOption = z.object({
  id: z.enum(planIds),
  nombre: z.string(),
  precio_clp: z.number(),
  evaluaciones_mes: z.number(),
  checkout_url: z.string(),
})
export type PlanOption = z.infer<typeof planOption>
export const planes = z.array(planOption)

export const preapprovalParams = z.object({ preapproval_id: providerId('El identificador de la suscripción') })
export const planLookup = z.object({ plan: z.enum(planIds) })
export type PlanLookup = z.infer<typeof planLookup>

export const colegioCreate = z
  .object({
    nombre: nameText('El nombre del colegio', 160),
    region: requiredText('La región', 80).refine((r) => findRegion(r) !== undefined, 'La región no existe.'),
    comuna: requiredText('La comuna', 80),
    email_responsable: email,
    nombre_responsable: nameText('El nombre completo', 120),
    password,
    payment_id: providerId('El identificador del pago'),
  })
  .refine((v) => !findRegion(v.region) || comunaBelongsToRegion(v.region, v.comuna), {
    message: 'La comuna no pertenece a la región elegida.',
    path: ['comuna'],
  })
export type ColegioCreate = z.input<typeof colegioCreate>

export const colegioCreated = z.object({ codigo: z.string(), message: z.string() })
export type ColegioCreated = z.infer<typeof colegioCreated>

export const evaluacionesStatus = z.object({
  plan: z.enum(planIds),
  evaluaciones_mes: z.number(),
  usadas: z.number(),
  extra: z.number(),
  disponibles: z.number(),
  precio_extra_clp: z.number(),
})
export type EvaluacionesStatus = z.infer<typeof evaluacionesStatus>

export const checkoutResponse = z.object({ checkout_url: z.string() })
export type CheckoutResponse = z.infer<typeof checkoutResponse>

export const agregarExtra = z.object({
  cantidad: z
    .union([z.literal(1), z.literal('1')], {
      error: 'Se acredita una evaluación adicional por pago: cantidad debe ser 1.',
    })
    .transform(() => 1 as const),
  payment_id: providerId('El identificador del pago'),
})
export type AgregarExtra = z.input<typeof agregarExtra>

export const extraCredited = z.object({ message: z.string(), disponibles: z.number() })
export type ExtraCredited = z.infer<typeof extraCredited>

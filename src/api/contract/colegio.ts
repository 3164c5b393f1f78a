import { z } from 'zod'

/** GET /colegio/respaldos: the newest backup archive (time and size) and the nightly job's hour, if it runs. */
export const respaldosInfo = z.object({
  ultimo: z.object({ fecha: z.string(), bytes: z.number() }).nullable(),
  /** Hour of the nightly backup in Chile's time; null when this server makes none. */
  hora_nocturna: z.number().nullable(),
})
export type RespaldosInfo = z.infer<typeof respaldosInfo>

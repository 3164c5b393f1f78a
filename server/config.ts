import { hkdfSync, randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_APP_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'debe ser un nombre de rol en minúsculas: letras, dígitos y _')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pizarra <no-responder@pizarra.cl>'),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[\w.:/,\s]+)$/,
      'debe ser true, false, el número de proxies o sus direcciones separadas por comas',
    )
    .optional(),
  MP_ACCESS_TOKEN: z.string().optional(),
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  MP_WEBHOOK_SECRET: z.string().optional(),
  MP_BASE_URL: z.string().url().optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  FIRMA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'debe tener 64 caracteres hexadecimales (32 bytes)')
    .optional(),
  BACKUP_HOUR: z.coerce
    .number()
    .int()
    .min(0, 'debe ser una hora de 0 a 23')
    .max(23, 'debe ser una hora de 0 a 23')
    .optional(),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(4),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  /** PostgreSQL URL; without it the app starts its embedded PostgreSQL in `dataDir/pg` (PGlite in memory for `memory`). */
  databaseUrl: string | undefined
  /**
   * The role the app's pool connects as (default `pizarra_app`): created and granted by the owner of
   * `databaseUrl` (or the embedded superuser) after the migrations; it owns no table and is no superuser.
   */
  databaseAppRole: string | undefined
  jwtSecret: Uint8Array
  /** Origin used in links sent by mail and in checkout return URLs. */
  publicUrl: string
  logLevel: string
  seedDemo: boolean
  smtpUrl: string | undefined
  mailFrom: string
  redisUrl: string | undefined
  /**
   * Which proxies' `X-Forwarded-*` headers to believe (client address for rate limits, origin of download
   * URLs): none by default, as a client can write those headers itself; behind a load balancer, the number
   * of proxies in front (`1`) or their addresses / CIDR ranges.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean)
  mercadoPago: { accessToken: string; webhookSecret: string | undefined; baseUrl: string | undefined } | undefined
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined
  s3:
    | { endpoint: string | undefined; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined
  /**
   * Backups (`npm run respaldo` and the nightly one): where they go, and the nightly job's hour in Chile and
   * retention. The running app makes them with the embedded default, or with DATABASE_URL when BACKUP_HOUR
   * or BACKUP_DIR is set.
   */
  backup: { dir: string; hour: number; keepDaily: number; keepWeekly: number; nightly: boolean }
  /**
   * The key (32 bytes) that encrypts the members' signature authenticators at rest (AES-256-GCM): FIRMA_KEY,
   * else derived from JWT_SECRET (HKDF-SHA256), else, outside production, from a fixed development value so
   * that a local demo keeps its enrolled authenticators across restarts.
   */
  signatureKey: Uint8Array
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

/** Reads the environment into a typed config; throws a Spanish message naming what is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  if (production && (!e.JWT_SECRET || !e.DATABASE_URL)) {
    throw new Error('En producción JWT_SECRET y DATABASE_URL son obligatorios.')
  }
  // The sandbox approves any payment: in production it must be asked for by name, never a fallback.
  if (production && !e.MP_ACCESS_TOKEN && e.PAYMENTS_SANDBOX !== 'true') {
    throw new Error(
      'En producción configura MP_ACCESS_TOKEN (Mercado Pago); el pago de prueba solo se activa con PAYMENTS_SANDBOX=true.',
    )
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseAppRole: e.DATABASE_APP_ROLE,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? randomBytes(32).toString('hex')),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mercadoPago: e.MP_ACCESS_TOKEN
      ? { accessToken: e.MP_ACCESS_TOKEN, webhookSecret: e.MP_WEBHOOK_SECRET, baseUrl: e.MP_BASE_URL }
      : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY ?? '', model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    signatureKey: e.FIRMA_KEY
      ? new Uint8Array(Buffer.from(e.FIRMA_KEY, 'hex'))
      : new Uint8Array(
          hkdfSync('sha256', e.JWT_SECRET ?? 'pizarra-desarrollo-sin-secreto', 'pizarra', 'firmas-totp', 32),
        ),
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'respaldos')),
      hour: e.BACKUP_HOUR ?? 3,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
      nightly: !e.DATABASE_URL || e.BACKUP_HOUR !== undefined || e.BACKUP_DIR !== undefined,
    },
  }
}

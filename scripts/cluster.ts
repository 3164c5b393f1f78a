/**
 * Pizarra as it runs behind a load balancer, on one machine: a throwaway PostgreSQL 15, a `redis-server`,
 * an S3-compatible bucket (s3rver), several instances of the app in production mode, all started at once
 * against the same empty database, and HAProxy in front of them (when installed) with active health
 * checks on /api/health. Ctrl-C stops everything and deletes its data.
 *   npm run build && node --import tsx scripts/cluster.ts [instancias=2]
 * The pieces are also what tests/e2e/cluster.test.ts starts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import S3rver from 's3rver'
import { hasPostgres, startPostgres } from './postgres-server'

/** The compiled server (`npm run build`), what `npm run serve` runs. */
export const serverEntry = fileURLToPath(new URL('../dist-server/main.js', import.meta.url))

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))))
    })
  })
}

const installed = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'ignore' })
  return !result.error && result.status === 0
}
export const hasRedis = () => installed('redis-server', ['--version'])
export const hasHaproxy = () => installed('haproxy', ['-v'])

/** Waits until `ready()` holds, or fails with `why()` when `failed()` or after 60 s. */
async function until(ready: () => Promise<boolean>, failed: () => boolean, why: () => string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (failed()) throw new Error(why())
    if (await ready().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`no respondió a tiempo. ${why()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Resolves with the exit code once the process has ended (also when it already had). */
function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** A `redis-server` on a free loopback port, without persistence. */
export async function startRedis() {
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  await until(
    async () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG',
    () => child.exitCode !== null,
    () => 'redis-server terminó al iniciar',
  )
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM')
      await exitOf(child)
    },
  }
}

/** An S3-compatible server with one bucket, and the `S3_*` variables that point an instance at it. */
export async function startBucket() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pizarra-bucket-'))
  const bucket = 'pizarra-documentos'
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Variables an instance must not inherit from the shell that starts it: the cluster sets its own. */
const ownVariables = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'JWT_SECRET',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'SEED_DEMO',
  'REDIS_URL',
  'TRUST_PROXY',
  'SMTP_URL',
  'MP_ACCESS_TOKEN',
  'PAYMENTS_SANDBOX',
  'MP_WEBHOOK_SECRET',
  'MP_BASE_URL',
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]

/** The environment of a server process: this shell's, without any Pizarra setting, plus `env`. */
export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env }
  for (const name of ownVariables) delete base[name]
  return { ...base, ...env }
}

export interface Instance {
  url: string
  port: number
  pid: number
  dataDir: string
  /** Everything the process printed so far (JSON log lines included). */
  output(): string
  /** Sends `signal` (SIGTERM: graceful shutdown) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * Starts `node dist-server/main.js` (as `npm run serve` does) on a free port with its own
 * DATA_DIR, and waits for /api/health to answer 200.
 */
export async function startInstance(
  env: Record<string, string>,
  options: { onOutput?: (text: string) => void } = {},
): Promise<Instance> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-instance-'))
  const url = `http://127.0.0.1:${port}`
  let log = ''
  const child = spawn(process.execPath, [serverEntry], {
    env: serverEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (d) => {
      log += d
      options.onOutput?.(String(d))
    })
  }
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
  try {
    await until(
      async () => (await fetch(`${url}/api/health`)).ok,
      () => child.exitCode !== null,
      () => `El servidor en ${url} terminó o no respondió:\n${log}`,
    )
  } catch (error) {
    child.kill('SIGKILL')
    cleanUp()
    throw error
  }
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const code = await exitOf(child)
      cleanUp()
      return code
    },
  }
}

/** Runs the compiled server until it exits (a refusal to start), with its exit code and output. */
export async function runUntilExit(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: serverEnv({ HOST: '127.0.0.1', PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (d) => {
    log += d
  })
  child.stderr?.on('data', (d) => {
    log += d
  })
  const code = await exitOf(child)
  return { code, output: log }
}

/** HAProxy round-robin over the instances, checking GET /api/health every second. */
export async function startBalancer(ports: number[], port?: number) {
  port ??= await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'pizarra-haproxy-'))
  const config = path.join(dir, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig(port, ports))
  const child = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr?.on('data', (d) => {
    log += d
  })
  await until(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
    () => child.exitCode !== null,
    () => `haproxy no arrancó:\n${log}`,
  )
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    async stop() {
      child.kill('SIGTERM')
      await exitOf(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The HAProxy configuration of the README's Deployment section, for local ports. */
export function haproxyConfig(port: number, ports: number[]) {
  return `defaults
  mode http
  timeout connect 5s
  timeout client 120s
  # An AI generation may take AI_TIMEOUT_MS (60 s) plus the rendering.
  timeout server 120s
  retries 2
  option redispatch

frontend pizarra
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option forwardfor
  option httpchk GET /api/health
  http-check expect status 200
${ports.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 2`).join('\n')}
`
}

async function main() {
  const count = Number(process.argv[2] ?? 2)
  if (!hasPostgres() || !hasRedis()) {
    console.error('Faltan PostgreSQL 15 o redis-server: apt-get install -y postgresql-15 redis-server')
    process.exit(1)
  }
  const stops: (() => unknown)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop()
  }
  try {
    const postgres = await startPostgres({ durable: true, quiet: true })
    stops.push(() => postgres.stop())
    const redis = await startRedis()
    stops.push(() => redis.stop())
    const bucket = await startBucket()
    stops.push(() => bucket.stop())
    const balancerPort = await freePort()
    const env = {
      NODE_ENV: 'production',
      // A local staging cluster: payments through the sandbox, asked for by name; MP_ACCESS_TOKEN in real use.
      PAYMENTS_SANDBOX: process.env.MP_ACCESS_TOKEN ? 'false' : 'true',
      ...(process.env.MP_ACCESS_TOKEN ? { MP_ACCESS_TOKEN: process.env.MP_ACCESS_TOKEN } : {}),
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: redis.url,
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      ...bucket.env,
    }
    // Each instance's JSON log lines, prefixed with its name.
    const echo = (name: string) => (text: string) =>
      process.stdout.write(
        text
          .split('\n')
          .filter(Boolean)
          .map((line) => `${name} ${line}\n`)
          .join(''),
      )
    const instances = await Promise.all(
      Array.from({ length: count }, (_, i) => startInstance(env, { onOutput: echo(`[app${i + 1}]`) })),
    )
    for (const instance of instances) stops.push(() => instance.stop())
    console.log(`PostgreSQL  ${postgres.url}\nRedis       ${redis.url}\nBucket      ${bucket.env.S3_ENDPOINT}`)
    for (const [i, instance] of instances.entries()) {
      console.log(`Instancia ${i + 1} ${instance.url}  (pid ${instance.pid})`)
    }
    if (hasHaproxy()) {
      const balancer = await startBalancer(
        instances.map((i) => i.port),
        balancerPort,
      )
      stops.push(() => balancer.stop())
      console.log(`HAProxy     ${balancer.url}  (${balancer.config})`)
    } else {
      console.log('(sin HAProxy: apt-get install -y haproxy para tener el balanceador)')
    }
    console.log('\nSin colegio de demostración (producción): regístralo en /registrar-colegio. Ctrl-C detiene todo.')
  } catch (error) {
    await stopAll()
    throw error
  }
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await stopAll()
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

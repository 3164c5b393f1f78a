import fp from 'fastify-plugin'
import { createAiProvider } from '../adapters/ai/create-provider'
import type { AiProvider } from '../adapters/ai/provider'

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider
  }
}

export interface AiOptions {
  /** By default the OpenAI-compatible provider when `AI_BASE_URL` and `AI_MODEL` are set, else `plantillas`. */
  ai?: AiProvider | undefined
}

/** The AI that writes the teaching documents. */
export default fp<AiOptions>(
  async (app, options) => {
    app.decorate('ai', options.ai ?? createAiProvider(app.config, app.log))
  },
  { name: 'ai', dependencies: ['config'] },
)

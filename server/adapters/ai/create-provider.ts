import type { Config } from '../../config'
import { type AiLogger, OpenAiProvider } from './openai'
import { PlantillasProvider } from './plantillas'
import type { AiProvider } from './provider'

/** The OpenAI-compatible provider when `AI_BASE_URL` and `AI_MODEL` are set, else the offline templates. */
export function createAiProvider(config: Pick<Config, 'ai'>, log?: AiLogger): AiProvider {
  return config.ai ? new OpenAiProvider(config.ai, log) : new PlantillasProvider()
}

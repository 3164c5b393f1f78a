import type { AiContent, AiElement, AiRequest } from '@/api/contract/documento-contenido'
import { composeDocument, regenerateElement } from '../../composer/offline'
import type { AiProvider } from './provider'

/**
 * The offline provider: the composer of `server/composer` behind the `AiProvider` interface, deterministic per
 * request and `semilla`, without network. It only binds; what a document holds is decided in the composer.
 */
export class PlantillasProvider implements AiProvider {
  readonly name = 'plantillas' as const

  generate(request: AiRequest, avisos: string[] = []): Promise<AiContent> {
    return composeDocument(request, avisos)
  }

  regenerate(request: AiRequest, content: AiContent, ruta: string, seed: number): Promise<AiElement> {
    return regenerateElement(request, content, ruta, seed)
  }
}

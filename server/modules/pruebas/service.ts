import { randomInt } from 'node:crypto'
import type { GeneratedDocument } from '@/api/contract/documentos'
import type { LinkOwner } from '../../adapters/storage/storage'
import { drawItems, type Prueba } from '../../composer/practica'
import { type PracticeTest, practiceTestTitle, renderPrueba } from '../../documents/prueba'
import type { TokenClaims } from '../../security'
import type { DocumentService } from '../documentos/service'
import type { QuotaService } from '../evaluaciones/service'

/** "Ensayo PAES de Matemática · 3° Medio" */
const practiceDocumentTitle = (t: Pick<PracticeTest, 'prueba' | 'asignatura' | 'nivel'>) =>
  `${practiceTestTitle(t)} · ${t.nivel}`

/** PAES and SIMCE practice tests: one evaluation each, given back when anything fails. */
export class PracticeTestService {
  constructor(
    private readonly quota: QuotaService,
    private readonly documents: DocumentService,
    private readonly seeds: () => number = () => randomInt(2 ** 31),
  ) {}

  generate(
    user: TokenClaims,
    prueba: Prueba,
    request: { asignatura: string; nivel: string; cantidad: number },
    link: LinkOwner,
  ): Promise<GeneratedDocument> {
    return this.quota.withEvaluation(user.userId, async () => {
      const items = drawItems(prueba, request.asignatura, request.nivel, request.cantidad, this.seeds())
      const test = { prueba, asignatura: request.asignatura, nivel: request.nivel, items }
      const file = await renderPrueba(test, await this.documents.context(user))
      const title = practiceDocumentTitle(test)
      const saved = await this.documents.save(user, prueba.toLowerCase(), title, file)
      return { title, gcs_url: await this.documents.url(saved.storageKey, title, link) }
    })
  }
}

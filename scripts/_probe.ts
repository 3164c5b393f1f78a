import { catalogueLevels, oaFor, levelIndex } from '../server/curriculum/catalogue'
import { bankMatching } from '../server/adapters/ai/compose/pareados'
import { itemsFor } from '../server/adapters/ai/compose/bank'
for (const nivel of catalogueLevels)
  for (const oa of oaFor(nivel, 'Ciencias Naturales')) {
    const o = { texto: oa.descripcion, oa }
    const m = bankMatching('ciencias-naturales', o, levelIndex(nivel), 7, new Set(), { needed: 14 })
    if (m) continue
    const free = bankMatching('ciencias-naturales', o, levelIndex(nivel), 7, new Set())
    const n = itemsFor('ciencias-naturales', o, levelIndex(nivel), 400).length
    console.log(oa.codigo, 'items', n, 'blocked by full', free?.blocked?.length)
  }

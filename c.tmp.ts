import { oaItems } from './server/adapters/ai/compose/oa-items'
const p = process.argv[2]!
const m = new Map<string, number>()
for (const i of oaItems) if (i.oa.startsWith(p)) m.set(i.oa, (m.get(i.oa) ?? 0) + 1)
console.log([...m].filter(([, n]) => n < 15).map(([k, n]) => `${k.slice(-2)}:${n}`).join(' '))

import { oaContenido } from './server/documents/items/oa/index'
for (const i of oaContenido.filter((i) => i.oa.startsWith(process.argv[2]!))) {
  const L = i.alternativas.map((a) => a.length)
  if (Math.min(...L) * 3 < Math.max(...L)) console.log(`${i.oa.slice(-2)}|${i.alternativas.map((a) => `${a}`).join(' || ')}`)
}

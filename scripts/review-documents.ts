/**
 * Renders, for a UTP head to read, one document of each type (evaluación, rúbrica, trabajo práctico, escala
 * de apreciación, texto) for each subject and each band of levels (1°–2°, 3°–6°, 7°–8° Básico, Media), with
 * the offline composer, as a teacher would ask it (an OA of the catalogue, no instructions). Each document
 * is written as `.docx` and as `.txt` (its paragraphs, the avisos the teacher would see first), so that all
 * eighty can be read; `--pdf` also converts them with LibreOffice and rasterises the first two pages of
 * each to look at the layout.
 *
 *   node --import tsx scripts/review-documents.ts [out-dir] [--pdf] [--tipo=rubrica] [--asignatura=Historia]
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type { DocumentType } from '@/domain/catalog'
import { composeDocument } from '../server/composer/offline'
import { oaFor } from '../server/curriculum/catalogue'
import { renderAiDocument } from '../server/documents/render-ai'
import { sampleContext } from '../server/documents/samples'
import { readDocx } from '../tests/fixtures/docx'

const run = promisify(execFile)
const args = process.argv.slice(2)
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.tmp/review')

const tipos: DocumentType[] = ['evaluacion', 'rubrica', 'trabajo', 'escala', 'texto']
const asignaturas = [
  'Lenguaje y Comunicación',
  'Matemática',
  'Ciencias Naturales',
  'Historia, Geografía y Ciencias Sociales',
]
/** One level per band: the band's middle, where its register is most typical. */
const bands = [
  ['1-2-basico', '2° Básico'],
  ['3-6-basico', '5° Básico'],
  ['7-8-basico', '7° Básico'],
  ['media', '1° Medio'],
] as const

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const written: string[] = []
for (const [band, nivel] of bands) {
  for (const asignatura of asignaturas) {
    if (option('asignatura') && !asignatura.includes(option('asignatura')!)) continue
    const oas = oaFor(nivel, asignatura)
    for (const [i, tipo] of tipos.entries()) {
      if (option('tipo') && option('tipo') !== tipo) continue
      // A different OA for each type, spread over the level's list; when Pizarra refuses it (no text treats
      // it, say), the next OA of the list that it does not refuse, the refusals written at the top.
      const first = Math.floor(((i * 2 + 1) * oas.length) / (tipos.length * 2))
      const order = [...oas.slice(first), ...oas.slice(0, first)]
      const file = path.join(outDir, band, `${slug(asignatura).split('-')[0]}-${tipo}`)
      await mkdir(path.dirname(file), { recursive: true })
      const refused: string[] = []
      for (const oa of order) {
        const request = { tipo, nivel, asignatura, objetivos: [`${oa.codigo}: ${oa.descripcion}`], instrucciones: '' }
        const avisos: string[] = []
        try {
          const content = await composeDocument(request, avisos)
          const docx = await renderAiDocument(content, request, sampleContext)
          await writeFile(`${file}.docx`, docx)
          const { paragraphs } = await readDocx(docx)
          await writeFile(
            `${file}.txt`,
            [
              `${tipo} · ${asignatura} · ${nivel} · ${oa.codigo}: ${oa.descripcion}`,
              ...(refused.length > 0 ? [`RECHAZADOS ANTES (${refused.length}): ${refused.join(', ')}`] : []),
              ...avisos.map((a) => `AVISO: ${a}`),
              '',
              ...paragraphs.filter((p) => p.trim() !== ''),
            ].join('\n'),
          )
          written.push(`${file}.docx`)
          break
        } catch {
          refused.push(oa.codigo)
        }
      }
      if (refused.length === order.length)
        await writeFile(`${file}.txt`, `${tipo} · ${asignatura} · ${nivel}: ningún OA del nivel da este documento\n`)
    }
  }
}
console.log(`${written.length} documentos en ${outDir}`)

if (args.includes('--pdf') && written.length > 0) {
  // A private LibreOffice profile, so the conversion works beside any other running instance.
  const profile = await mkdtemp(path.join(tmpdir(), 'pizarra-soffice-'))
  try {
    for (const file of written) {
      await run(
        'soffice',
        [
          `-env:UserInstallation=${pathToFileURL(profile).href}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          path.dirname(file),
          file,
        ],
        { timeout: 120_000 },
      )
      const pdf = file.replace(/\.docx$/, '.pdf')
      await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '2', pdf, pdf.replace(/\.pdf$/, '')])
    }
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
}

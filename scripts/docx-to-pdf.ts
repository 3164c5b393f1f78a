/**
 * Renders one Word file of every kind and converts each to PDF with LibreOffice; exits with 1 when any
 * file does not convert. CI runs it; `--png` also rasterises every page to look at.
 *
 *   node --import tsx scripts/docx-to-pdf.ts [out-dir] [--png]
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { samples } from '../server/documents/samples'

const run = promisify(execFile)
const args = process.argv.slice(2)
const png = args.includes('--png')
const outDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.tmp/docx-to-pdf')

await mkdir(outDir, { recursive: true })
const files: string[] = []
for (const sample of samples) {
  const file = path.join(outDir, `${sample.name}.docx`)
  await writeFile(file, await sample.render())
  files.push(file)
}

// A private LibreOffice profile, so the conversion works beside any other running instance.
const profile = await mkdtemp(path.join(tmpdir(), 'pizarra-soffice-'))
try {
  await run(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      ...files,
    ],
    { timeout: 180_000 },
  )
} finally {
  await rm(profile, { recursive: true, force: true })
}

const failed: string[] = []
for (const file of files) {
  const pdf = file.replace(/\.docx$/, '.pdf')
  const bytes = await readFile(pdf).catch(() => null)
  if (!bytes || bytes.length < 1000 || bytes.subarray(0, 5).toString() !== '%PDF-') {
    failed.push(path.basename(file))
    continue
  }
  console.log(`ok  ${path.basename(pdf)} (${Math.round(bytes.length / 1024)} KB)`)
  if (png) await run('pdftoppm', ['-png', '-r', '60', pdf, pdf.replace(/\.pdf$/, '')])
}
if (failed.length > 0) {
  console.error(`No se pudieron convertir a PDF: ${failed.join(', ')}`)
  process.exit(1)
}
console.log(`${files.length} documentos convertidos a PDF en ${outDir}`)

/**
 * The sweep of issue 29 §1 for rubrics, scales, practical work and texts: for every OA of the catalogue
 * (1° Básico–2° Medio, the four subjects), each of the four is composed offline and every piece put under the
 * OA is checked against the OA's check (`server/content/checks`): a rubric's content criterion, a scale's
 * indicator, a practical work's situation and criteria (a related OA's under that OA's code, checked against
 * that OA), a text (about the OA in Ciencias, Historia and Matemática; of the genres the OA reads in
 * Lenguaje). A piece off its OA fails the test. An OA with nothing of its own gets an aviso or a refusal (422)
 * that says so, never another OA's content: the figures printed per subject and type (OA with their own
 * content, OA with «no content yet») tell how far the content written per OA has come.
 *
 * Every OA gets its own criterion and indicator, and every OA of Ciencias, Historia and Matemática and every
 * writing and oral OA of Lenguaje its own practical work (all of them since the subjects' files of
 * 2026-12-07); the OA without a text may only be fewer than those recorded in
 * `tests/fixtures/textos-pendientes.ts`, and those whose written sentences restate their objective than those of
 * `tests/fixtures/instrumentos-restated.ts`. No two OA share a content criterion word for word.
 */
import { describe, expect, it } from 'vitest'
import type {
  AiContent,
  AiRequest,
  EscalaContent,
  RubricaContent,
  TextoContent,
  TrabajoContent,
} from '@/api/contract/documento-contenido'
import { foldAccents } from '@/domain/text'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { genresNamed } from '../../server/composer/texto'
import { checkedCodes, checkOf, namesPhrase, offObjective } from '../../server/content/checks'
import { instrumentosAll, instrumentosDe } from '../../server/content/instrumentos'
import { genreTexts } from '../../server/content/lenguaje/genre-texts'
import { literaryTexts } from '../../server/content/lenguaje/literary-texts'
import { passages, textPiece } from '../../server/content/lenguaje/reading'
import { situations } from '../../server/content/tareas/situaciones'
import { type CatalogueSubject, catalogueLevels, type Oa, oaFor } from '../../server/curriculum/catalogue'
import { HttpError } from '../../server/errors'
import { sharedCriteria } from '../fixtures/instrumentos-checks'
import { restatedObjectives, restatingSentences } from '../fixtures/instrumentos-restated'
import { textosPendientes } from '../fixtures/textos-pendientes'

const ai = new PlantillasProvider()
const subjects: Record<CatalogueSubject, string> = {
  matematica: 'Matemática',
  lenguaje: 'Lenguaje y Comunicación',
  'ciencias-naturales': 'Ciencias Naturales',
  historia: 'Historia, Geografía y Ciencias Sociales',
}
const types = ['rubrica', 'escala', 'trabajo', 'texto'] as const
type Tipo = (typeof types)[number]

const everyOa = (): Oa[] =>
  (Object.values(subjects) as string[]).flatMap((asignatura) =>
    catalogueLevels.flatMap((nivel) => oaFor(nivel, asignatura)),
  )

/** Issue 29 §1: a practical work per OA of Ciencias, Historia and Matemática and per writing or oral OA of Lenguaje. */
const needsWork = (oa: Oa) => oa.materia !== 'lenguaje' || oa.eje === 'Escritura' || oa.eje === 'Comunicación oral'

const code = String.raw`[A-Z]{2}(?:\d{2}|[1-4]M) OA \d{2}`
const taskLine = /^Desempeño en la tarea: /

/** The genre labels of a composed text, from its `genero` line ("Narrativo: fábula" → fabula). */
function genreLabels(genero: string): string[] {
  const g = foldAccents(genero).toLowerCase()
  const labels: [string, RegExp][] = [
    ['fabula', /fabula/],
    ['leyenda', /leyenda/],
    ['mito', /\bmito/],
    ['poema', /poema|\boda\b|lirico/],
    // A news item and a biography are informative texts too («Informativo: noticia»).
    ['noticia', /noticia/],
    ['argumentativo', /argumentativ|opinion/],
    ['biografia', /biografia/],
    ['informativo', /^informativo/],
    ['cuento', /cuento|relato|^narrativo$/],
  ]
  return labels.filter(([, re]) => re.test(g)).map(([l]) => l)
}

/** The text of `content/lenguaje` a composed text was made from, by its title. */
const sourceOf = (titulo: string) =>
  [...literaryTexts, ...genreTexts].find((t) => t.titulo === titulo) ?? passages.find((p) => p.titulo === titulo)

interface Outcome {
  /** Pieces under an OA checked, and those off their OA (the failures). */
  checked: number
  off: string[]
  /** The OA got content written for it (own), a related OA's (related), or an aviso/refusal saying it has none. */
  kind: 'own' | 'related' | 'none'
}

/** Composes one document for an OA and checks every piece put under an OA. */
async function sweepOne(oa: Oa, tipo: Tipo): Promise<Outcome> {
  const r: AiRequest = {
    tipo,
    nivel: oa.nivel,
    asignatura: subjects[oa.materia],
    objetivos: [`${oa.codigo}: ${oa.descripcion}`],
    instrucciones: '',
  }
  const where = `${oa.codigo} ${tipo}`
  const avisos: string[] = []
  let content: AiContent
  try {
    content = await ai.generate(r, avisos)
  } catch (error) {
    // A refusal: the OA has no content of this kind yet, and the message says so (never another OA's).
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error
    expect(error.detail, where).toMatch(new RegExp(`${oa.codigo}.*todavía|todavía.*${oa.codigo}`))
    return { checked: 0, off: [], kind: 'none' }
  }
  const said = avisos.filter((a) => a.includes(oa.codigo) && /todavía/.test(a))
  const off: string[] = []
  let checked = 0
  const check = (codigo: string, piece: Parameters<typeof offObjective>[1]) => {
    checked++
    const why = offObjective(codigo, piece)
    if (why) off.push(`${where}: ${why} — «${piece.texto.slice(0, 120)}»`)
  }
  switch (content.tipo) {
    case 'rubrica': {
      const rows = (content as RubricaContent).criterios.filter((c) => !taskLine.test(c.objetivo))
      for (const row of rows) {
        const labelled = new RegExp(`^(.*) \\((${code})\\)$`).exec(row.criterio)
        if (labelled?.[2] !== oa.codigo) off.push(`${where}: a row not labelled with the OA: ${row.criterio}`)
        check(oa.codigo, { tipo: 'criterio', texto: [labelled?.[1] ?? row.criterio, ...row.descriptores].join(' ') })
      }
      if (rows.length === 0 && said.length === 0) off.push(`${where}: no content criterion and no aviso`)
      return { checked, off, kind: rows.length > 0 ? 'own' : 'none' }
    }
    case 'escala': {
      const sections = (content as EscalaContent).secciones.filter((s) => !taskLine.test(s.objetivo))
      for (const section of sections) {
        if (!section.objetivo.startsWith(oa.codigo)) off.push(`${where}: a section of another objective`)
        for (const indicador of section.indicadores) check(oa.codigo, { tipo: 'indicador', texto: indicador })
      }
      if (sections.length === 0 && said.length === 0) off.push(`${where}: no indicator and no aviso`)
      return { checked, off, kind: sections.length > 0 ? 'own' : 'none' }
    }
    case 'trabajo': {
      const work = content as TrabajoContent
      if (situations.some((s) => work.titulo.endsWith(s.titulo)))
        off.push(`${where}: a situation of tareas/situaciones.ts under an OA: ${work.titulo}`)
      const related = new RegExp(`^[^:]+: (.*) \\((${code})\\)$`).exec(work.titulo)
      const workOa = related?.[2] ?? oa.codigo
      const situated = /^[^:]+: /.test(work.titulo)
      if (situated) {
        const title = related?.[1] ?? work.titulo.slice(work.titulo.indexOf(': ') + 2)
        const presentation = work.descripcion.split('\n').slice(0, -1).join(' ')
        check(workOa, { tipo: 'tarea', texto: `${title} ${presentation}` })
      } else if (said.length === 0) off.push(`${where}: no practical work of the OA and no aviso`)
      for (const c of work.criterios) {
        const labelled = new RegExp(`^(${code}): (.*)$`).exec(c.criterio)
        if (labelled) check(labelled[1]!, { tipo: 'criterio', texto: `${labelled[2]} ${c.descripcion}` })
      }
      return { checked, off, kind: !situated ? 'none' : related ? 'related' : 'own' }
    }
    case 'texto': {
      const text = content as TextoContent
      checked++
      if (oa.materia === 'lenguaje' && checkOf(oa.codigo)?.generos) {
        // The OA's check declares genres: the text, read as the evaluations' passages are (`textPiece`), passes it.
        const source = sourceOf(text.titulo)
        if (!source) off.push(`${where}: «${text.titulo}» is none of the texts of content/lenguaje`)
        else {
          const why = offObjective(oa.codigo, textPiece(source, oa.codigo))
          if (why) off.push(`${where}: «${text.titulo}»: ${why}`)
        }
      } else if (oa.materia === 'lenguaje') {
        const allowed = genresNamed(oa.descripcion)
        if (allowed.length > 0 && !genreLabels(text.genero).some((g) => allowed.includes(g)))
          off.push(`${where}: a text «${text.titulo}» (${text.genero}), not ${allowed.join(' nor ')}`)
      } else {
        // On the OA's own check: the catalogue's terms are too loose for texts not written per OA.
        if (!checkedCodes().includes(oa.codigo)) off.push(`${where}: «${text.titulo}» given without the OA's own check`)
        const body = [text.titulo, ...text.parrafos].join(' ')
        const why = offObjective(oa.codigo, { tipo: 'texto', texto: body })
        if (why) off.push(`${where}: «${text.titulo}»: ${why}`)
        // About the OA, not only naming one of its concepts in passing: a text written for the OA's subject
        // that names at least two of its concepts.
        const source = sourceOf(text.titulo)
        if (!source || !('materia' in source) || source.materia !== oa.materia)
          off.push(`${where}: «${text.titulo}» is not a text written for the OA's subject`)
        const named = (checkOf(oa.codigo)?.conceptos ?? []).filter((c) => namesPhrase(body, c))
        if (named.length < 2) off.push(`${where}: «${text.titulo}» names only ${named.join(', ')}`)
      }
      return { checked, off, kind: 'own' }
    }
    default:
      throw new Error(`${where}: ${content.tipo}`)
  }
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1).replace('.', ',')} %`)

describe('every OA of the catalogue: rubric, scale, practical work and text on the OA', () => {
  for (const [materia, asignatura] of Object.entries(subjects))
    it(`${asignatura}: every piece under an OA meets its check; the OA without content are said`, async () => {
      const oas = everyOa().filter((oa) => oa.materia === materia)
      const failures: string[] = []
      const lines: string[] = []
      for (const tipo of types) {
        let checked = 0
        let off = 0
        const kinds = { own: 0, related: 0, none: 0 }
        for (const oa of oas) {
          const outcome = await sweepOne(oa, tipo)
          checked += outcome.checked
          off += outcome.off.length
          kinds[outcome.kind]++
          failures.push(...outcome.off)
          // Every OA has its criterion, its indicator and (but Lenguaje's reading OA) its own practical work;
          // the OA without a text may only be fewer than those recorded.
          const own = tipo === 'texto' ? !textosPendientes.includes(oa.codigo) : tipo !== 'trabajo' || needsWork(oa)
          if (outcome.kind !== 'own' && own) failures.push(`${oa.codigo} ${tipo}: ${outcome.kind}, not its own`)
        }
        lines.push(
          `  ${tipo.padEnd(8)} ${oas.length} OA: pieces on the objective ${checked - off}/${checked} (${pct(checked - off, checked)}); OA with their own content ${kinds.own} (${pct(kinds.own, oas.length)})${tipo === 'trabajo' ? `, a related OA's ${kinds.related}` : ''}; «no content yet» ${kinds.none}`,
        )
      }
      // What was written for the subject's OA and is left out because it fails the OA's check.
      const leftOut = instrumentosAll()
        .filter((row) => oas.some((oa) => oa.codigo === row.codigo))
        .flatMap((row) => [
          ...(offObjective(row.codigo, {
            tipo: 'criterio',
            texto: [row.criterio.nombre, ...row.criterio.descriptores].join(' '),
          })
            ? [`${row.codigo} criterio`]
            : []),
          // A scale prints one person of the indicator: each is checked on its own.
          ...[row.indicador.tercera, row.indicador.primera]
            .filter((texto) => offObjective(row.codigo, { tipo: 'indicador', texto }))
            .map((texto) => `${row.codigo} indicador «${texto}»`),
          ...row.trabajos
            .filter((w) => offObjective(row.codigo, { tipo: 'tarea', texto: [w.titulo, ...w.presentacion].join(' ') }))
            .map((w) => `${row.codigo} ${w.id}`),
        ])
      console.info(
        `${asignatura}:\n${lines.join('\n')}\n  written but left out (off their OA's check): ${leftOut.length === 0 ? 'none' : leftOut.join(', ')}`,
      )
      expect(failures).toEqual([])
    }, 300_000)
})

describe('the instruments written per OA', () => {
  it('no two OA share a content criterion, nor a rubric’s set of criteria, word for word', async () => {
    const rows = instrumentosAll()
    expect(sharedCriteria(rows)).toEqual([])
    const seen = new Map<string, string>()
    const shared: string[] = []
    for (const row of rows) {
      const oa = everyOa().find((o) => o.codigo === row.codigo)
      if (!oa) continue
      const content = (await ai.generate({
        tipo: 'rubrica',
        nivel: oa.nivel,
        asignatura: subjects[oa.materia],
        objetivos: [`${oa.codigo}: ${oa.descripcion}`],
        instrucciones: '',
      })) as RubricaContent
      // The task's criteria are shared by design; the set is compared without the OA's code.
      const set = JSON.stringify(
        content.criterios.map((c) => [c.criterio.replace(new RegExp(` \\(${code}\\)$`), ''), c.descriptores]),
      )
      const first = seen.get(set)
      if (first) shared.push(`${oa.codigo} = ${first}`)
      else seen.set(set, oa.codigo)
    }
    console.info(`OA with instruments written: ${rows.length}`)
    expect(shared).toEqual([])
  })

  it('the OA whose written instruments restate their objective are no more than the recorded list', () => {
    const restating = instrumentosAll()
      .map((row) => row.codigo)
      .filter((c) => restatingSentences(c).length > 0)
    const done = restatedObjectives.filter((c) => !restating.includes(c))
    console.info(
      `OA whose written sentences restate their objective: ${restating.length}; recorded: ${restatedObjectives.length}` +
        (done.length > 0 ? `; these no longer do and can leave the list: ${done.join(', ')}` : ''),
    )
    expect(restating.filter((c) => !restatedObjectives.includes(c))).toEqual([])
  })

  it('every OA of Ciencias, Historia and Matemática and every writing and oral OA of Lenguaje has its practical work', () => {
    const onTheirOa = (oa: Oa) =>
      (instrumentosDe(oa.codigo)?.trabajos ?? []).some(
        (w) => !offObjective(oa.codigo, { tipo: 'tarea', texto: [w.titulo, ...w.presentacion].join(' ') }),
      )
    const needs = everyOa().filter(needsWork)
    console.info(`OA that need a practical work: ${needs.length}`)
    expect(needs.filter((oa) => !onTheirOa(oa)).map((oa) => oa.codigo)).toEqual([])
  })
})

import { createFileRoute } from '@tanstack/react-router'
import { listObjetivos } from '@/api/curriculo'
import { optionalText } from '../-search'
import { AiGeneratorPage } from './-generator/ai-generator'

/** `?nivel=&asignatura=&oa=MA04 OA 03,MA04 OA 08`: a generator opened with them chosen (Cobertura curricular). */
interface GeneratorSearch {
  nivel?: string
  asignatura?: string
  oa?: string
}

async function loadPreset(nivel: string, asignatura: string, oa = '') {
  const codes = oa.split(',').map((c) => c.trim())
  const oas = codes.some(Boolean) ? await listObjetivos(nivel, asignatura).catch(() => []) : []
  return { preset: { nivel, asignatura, oa: oas.filter((o) => codes.includes(o.codigo)) } }
}

export const Route = createFileRoute('/_app/documentos-ia')({
  validateSearch: (search: Record<string, unknown>): GeneratorSearch => ({
    nivel: optionalText(search.nivel, 60),
    asignatura: optionalText(search.asignatura, 80),
    oa: optionalText(search.oa, 400),
  }),
  loaderDeps: ({ search }) => search,
  // The OA named in the link, as the curriculum describes them (those it does not know are left out); a
  // generator opened without a preset loads nothing first.
  loader: ({ deps }) =>
    deps.nivel && deps.asignatura ? loadPreset(deps.nivel, deps.asignatura, deps.oa) : { preset: undefined },
  component: GeneratorRoute,
})

function GeneratorRoute() {
  const { preset } = Route.useLoaderData()
  const { nivel, asignatura, oa } = Route.useSearch()
  // A new form for each preset: the form's fields start from it.
  return <AiGeneratorPage key={`${nivel}|${asignatura}|${oa}`} preset={preset} />
}

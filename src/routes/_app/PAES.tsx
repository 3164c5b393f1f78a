import { createFileRoute } from '@tanstack/react-router'
import { paesRequest } from '@/api/contract/documentos'
import { generatePaesTest } from '@/api/documentos'
import { paesLevels, paesSubjects } from '@/domain/catalog'
import { PracticeTestPage } from './-generator/practice-test'

export const Route = createFileRoute('/_app/PAES')({ component: PaesPage })

function PaesPage() {
  return (
    <PracticeTestPage
      kind="paes"
      title="Módulo PAES"
      description="Ensayos tipo PAES de Matemática, Lenguaje, Ciencias e Historia para 2° a 4° Medio, en Word."
      subjects={paesSubjects}
      levels={paesLevels}
      schema={paesRequest}
      generate={generatePaesTest}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { simceRequest } from '@/api/contract/documentos'
import { generateSimceTest } from '@/api/documentos'
import { simceLevels, simceSubjects } from '@/domain/catalog'
import { PracticeTestPage } from './-generator/practice-test'

export const Route = createFileRoute('/_app/SIMCE')({ component: SimcePage })

function SimcePage() {
  return (
    <PracticeTestPage
      kind="simce"
      title="Módulo SIMCE"
      description="Ensayos tipo SIMCE de Lenguaje, Matemática, Ciencias Naturales e Historia para 2°, 4°, 6° y 8° Básico, en Word."
      subjects={simceSubjects}
      levels={simceLevels}
      schema={simceRequest}
      generate={generateSimceTest}
    />
  )
}

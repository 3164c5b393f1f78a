import { createFileRoute } from '@tanstack/react-router'
import { AiGeneratorPage } from './-generator/ai-generator'

export const Route = createFileRoute('/_app/documentos-ia')({ component: AiGeneratorPage })

import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from './-generator/ai-generator'

export const Route = createFileRoute('/_app/dashboard')({ component: HomePage })

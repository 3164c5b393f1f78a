import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from './-ai-generator'

export const Route = createFileRoute('/_app/dashboard')({ component: HomePage })

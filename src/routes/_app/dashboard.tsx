import { createFileRoute } from '@tanstack/react-router'
import { AccountSummary } from './-home'

export const Route = createFileRoute('/_app/dashboard')({ component: AccountSummary })

import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from './-home/home'

export const Route = createFileRoute('/_app/')({ component: HomePage })

import { FileText } from 'lucide-react'
import type { ReactNode } from 'react'

/** The frame of the public screens: brand on the side, the form in a card. */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string
  subtitle?: string
  children: ReactNode
  wide?: boolean
}) {
  return (
    <div className="auth-page">
      <aside className="auth-aside" aria-hidden="true">
        <p className="brand brand-big">
          <FileText size={30} /> Pizarra
        </p>
        <p className="auth-pitch">
          Evaluaciones, rúbricas, informes PIE y ensayos PAES y SIMCE en minutos. La gestión de tu colegio, ordenada.
        </p>
      </aside>
      <main className={`auth-main ${wide ? 'wide' : ''}`}>
        <div className="auth-card">
          <h1>{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  )
}

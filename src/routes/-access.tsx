import { Link, useMatches, useRouter } from '@tanstack/react-router'
import { Hourglass, Lock } from 'lucide-react'
import { ApiError } from '@/api/client'
import type { MemberState, Role } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { type Capability, can } from '@/domain/permissions'
import { Button, Card, PageHeader } from '@/ui/form'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the screen needs (`src/domain/permissions.ts`); the layout shows why when the user cannot. */
    capability?: Capability
  }
}

/** Who is signed in, as the permissions see them. */
export interface Access {
  rol: Role
  estado: MemberState
}

/**
 * The API's refusal of a school record to a member still waiting for approval: its 403, or that 403's
 * detail rethrown by a loader that names which list failed (it keeps the server's words).
 */
export const isPendingRefusal = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 403 && error.detail === messages.access.pending
    : error instanceof Error && error.message === messages.access.pending

/** The refusals a role's limits answer with (403): the role lacks the capability, or the record is not in its courses. */
const roleRefusals: readonly string[] = [
  messages.access.forbidden,
  messages.access.courseNotAssigned,
  messages.access.studentNotAssigned,
]

/**
 * The server's words when it refused the screen's record to the user's role (a 403 other than the pending
 * one, or its detail rethrown by a loader), else null: a refusal is not a failure to retry.
 */
export function roleRefusalOf(error: unknown): string | null {
  if (isPendingRefusal(error)) return null
  if (error instanceof ApiError) return error.status === 403 ? (error.detail ?? messages.access.forbidden) : null
  return error instanceof Error && roleRefusals.includes(error.message) ? error.message : null
}

/** The first capability the screens being shown need and the user lacks, if any. */
export function useMissingCapability(access: Access): Capability | undefined {
  return useMatches({
    select: (matches) =>
      matches.map((m) => m.staticData?.capability).find((c): c is Capability => c !== undefined && !can(access, c)),
  })
}

/**
 * A school record for a member waiting for approval: a calm notice, not an error. What the member can
 * use meanwhile is named, with a way back home.
 */
export function PendingApproval() {
  const router = useRouter()
  return (
    <>
      <PageHeader title="Cuenta en espera" />
      <Card className="pending-state">
        <h2 className="card-title">
          <Hourglass size={20} aria-hidden /> {messages.access.pending}
        </h2>
        <p>
          El administrador de tu colegio debe aprobar tu cuenta y asignarte un rol antes de que veas alumnos, cursos,
          asistencia, notas, reuniones, informes PIE o solicitudes.
        </p>
        <p className="muted">
          Mientras tanto puedes usar el Generador IA, los módulos PAES y SIMCE, Mis Documentos y Configuración.
        </p>
        <div className="row">
          <Link to="/" className="btn btn-primary">
            Ir al inicio
          </Link>
          {/* The account is read once per session: after the approval, reading it again opens the screen. */}
          <Button variant="secondary" onClick={() => void router.invalidate()}>
            Volver a revisar
          </Button>
        </div>
      </Card>
    </>
  )
}

/**
 * A screen the user's role does not include (a docente on Informes PIE, a UTP on Equipo), or a record
 * outside it (a docente on a course not assigned to them): the server's words, and no Reintentar.
 */
export function NotAllowed({ message = messages.access.forbidden }: { message?: string }) {
  return (
    <>
      <PageHeader title="Sin acceso" />
      <Card className="pending-state">
        <h2 className="card-title">
          <Lock size={20} aria-hidden /> {message}
        </h2>
        <p>Si necesitas usar esta sección, pídeselo al administrador de tu colegio.</p>
        <Link to="/" className="btn btn-primary">
          Ir al inicio
        </Link>
      </Card>
    </>
  )
}

/** The screen for a capability the user lacks: waiting for approval, or not in the role. */
export function MissingAccess({ access }: { access: Access }) {
  return access.estado === 'pendiente' ? <PendingApproval /> : <NotAllowed />
}

import { Link } from '@tanstack/react-router'
import {
  AlarmClock,
  BookOpenCheck,
  CalendarCheck,
  CalendarClock,
  CalendarOff,
  ClipboardList,
  FileText,
  FolderOpen,
  GraduationCap,
  HeartHandshake,
  Home,
  Inbox,
  ListChecks,
  Lock,
  LogOut,
  PanelLeftClose,
  PanelLeftOpen,
  ScrollText,
  Settings,
  Sparkles,
  Stamp,
  Target,
  UserCog,
  Users,
} from 'lucide-react'
import type { ComponentType } from 'react'
import type { MemberState, Role } from '@/domain/catalog'
import { type Capability, can } from '@/domain/permissions'

interface NavItem {
  to: string
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** What the section needs; without it every member sees it. */
  capability?: Capability
}

/** The main sections, in the order the product lists them. */
const mainNav: NavItem[] = [
  { to: '/', label: 'Inicio', icon: Home },
  { to: '/documentos-ia', label: 'Generador IA', icon: Sparkles },
  { to: '/informes-pie', label: 'Informes PIE', icon: HeartHandshake, capability: 'informes_pie' },
  { to: '/PAES', label: 'Módulo PAES', icon: GraduationCap },
  { to: '/SIMCE', label: 'Módulo SIMCE', icon: BookOpenCheck },
  { to: '/mis-documentos', label: 'Mis Documentos', icon: FolderOpen },
  { to: '/configuracion', label: 'Configuración', icon: Settings },
]

/** The libro de clases: the day's blocks, the visado of corrections and what UTP follows. */
const libroNav: NavItem[] = [
  { to: '/mi-dia', label: 'Mi día', icon: CalendarClock, capability: 'asistencia' },
  { to: '/visado', label: 'Visado', icon: Stamp, capability: 'visado' },
  { to: '/atrasos', label: 'Atrasos', icon: AlarmClock, capability: 'atrasos' },
  { to: '/cumplimiento', label: 'Cumplimiento', icon: ListChecks, capability: 'seguimiento' },
  { to: '/cobertura', label: 'Cobertura curricular', icon: Target, capability: 'seguimiento' },
  { to: '/calendario', label: 'Calendario escolar', icon: CalendarOff, capability: 'horario' },
]

const schoolNav: NavItem[] = [
  { to: '/alumnos', label: 'Alumnos', icon: Users, capability: 'registros' },
  { to: '/cursos', label: 'Cursos', icon: CalendarCheck, capability: 'asistencia' },
  { to: '/reuniones', label: 'Reuniones', icon: ClipboardList, capability: 'registros' },
  { to: '/solicitudes', label: 'Solicitudes', icon: Inbox, capability: 'registros' },
]

const adminNav: NavItem[] = [
  { to: '/equipo', label: 'Equipo', icon: UserCog, capability: 'miembros' },
  { to: '/auditoria', label: 'Registro de accesos', icon: ScrollText, capability: 'auditoria' },
]

/** Who is signed in, as the permissions see them. */
interface Access {
  rol: Role
  estado: MemberState
}

/**
 * How a section appears: as usual when the user can use it; marked (a lock) for a member waiting for
 * approval whose role will include it; hidden otherwise (a docente has no PIE, only the administrador
 * manages the team).
 */
function shownAs(item: NavItem, access: Access): 'open' | 'locked' | 'hidden' {
  if (!item.capability || can(access, item.capability)) return 'open'
  if (access.estado === 'pendiente' && can({ ...access, estado: 'activo' }, item.capability)) return 'locked'
  return 'hidden'
}

interface SidebarProps {
  collapsed: boolean
  onToggle: () => void
  onLogout: () => void
  onNavigate?: () => void
  remaining: number | null
  user: { nombre: string; colegio: string } | null
  access: Access
  /** Requests to join waiting for a decision, shown on Equipo; null when unknown or not the user's business. */
  pendingRequests?: number | null
}

function NavList({
  items,
  collapsed,
  onNavigate,
  access,
  badges = {},
}: {
  items: NavItem[]
  collapsed: boolean
  onNavigate?: () => void
  access: Access
  badges?: Record<string, { count: number; label: string }>
}) {
  return (
    <ul className="nav-list">
      {items.map((item) => {
        const { to, label, icon: Icon } = item
        const shown = shownAs(item, access)
        if (shown === 'hidden') return null
        const locked = shown === 'locked'
        const badge = badges[to]
        const fullLabel = [label, locked ? 'espera la aprobación del colegio' : null, badge?.label]
          .filter(Boolean)
          .join(', ')
        return (
          <li key={to}>
            <Link
              to={to}
              className={`nav-link ${locked ? 'is-locked' : ''}`}
              activeProps={{ className: `nav-link active ${locked ? 'is-locked' : ''}`, 'aria-current': 'page' }}
              activeOptions={{ exact: to === '/' }}
              title={collapsed || locked ? fullLabel : undefined}
              aria-label={fullLabel === label ? undefined : fullLabel}
              onClick={onNavigate}
            >
              <Icon size={18} aria-hidden />
              <span className="nav-label">{label}</span>
              {locked && <Lock size={14} aria-hidden className="nav-lock" />}
              {badge && badge.count > 0 && (
                <span className="nav-badge" aria-hidden="true">
                  {badge.count}
                </span>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

export function Sidebar({
  collapsed,
  onToggle,
  onLogout,
  onNavigate,
  remaining,
  user,
  access,
  pendingRequests,
}: SidebarProps) {
  const showAdmin = adminNav.some((item) => shownAs(item, access) !== 'hidden')
  const badges: Record<string, { count: number; label: string }> = pendingRequests
    ? {
        '/equipo': {
          count: pendingRequests,
          label: pendingRequests === 1 ? '1 solicitud pendiente' : `${pendingRequests} solicitudes pendientes`,
        },
      }
    : {}
  return (
    <aside className={`sidebar ${collapsed ? 'collapsed' : ''}`} aria-label="Menú principal">
      <div className="sidebar-head">
        <span className="brand">
          <FileText size={22} aria-hidden />
          <span className="nav-label">Pizarra</span>
        </span>
        <button
          type="button"
          className="icon-btn sidebar-toggle"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
        >
          {collapsed ? <PanelLeftOpen size={18} aria-hidden /> : <PanelLeftClose size={18} aria-hidden />}
        </button>
      </div>
      <nav aria-label="Secciones">
        <NavList items={mainNav} collapsed={collapsed} onNavigate={onNavigate} access={access} />
        {libroNav.some((item) => shownAs(item, access) !== 'hidden') && (
          <>
            <p className="nav-group">Libro de clases</p>
            <NavList items={libroNav} collapsed={collapsed} onNavigate={onNavigate} access={access} />
          </>
        )}
        <p className="nav-group">Gestión escolar</p>
        <NavList items={schoolNav} collapsed={collapsed} onNavigate={onNavigate} access={access} />
        {showAdmin && (
          <>
            <p className="nav-group">Administración</p>
            <NavList items={adminNav} collapsed={collapsed} onNavigate={onNavigate} access={access} badges={badges} />
          </>
        )}
      </nav>
      <div className="sidebar-foot">
        <Link to="/evaluaciones-status" className="quota" title="Evaluaciones restantes" onClick={onNavigate}>
          <span className="quota-label">Evaluaciones restantes</span>
          <span className="quota-value" aria-live="polite">
            {remaining ?? '—'}
          </span>
        </Link>
        {user && !collapsed && (
          <p className="sidebar-user">
            <strong>{user.nombre}</strong>
            <span>{user.colegio}</span>
          </p>
        )}
        <button
          type="button"
          className="nav-link logout"
          onClick={onLogout}
          title={collapsed ? 'Cerrar sesión' : undefined}
        >
          <LogOut size={18} aria-hidden />
          <span className="nav-label">Cerrar sesión</span>
        </button>
      </div>
    </aside>
  )
}

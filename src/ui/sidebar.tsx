import { Link } from '@tanstack/react-router'
import {
  BookOpenCheck,
  CalendarCheck,
  ClipboardList,
  FileText,
  FolderOpen,
  GraduationCap,
  HeartHandshake,
  Home,
  Inbox,
  LogOut,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  Sparkles,
  Users,
} from 'lucide-react'
import type { ComponentType } from 'react'

interface NavItem {
  to: string
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
}

/** The main sections, in the order the product lists them. */
const mainNav: NavItem[] = [
  { to: '/', label: 'Inicio', icon: Home },
  { to: '/documentos-ia', label: 'Generador IA', icon: Sparkles },
  { to: '/informes-pie', label: 'Informes PIE', icon: HeartHandshake },
  { to: '/PAES', label: 'Módulo PAES', icon: GraduationCap },
  { to: '/SIMCE', label: 'Módulo SIMCE', icon: BookOpenCheck },
  { to: '/mis-documentos', label: 'Mis Documentos', icon: FolderOpen },
  { to: '/configuracion', label: 'Configuración', icon: Settings },
]

const schoolNav: NavItem[] = [
  { to: '/alumnos', label: 'Alumnos', icon: Users },
  { to: '/cursos', label: 'Cursos', icon: CalendarCheck },
  { to: '/reuniones', label: 'Reuniones', icon: ClipboardList },
  { to: '/solicitudes', label: 'Solicitudes', icon: Inbox },
]

interface SidebarProps {
  collapsed: boolean
  onToggle: () => void
  onLogout: () => void
  onNavigate?: () => void
  remaining: number | null
  user: { nombre: string; colegio: string } | null
}

function NavList({ items, collapsed, onNavigate }: { items: NavItem[]; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className="nav-list">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="nav-link"
            activeProps={{ className: 'nav-link active', 'aria-current': 'page' }}
            activeOptions={{ exact: to === '/' }}
            title={collapsed ? label : undefined}
            onClick={onNavigate}
          >
            <Icon size={18} aria-hidden />
            <span className="nav-label">{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function Sidebar({ collapsed, onToggle, onLogout, onNavigate, remaining, user }: SidebarProps) {
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
        <NavList items={mainNav} collapsed={collapsed} onNavigate={onNavigate} />
        <p className="nav-group">Gestión escolar</p>
        <NavList items={schoolNav} collapsed={collapsed} onNavigate={onNavigate} />
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

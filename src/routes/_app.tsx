import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { getMe } from '@/api/auth'
import { listMiembros } from '@/api/miembros'
import { can } from '@/domain/permissions'
import { Sidebar } from '@/ui/sidebar'
import { MissingAccess, useMissingCapability } from './-access'
import { logOut } from './-session'

/**
 * The signed-in account and, for whoever manages the members, how many requests to join wait for a
 * decision (the sidebar's badge; null when it could not be read, which leaves the rest working).
 */
async function loadAccount() {
  const me = await getMe()
  const pendientes = can(me, 'miembros')
    ? await listMiembros().then(
        (list) => list.filter((m) => m.estado === 'pendiente').length,
        () => null,
      )
    : null
  return { me, pendientes }
}

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.token) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  loader: loadAccount,
  // Within a session the account only changes through actions that call useRefreshAccount(); a new
  // session empties the router's cache, so this result never outlives the session that loaded it.
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  component: AppLayout,
})

/** Reloads the signed-in account (plan, allowance, pending requests): call it after anything that changes them. */
export function useRefreshAccount() {
  const router = useRouter()
  return () => router.invalidate({ filter: (match) => match.routeId === '/_app' })
}

/** The signed-in account, for any screen inside the layout. */
export const useAccount = () => Route.useLoaderData({ select: (data) => data.me })

const collapsedKey = 'sidebar-collapsed'

function AppLayout() {
  const { me, pendientes } = Route.useLoaderData()
  const router = useRouter()
  // A screen the user cannot use (waiting for approval, or not in the role) says so instead of loading.
  const missing = useMissingCapability(me)
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === '1')
  const [menuOpen, setMenuOpen] = useState(false)

  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(collapsedKey, c ? '0' : '1')
      return !c
    })
  }
  const logout = () => void logOut(router)

  return (
    <div className={`app-shell ${collapsed ? 'is-collapsed' : ''} ${menuOpen ? 'menu-open' : ''}`}>
      <header className="topbar">
        <button
          type="button"
          className="icon-btn"
          aria-label="Abrir menú"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="hamburger" aria-hidden="true" />
        </button>
        <span className="brand">Pizarra</span>
      </header>
      <Sidebar
        collapsed={collapsed}
        onToggle={toggle}
        onLogout={logout}
        onNavigate={() => setMenuOpen(false)}
        remaining={me.evaluaciones_disponibles}
        user={{ nombre: me.nombre, colegio: me.colegio.nombre }}
        access={me}
        pendingRequests={pendientes}
      />
      {menuOpen && (
        <button type="button" className="scrim" aria-label="Cerrar menú" onClick={() => setMenuOpen(false)} />
      )}
      <main className="content" id="contenido">
        {missing ? <MissingAccess access={me} /> : <Outlet />}
      </main>
    </div>
  )
}

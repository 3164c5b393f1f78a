import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { getMe } from '@/api/auth'
import { Sidebar } from '@/ui/sidebar'
import { signOut } from './-session'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.token) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  loader: () => getMe(),
  // Within a session the account only changes through actions that call useRefreshAccount(); a new
  // session empties the router's cache, so this result never outlives the session that loaded it.
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  component: AppLayout,
})

/** Reloads the signed-in account (plan, allowance): call it after anything that changes them. */
export function useRefreshAccount() {
  const router = useRouter()
  return () => router.invalidate({ filter: (match) => match.routeId === '/_app' })
}

/** The signed-in account, for any screen inside the layout. */
export const useAccount = () => Route.useLoaderData()

const collapsedKey = 'sidebar-collapsed'

function AppLayout() {
  const me = Route.useLoaderData()
  const router = useRouter()
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === '1')
  const [menuOpen, setMenuOpen] = useState(false)

  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(collapsedKey, c ? '0' : '1')
      return !c
    })
  }
  const logout = () => void signOut(router)

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
      />
      {menuOpen && (
        <button type="button" className="scrim" aria-label="Cerrar menú" onClick={() => setMenuOpen(false)} />
      )}
      <main className="content" id="contenido">
        <Outlet />
      </main>
    </div>
  )
}

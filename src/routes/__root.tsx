import { createRootRoute, Link, Outlet } from '@tanstack/react-router'

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFound,
})

function NotFound() {
  return (
    <main className="center-page">
      <div className="card narrow">
        <h1>Página no encontrada</h1>
        <p>La dirección que abriste no existe en Pizarra.</p>
        <Link to="/" className="btn btn-primary">
          Volver al inicio
        </Link>
      </div>
    </main>
  )
}

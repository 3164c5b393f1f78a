import { Link } from '@tanstack/react-router'
import type { Alumno } from '@/api/contract/alumnos'

/** The students found, as a table (a line per student on a phone), or why there are none. */
export function StudentsTable({ alumnos, filtered }: { alumnos: Alumno[]; filtered: boolean }) {
  return alumnos.length === 0 ? (
    <div className="empty">
      {filtered ? (
        <p>Ningún alumno coincide con el filtro.</p>
      ) : (
        <>
          <p>Aún no hay alumnos en tu colegio.</p>
          <Link to="/subir-alumno" className="btn btn-primary">
            Importarlos desde Excel
          </Link>
        </>
      )}
    </div>
  ) : (
    <div className="table-wrap">
      <table className="students-table">
        <caption className="visually-hidden">Alumnos</caption>
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col" className="hide-sm">
              RUT
            </th>
            <th scope="col" className="hide-sm">
              Curso
            </th>
            <th scope="col" className="hide-sm">
              Apoderado
            </th>
          </tr>
        </thead>
        <tbody>
          {alumnos.map((a) => (
            <tr key={a.id}>
              <td>
                <Link to="/alumnos/$id" params={{ id: String(a.id) }}>
                  {a.nombre}
                </Link>
                <span className="show-sm muted">
                  {a.rut} · {a.curso.nombre}
                </span>
              </td>
              <td className="nowrap hide-sm">{a.rut}</td>
              <td className="nowrap hide-sm">{a.curso.nombre}</td>
              <td className="hide-sm">{a.apoderado ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

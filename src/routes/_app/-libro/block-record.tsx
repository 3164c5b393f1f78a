import type { Clase, Correccion, Leccionario } from '@/api/contract/libro'
import { formatSchoolTimestamp } from '@/domain/attendance'
import { rollStateLabels } from '@/domain/libro'
import { Card } from '@/ui/form'

const correctionStateLabels: Record<Correccion['estado'], string> = {
  pendiente_visado: 'Pendiente de visado',
  aprobada: 'Visada',
  rechazada: 'Rechazada',
}

type Mark = { estado: keyof typeof rollStateLabels; hora_llegada: string | null }
const markText = (m: Mark | null) =>
  m ? `${rollStateLabels[m.estado]}${m.hora_llegada ? ` (${m.hora_llegada})` : ''}` : 'Sin registro'

/** A leccionario as read: the text, the OA codes, the activities. */
export function LessonText({ leccionario }: { leccionario: Leccionario }) {
  return (
    <div className="lesson-text">
      <p className="lesson-body">{leccionario.texto}</p>
      {leccionario.oa.length > 0 && (
        <ul className="chip-list" aria-label="OA tratados">
          {leccionario.oa.map((codigo) => (
            <li key={codigo} className="chip">
              {codigo}
            </li>
          ))}
        </ul>
      )}
      {leccionario.actividades && <p className="muted">Actividades: {leccionario.actividades}</p>}
    </div>
  )
}

/** One correction: who, when, why, what it changed (the original struck) and its visado. */
export function CorrectionEntry({ correccion: c }: { correccion: Correccion }) {
  return (
    <article
      className={`correction correction-${c.estado}`}
      aria-label={`Corrección del ${formatSchoolTimestamp(c.fecha)}`}
    >
      <p className="correction-head">
        <span className={`badge correction-badge-${c.estado}`}>{correctionStateLabels[c.estado]}</span>{' '}
        <strong>{c.nombre}</strong> · {formatSchoolTimestamp(c.fecha)}
      </p>
      <p>Motivo: {c.motivo}</p>
      {c.asistencia.length > 0 && (
        <ul className="correction-changes">
          {c.asistencia.map((a) => (
            <li key={a.alumno_id}>
              {a.nombre}: <del>{markText(a.antes)}</del> → <ins>{markText(a.despues)}</ins>
            </li>
          ))}
        </ul>
      )}
      {c.leccionario && (
        <div className="correction-lesson">
          {c.leccionario_anterior && (
            <del className="struck">
              <LessonText leccionario={c.leccionario_anterior} />
            </del>
          )}
          <ins>
            <LessonText leccionario={c.leccionario} />
          </ins>
        </div>
      )}
      {c.visado && (
        <p className="muted">
          {c.visado.aprobada ? 'Visada' : 'Rechazada'} por {c.visado.nombre}, {formatSchoolTimestamp(c.visado.fecha)}
          {c.visado.motivo ? `: ${c.visado.motivo}` : '.'}
        </p>
      )}
    </article>
  )
}

/** A signed block as read: the signature, the leccionario and the chain of corrections. */
export function BlockRecord({ clase }: { clase: Clase }) {
  return (
    <Card title="Registro firmado" className="block-record">
      {clase.firma && (
        <p className="signature-line">
          Firmada por <strong>{clase.firma.nombre}</strong> el {formatSchoolTimestamp(clase.firma.fecha)}
          {clase.firma.tardia && ' (registro tardío)'}
          {clase.firma.reemplazo && ` como reemplazo de ${clase.docente_nombre}: ${clase.firma.reemplazo.motivo}`}.
        </p>
      )}
      {clase.leccionario && <LessonText leccionario={clase.leccionario} />}
      {clase.correcciones.length > 0 && (
        <section aria-label="Correcciones">
          <h3 className="section-subtitle">Correcciones</h3>
          {clase.correcciones.map((c) => (
            <CorrectionEntry key={c.id} correccion={c} />
          ))}
        </section>
      )}
    </Card>
  )
}

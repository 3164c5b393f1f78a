import { ArrowDown, ArrowUp, Plus, RefreshCw, Trash2 } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import {
  type AiContent,
  type AiElement,
  claves,
  type EscalaContent,
  type EvaluacionContent,
  type EvaluacionQuestion,
  type QuestionKind,
  questionKinds,
  type ReadingMoment,
  type RubricaContent,
  readingMoments,
  type TextoContent,
  type TrabajoContent,
} from '@/api/contract/documento-contenido'
import type { DocumentEdit } from '@/domain/document-edits'

/** What the content view may do: send edits and regenerations to the editor machine. */
export interface EditorControls {
  /** True while a save or a regeneration runs: nothing can be edited. */
  disabled: boolean
  /** The element being regenerated. */
  regenerating: string | null
  edit: (edit: DocumentEdit) => void
  regenerate: (ruta: string) => void
}

const kindLabels: Record<QuestionKind, string> = {
  seleccion_multiple: 'Selección múltiple',
  verdadero_falso: 'Verdadero o falso',
  respuesta_breve: 'Respuesta breve',
  desarrollo: 'Desarrollo',
}
const momentLabels: Record<ReadingMoment, string> = { antes: 'Antes', durante: 'Durante', despues: 'Después' }

/** Read-only texts with stable keys: the text, and its occurrence when it repeats. */
function keyed(texts: readonly string[]) {
  const seen = new Map<string, number>()
  return texts.map((text) => {
    const n = (seen.get(text) ?? 0) + 1
    seen.set(text, n)
    return { key: `${n}:${text}`, text }
  })
}

/** A text field bound to the value at `ruta`. */
function TextField(props: {
  label: string
  ruta: string
  value: string
  c: EditorControls
  rows?: number
  numeric?: boolean
}) {
  const id = useId()
  const { label, ruta, value, c, rows, numeric } = props
  // A number field keeps what was typed when it is not a number yet; the save names it if it stays so.
  const set = (v: string) =>
    c.edit({ op: 'set', ruta, value: numeric && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v })
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {rows ? (
        <textarea id={id} value={value} rows={rows} disabled={c.disabled} onChange={(e) => set(e.target.value)} />
      ) : (
        <input
          id={id}
          value={value}
          inputMode={numeric ? 'numeric' : undefined}
          disabled={c.disabled}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </div>
  )
}

function ChoiceField<T extends string>(props: {
  label: string
  value: T
  options: readonly T[]
  labels?: Record<T, string>
  c: EditorControls
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        disabled={props.c.disabled}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  )
}

/** One element of a list: its fields and its tools (move, delete, regenerate). */
function Element(props: {
  ruta: string
  name: string
  index: number
  count: number
  min: number
  c: EditorControls
  children: ReactNode
}) {
  const { ruta, name, index, count, min, c, children } = props
  const busy = c.regenerating === ruta
  return (
    <li className="editor-element" aria-busy={busy || undefined}>
      <div className="element-head">
        <h4>{name}</h4>
        <div className="element-tools">
          <button
            type="button"
            className="icon-btn"
            aria-label={`Subir ${name.toLowerCase()}`}
            disabled={c.disabled || index === 0}
            onClick={() => c.edit({ op: 'move', ruta, offset: -1 })}
          >
            <ArrowUp size={18} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Bajar ${name.toLowerCase()}`}
            disabled={c.disabled || index === count - 1}
            onClick={() => c.edit({ op: 'move', ruta, offset: 1 })}
          >
            <ArrowDown size={18} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Eliminar ${name.toLowerCase()}`}
            disabled={c.disabled || count <= min}
            onClick={() => c.edit({ op: 'remove', ruta })}
          >
            <Trash2 size={18} aria-hidden />
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-label={`Regenerar ${name.toLowerCase()}`}
            disabled={c.disabled}
            onClick={() => c.regenerate(ruta)}
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : <RefreshCw size={16} aria-hidden />}
            {busy ? 'Regenerando…' : 'Regenerar'}
          </button>
        </div>
      </div>
      {children}
    </li>
  )
}

/** A list of elements and its Agregar button; `min` and `max` are the content schema's bounds for the list. */
function ElementList<T>(props: {
  ruta: string
  items: readonly T[]
  noun: string
  min: number
  max: number
  blank: () => AiElement
  c: EditorControls
  render: (item: T, ruta: string, index: number) => ReactNode
}) {
  const { ruta, items, noun, min, max, blank, c, render } = props
  return (
    <>
      <ol className="editor-list">
        {items.map((item, i) => (
          <Element
            // biome-ignore lint/suspicious/noArrayIndexKey: an element is its position: the pointer every edit names
            key={`${ruta}/${i}`}
            ruta={`${ruta}/${i}`}
            name={`${noun} ${i + 1}`}
            index={i}
            count={items.length}
            min={min}
            c={c}
          >
            {render(item, `${ruta}/${i}`, i)}
          </Element>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={c.disabled || items.length >= max}
        onClick={() => c.edit({ op: 'insert', ruta: `${ruta}/${items.length}`, value: blank() })}
      >
        <Plus size={16} aria-hidden /> Agregar {noun.toLowerCase()}
      </button>
    </>
  )
}

/** A question turned into another kind: selección múltiple gets four alternatives and a key, the others none. */
const withKind = (q: EvaluacionQuestion, tipo: QuestionKind): EvaluacionQuestion =>
  tipo === 'seleccion_multiple'
    ? { ...q, tipo, alternativas: [0, 1, 2, 3].map((i) => q.alternativas[i] ?? ''), clave: q.clave ?? 'A' }
    : { ...q, tipo, alternativas: [], clave: null }

function Question({ q, ruta, c }: { q: EvaluacionQuestion; ruta: string; c: EditorControls }) {
  return (
    <div className="stack">
      <div className="form-grid">
        <ChoiceField
          label="Tipo"
          value={q.tipo}
          options={questionKinds}
          labels={kindLabels}
          c={c}
          onChange={(tipo) => c.edit({ op: 'set', ruta, value: withKind(q, tipo) })}
        />
        <TextField label="Puntaje" ruta={`${ruta}/puntaje`} value={String(q.puntaje)} c={c} numeric />
      </div>
      <TextField label="Enunciado" ruta={`${ruta}/enunciado`} value={q.enunciado} c={c} rows={3} />
      {q.alternativas.length > 0 && (
        <div className="form-grid">
          {q.alternativas.map((a, i) => (
            <TextField
              key={claves[i]}
              label={`Alternativa ${claves[i]}`}
              ruta={`${ruta}/alternativas/${i}`}
              value={a}
              c={c}
            />
          ))}
        </div>
      )}
      {q.clave !== null && (
        <ChoiceField
          label="Clave"
          value={q.clave}
          options={claves}
          c={c}
          onChange={(clave) => c.edit({ op: 'set', ruta: `${ruta}/clave`, value: clave })}
        />
      )}
      <TextField
        label="Respuesta esperada"
        ruta={`${ruta}/respuesta_esperada`}
        value={q.respuesta_esperada}
        c={c}
        rows={2}
      />
    </div>
  )
}

function Evaluacion({ doc, c }: { doc: EvaluacionContent; c: EditorControls }) {
  return (
    <>
      <p>{doc.proposito}</p>
      <p className="muted">Duración sugerida: {doc.duracion_minutos} minutos</p>
      <ul>
        {keyed(doc.instrucciones).map(({ key, text }) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
      {doc.secciones.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are not reordered; their position is their pointer
        <section key={`${i}-${s.titulo}`} className="editor-section" aria-label={s.titulo}>
          <h3>{s.titulo}</h3>
          <p className="muted">{s.objetivo}</p>
          <p>{s.instruccion}</p>
          {s.texto_base && (
            <div className="reading">
              <h4>{s.texto_base.titulo}</h4>
              {keyed(s.texto_base.parrafos).map(({ key, text }) => (
                <p key={key}>{text}</p>
              ))}
            </div>
          )}
          <ElementList
            ruta={`/secciones/${i}/preguntas`}
            items={s.preguntas}
            noun="Pregunta"
            min={1}
            max={15}
            c={c}
            blank={() => ({
              tipo: 'desarrollo',
              habilidad: 'Comprender',
              enunciado: '',
              alternativas: [],
              clave: null,
              puntaje: 2,
              respuesta_esperada: '',
            })}
            render={(q, ruta) => <Question q={q} ruta={ruta} c={c} />}
          />
        </section>
      ))}
    </>
  )
}

function Rubrica({ doc, c }: { doc: RubricaContent; c: EditorControls }) {
  return (
    <>
      <p>{doc.descripcion}</p>
      <ElementList
        ruta="/criterios"
        items={doc.criterios}
        noun="Criterio"
        min={1}
        max={24}
        c={c}
        blank={() => ({ objetivo: doc.criterios.at(-1)?.objetivo ?? '', criterio: '', descriptores: ['', '', '', ''] })}
        render={(k, ruta) => (
          <div className="stack">
            <p className="muted">{k.objetivo}</p>
            <TextField label="Criterio" ruta={`${ruta}/criterio`} value={k.criterio} c={c} />
            {k.descriptores.map((d, j) => (
              <TextField
                key={doc.niveles[j]?.nombre ?? j}
                label={`${doc.niveles[j]?.nombre} (${doc.niveles[j]?.puntaje} pts.)`}
                ruta={`${ruta}/descriptores/${j}`}
                value={d}
                c={c}
                rows={2}
              />
            ))}
          </div>
        )}
      />
    </>
  )
}

function Escala({ doc, c }: { doc: EscalaContent; c: EditorControls }) {
  return (
    <>
      <p>{doc.descripcion}</p>
      <p className="muted">Niveles: {doc.niveles.map((n) => `${n.nombre} (${n.puntaje})`).join(', ')}</p>
      {doc.secciones.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are not reordered; their position is their pointer
        <section key={`${i}-${s.objetivo}`} className="editor-section" aria-label={`Objetivo ${i + 1}`}>
          <h3>{s.objetivo}</h3>
          <ElementList
            ruta={`/secciones/${i}/indicadores`}
            items={s.indicadores}
            noun="Indicador"
            min={1}
            max={10}
            c={c}
            blank={() => ''}
            render={(text, ruta) => <TextField label="Indicador" ruta={ruta} value={text} c={c} rows={2} />}
          />
        </section>
      ))}
    </>
  )
}

function Trabajo({ doc, c }: { doc: TrabajoContent; c: EditorControls }) {
  return (
    <>
      <p>{doc.descripcion}</p>
      <p>
        <strong>Modalidad:</strong> {doc.modalidad} · <strong>Producto:</strong> {doc.producto}
      </p>
      <h3>Pasos</h3>
      <ElementList
        ruta="/pasos"
        items={doc.pasos}
        noun="Paso"
        min={2}
        max={12}
        c={c}
        blank={() => ({ titulo: '', descripcion: '' })}
        render={(p, ruta) => (
          <div className="stack">
            <TextField label="Título" ruta={`${ruta}/titulo`} value={p.titulo} c={c} />
            <TextField label="Descripción" ruta={`${ruta}/descripcion`} value={p.descripcion} c={c} rows={3} />
          </div>
        )}
      />
    </>
  )
}

function Texto({ doc, c }: { doc: TextoContent; c: EditorControls }) {
  return (
    <>
      <p className="muted">
        {doc.genero} · {doc.autor}
      </p>
      <div className="reading">
        {keyed(doc.parrafos).map(({ key, text }) => (
          <p key={key}>{text}</p>
        ))}
      </div>
      <h3>Actividades</h3>
      <ElementList
        ruta="/actividades"
        items={doc.actividades}
        noun="Actividad"
        min={3}
        max={20}
        c={c}
        blank={() => ({ momento: 'despues', consigna: '', objetivo: doc.actividades.at(-1)?.objetivo ?? '' })}
        render={(a, ruta) => (
          <div className="stack">
            <ChoiceField
              label="Momento de la lectura"
              value={a.momento}
              options={readingMoments}
              labels={momentLabels}
              c={c}
              onChange={(momento) => c.edit({ op: 'set', ruta: `${ruta}/momento`, value: momento })}
            />
            <TextField label="Consigna" ruta={`${ruta}/consigna`} value={a.consigna} c={c} rows={2} />
          </div>
        )}
      />
    </>
  )
}

/** The document as the teacher will see it, with every regenerable element editable in place. */
export function DocumentContent({ contenido, controls }: { contenido: AiContent; controls: EditorControls }) {
  return (
    <article className="card document-page">
      <h2 className="document-title">{contenido.titulo}</h2>
      {contenido.tipo === 'evaluacion' && <Evaluacion doc={contenido} c={controls} />}
      {contenido.tipo === 'rubrica' && <Rubrica doc={contenido} c={controls} />}
      {contenido.tipo === 'escala' && <Escala doc={contenido} c={controls} />}
      {contenido.tipo === 'trabajo' && <Trabajo doc={contenido} c={controls} />}
      {contenido.tipo === 'texto' && <Texto doc={contenido} c={controls} />}
    </article>
  )
}

/** The evaluation in the editor: sections with their reading passage and questions, each editable in place. */
import {
  claves,
  type EvaluacionContent,
  type EvaluacionQuestion,
  type LetraPareados,
  letrasPareados,
  type Pareados,
  pareadosPauta,
  type QuestionKind,
  questionKinds,
} from '@/api/contract/documento-contenido'
import { ChoiceField, type EditorControls, ElementList, keyed, TextField } from './document-fields'

const kindLabels: Record<QuestionKind, string> = {
  seleccion_multiple: 'Selección múltiple',
  verdadero_falso: 'Verdadero o falso',
  terminos_pareados: 'Términos pareados',
  respuesta_breve: 'Respuesta breve',
  desarrollo: 'Desarrollo',
}

/**
 * A question turned into another kind: selección múltiple gets four alternatives and a key, the others none;
 * a matching item's columns go (no other kind can become one: its columns come from the OA's data).
 */
const withKind = (q: EvaluacionQuestion, tipo: QuestionKind): EvaluacionQuestion => {
  const { pareados: _, ...rest } = q
  return tipo === 'seleccion_multiple'
    ? { ...rest, tipo, alternativas: [0, 1, 2, 3].map((i) => q.alternativas[i] ?? ''), clave: q.clave ?? 'A' }
    : { ...rest, tipo, alternativas: [], clave: null }
}

/** The kinds a question may be turned into: términos pareados only stays what it is. */
const kindsFor = (q: EvaluacionQuestion) =>
  q.tipo === 'terminos_pareados' ? questionKinds : questionKinds.filter((k) => k !== 'terminos_pareados')

/**
 * The two columns of a matching item: each concept of column A with the letter of its definition, and the
 * definitions of column B. A new letter also rewrites the pauta, so the pairs it lists stay the ones shown.
 */
function MatchingColumns({ q, p, ruta, c }: { q: EvaluacionQuestion; p: Pareados; ruta: string; c: EditorControls }) {
  const letters = letrasPareados.slice(0, p.columna_b.length)
  const setLetter = (i: number, letra: LetraPareados) => {
    const claves = p.claves.map((l, k) => (k === i ? letra : l))
    c.edit({
      op: 'set',
      ruta,
      value: { ...q, pareados: { ...p, claves }, respuesta_esperada: pareadosPauta({ claves }) },
    })
  }
  return (
    <div className="stack">
      <fieldset className="plain-fieldset stack">
        <legend className="field-label">Columna A</legend>
        {p.columna_a.map((concepto, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a concept's position is its number and its pointer
          <div key={i} className="form-grid">
            <TextField label={`Concepto ${i + 1}`} ruta={`${ruta}/pareados/columna_a/${i}`} value={concepto} c={c} />
            <ChoiceField
              label={`Letra del concepto ${i + 1}`}
              value={p.claves[i] ?? letters[0]!}
              options={letters}
              c={c}
              onChange={(letra) => setLetter(i, letra)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="plain-fieldset stack">
        <legend className="field-label">Columna B</legend>
        {p.columna_b.map((definicion, j) => (
          <TextField
            // biome-ignore lint/suspicious/noArrayIndexKey: a definition's position is its letter and its pointer
            key={j}
            label={`Definición ${letrasPareados[j]}`}
            ruta={`${ruta}/pareados/columna_b/${j}`}
            value={definicion}
            c={c}
            rows={2}
          />
        ))}
      </fieldset>
    </div>
  )
}

function Question({ q, ruta, c }: { q: EvaluacionQuestion; ruta: string; c: EditorControls }) {
  return (
    <div className="stack">
      <div className="form-grid">
        <ChoiceField
          label="Tipo"
          value={q.tipo}
          options={kindsFor(q)}
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
      {q.tipo === 'terminos_pareados' && q.pareados && <MatchingColumns q={q} p={q.pareados} ruta={ruta} c={c} />}
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

export function Evaluacion({ doc, c }: { doc: EvaluacionContent; c: EditorControls }) {
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

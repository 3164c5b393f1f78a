/** The evaluation in the editor: sections with their reading passage and questions, each editable in place. */
import {
  claves,
  type EvaluacionContent,
  type EvaluacionQuestion,
  type QuestionKind,
  questionKinds,
} from '@/api/contract/documento-contenido'
import { ChoiceField, type EditorControls, ElementList, keyed, TextField } from './-document-fields'

const kindLabels: Record<QuestionKind, string> = {
  seleccion_multiple: 'Selección múltiple',
  verdadero_falso: 'Verdadero o falso',
  respuesta_breve: 'Respuesta breve',
  desarrollo: 'Desarrollo',
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

import {
  type AiContent,
  type EscalaContent,
  type ReadingMoment,
  type RubricaContent,
  readingMoments,
  type TextoContent,
  type TrabajoContent,
} from '@/api/contract/documento-contenido'
import { Evaluacion } from './document-evaluacion'
import { ChoiceField, type EditorControls, ElementList, keyed, TextField } from './document-fields'

export type { EditorControls } from './document-fields'

const momentLabels: Record<ReadingMoment, string> = { antes: 'Antes', durante: 'Durante', despues: 'Después' }

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
        blank={() => ({
          momento: 'despues',
          consigna: '',
          objetivo: doc.actividades.at(-1)?.objetivo ?? '',
          pauta: null,
        })}
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

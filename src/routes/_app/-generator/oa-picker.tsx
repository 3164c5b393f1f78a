import { useEffect, useState } from 'react'
import { listObjetivos } from '@/api/curriculo'
import { messageOf } from '@/domain/errors'
import { type Oa, OaPicker } from '@/ui/oa-picker'

/** The most objectives a request may carry, chosen and written together. */
export const maxObjectives = 10

/**
 * The OA picker bound to the curriculum endpoint: the objectives of the chosen level and subject, loaded
 * when both are set (a subject outside the catalogue answers an empty list: the teacher writes them).
 */
export function CurriculumOaPicker(props: {
  nivel: string
  asignatura: string
  chosen: readonly Oa[]
  onChange: (chosen: Oa[]) => void
}) {
  const { nivel, asignatura, chosen, onChange } = props
  const key = nivel && asignatura.trim() ? `${nivel}|${asignatura.trim()}` : ''
  // Asked for when the picker opens, not on every keystroke of the subject.
  const [wanted, setWanted] = useState({ key: '', attempt: 0 })
  const [loaded, setLoaded] = useState<{ key: string; oas: Oa[] | null; error: string | null }>({
    key: '',
    oas: null,
    error: null,
  })
  useEffect(() => {
    const { key: asked } = wanted
    if (!asked) return
    const controller = new AbortController()
    const [n = '', a = ''] = asked.split('|')
    setLoaded({ key: asked, oas: null, error: null })
    listObjetivos(n, a, controller.signal).then(
      (oas) => setLoaded({ key: asked, oas, error: null }),
      (error: unknown) => {
        // A level outside the catalogue (Pre-kínder, 3° Medio…) answers the levels it covers: shown as is.
        if (!controller.signal.aborted)
          setLoaded({ key: asked, oas: null, error: messageOf(error, 'No se pudieron cargar los OA.') })
      },
    )
    return () => controller.abort()
  }, [wanted])
  const current = loaded.key === key ? loaded : { oas: null, error: null }
  return (
    <OaPicker
      scope={key ? `${nivel} · ${asignatura.trim()}` : null}
      oas={current.oas}
      error={current.error}
      chosen={chosen}
      onChange={onChange}
      max={maxObjectives}
      // Loaded once per level and subject; opening again after a failure tries again.
      onOpen={() => {
        if (loaded.key !== key || loaded.error) setWanted((w) => ({ key, attempt: w.attempt + 1 }))
      }}
    />
  )
}

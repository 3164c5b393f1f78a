import type { BlockDraft } from '@/machines/class-block.machine'

/**
 * What a teacher typed in a block and the server does not hold yet, kept in this browser's localStorage
 * (one key per block) so that nothing is lost: a page reload, a closed tab or a phone without signal.
 */
const key = (claseId: number) => `libro-borrador-${claseId}`

export function readDraft(claseId: number): BlockDraft | null {
  try {
    const raw = localStorage.getItem(key(claseId))
    if (!raw) return null
    const draft = JSON.parse(raw) as Partial<BlockDraft>
    if (!Array.isArray(draft.registros) || typeof draft.texto !== 'string' || !Array.isArray(draft.oa)) return null
    const actividades = typeof draft.actividades === 'string' ? draft.actividades : ''
    return { registros: draft.registros, texto: draft.texto, oa: draft.oa, actividades, enviar: draft.enviar === true }
  } catch {
    return null
  }
}

export function writeDraft(claseId: number, draft: BlockDraft) {
  try {
    localStorage.setItem(key(claseId), JSON.stringify(draft))
  } catch {
    // A full or blocked storage keeps the screen working: what is on screen is still there.
  }
}

export const dropDraft = (claseId: number) => localStorage.removeItem(key(claseId))

/** The blocks with a roll waiting to be sent from this browser. */
export function queuedBlockIds(): number[] {
  const ids: number[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const match = /^libro-borrador-(\d+)$/.exec(localStorage.key(i) ?? '')
    if (match && readDraft(Number(match[1]))?.enviar) ids.push(Number(match[1]))
  }
  return ids
}

import { api } from './client'
import type { AuditoriaEntry, AuditoriaQuery } from './contract/auditoria'

/** The school's audit trail, newest first, one page (`antes`: the id of the last line already shown). */
export const listAuditoria = (query: AuditoriaQuery = {}) => {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params[key] = String(value)
  }
  return api<AuditoriaEntry[]>('/auditoria', { query: params })
}

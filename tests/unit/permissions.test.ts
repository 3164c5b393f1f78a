import { describe, expect, it } from 'vitest'
import { auditActionLabels, auditActions } from '@/domain/audit'
import { memberStates, roles } from '@/domain/catalog'
import { can, capabilities, pendingCapabilities, permissions } from '@/domain/permissions'

describe('the permission table', () => {
  it('gives the administrador everything, the UTP every record but the members, the docente no PIE', () => {
    expect([...permissions.administrador].sort()).toEqual([...capabilities].sort())
    for (const c of ['miembros', 'auditoria', 'alumno.eliminar', 'colegio.exportar'] as const) {
      expect(can({ rol: 'utp', estado: 'activo' }, c), c).toBe(false)
      expect(can({ rol: 'docente', estado: 'activo' }, c), c).toBe(false)
    }
    expect(can({ rol: 'utp', estado: 'activo' }, 'informes_pie')).toBe(true)
    expect(can({ rol: 'utp', estado: 'activo' }, 'alumno.datos')).toBe(true)
    expect(can({ rol: 'docente', estado: 'activo' }, 'informes_pie')).toBe(false)
    expect(can({ rol: 'docente', estado: 'activo' }, 'registros')).toBe(true)
  })

  it('lets a pending member only what touches no student, whatever the role, and a suspended one nothing', () => {
    for (const rol of roles) {
      for (const c of capabilities) {
        expect(can({ rol, estado: 'pendiente' }, c), `${rol} ${c}`).toBe(pendingCapabilities.includes(c))
        expect(can({ rol, estado: 'suspendido' }, c), `${rol} ${c}`).toBe(false)
      }
    }
    expect(pendingCapabilities).toEqual(['documentos'])
    expect(memberStates).toEqual(['pendiente', 'activo', 'suspendido'])
  })

  it('labels every audit action in Spanish', () => {
    for (const a of auditActions) expect(auditActionLabels[a]).toMatch(/^[A-ZÁÉÍÓÚ]/)
  })
})

import { describe, expect, it } from 'vitest'
import { auditActionLabels, auditActions } from '@/domain/audit'
import { memberStates, personalRequestTypes, requestTypes, roles } from '@/domain/catalog'
import {
  can,
  canSeeDocument,
  canSeeRequest,
  capabilities,
  pendingCapabilities,
  permissions,
  pieReportKind,
} from '@/domain/permissions'

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

describe('who sees an internal request', () => {
  const member = (rol: (typeof roles)[number], estado: (typeof memberStates)[number] = 'activo') => ({
    userId: 7,
    rol,
    estado,
  })
  it.each(requestTypes)('%s: its author always, others as the table says', (tipo) => {
    const personal = personalRequestTypes.includes(tipo)
    const others = { autorId: 8, tipo }
    // Internal requests live under `registros`: every role with it sees its own; the inspector (attendance
    // officer, no `registros`) files none yet and sees none.
    for (const rol of roles) {
      expect(canSeeRequest(member(rol), { autorId: 7, tipo }), rol).toBe(rol !== 'inspector')
    }
    expect(canSeeRequest(member('inspector'), others)).toBe(false)
    expect(canSeeRequest(member('administrador'), others)).toBe(true)
    expect(canSeeRequest(member('utp'), others)).toBe(!personal)
    expect(canSeeRequest(member('docente'), others)).toBe(false)
    // Pending and suspended members see none, not even their own.
    expect(canSeeRequest(member('administrador', 'pendiente'), { autorId: 7, tipo })).toBe(false)
    expect(canSeeRequest(member('utp', 'suspendido'), { autorId: 7, tipo })).toBe(false)
  })
  it('keeps medical leaves and leaves of absence personal', () => {
    expect([...personalRequestTypes].sort()).toEqual(['licencia_medica', 'permiso'])
  })
})

describe('who still sees a document', () => {
  const docente = { rol: 'docente' as const, estado: 'activo' as const, cursoIds: [3] }
  const utp = { rol: 'utp' as const, estado: 'activo' as const, cursoIds: null }
  it('a PIE report: whoever has informes_pie, whatever the student', () => {
    expect(canSeeDocument(utp, { kind: pieReportKind, alumnoId: 1, cursoId: 9 })).toBe(true)
    expect(canSeeDocument(docente, { kind: pieReportKind, alumnoId: 1, cursoId: 3 })).toBe(false)
    expect(canSeeDocument(docente, { kind: pieReportKind, alumnoId: null, cursoId: null })).toBe(false)
  })
  it("a report about a student: a docente only while the student's course is theirs", () => {
    expect(canSeeDocument(docente, { kind: 'informe_notas', alumnoId: 1, cursoId: 3 })).toBe(true)
    expect(canSeeDocument(docente, { kind: 'informe_notas', alumnoId: 1, cursoId: 4 })).toBe(false)
    expect(canSeeDocument(utp, { kind: 'informe_notas', alumnoId: 1, cursoId: 4 })).toBe(true)
    expect(canSeeDocument({ ...utp, estado: 'pendiente' }, { kind: 'informe_notas', alumnoId: 1, cursoId: 4 })).toBe(
      false,
    )
  })
  it("a document about no student stays its author's", () => {
    expect(canSeeDocument({ ...docente, cursoIds: [] }, { kind: 'evaluacion', alumnoId: null, cursoId: null })).toBe(
      true,
    )
  })
})

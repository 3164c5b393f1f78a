/**
 * The actions the audit trail records: who did what to whose data. One line per student concerned
 * (saving a course's grades writes one `notas.guardar` per student whose grade changed).
 */
export const auditActions = [
  'sesion.iniciar',
  'sesion.fallida',
  'alumno.ver',
  'informes_pie.ver',
  'alumno.crear',
  'alumno.editar',
  'alumno.eliminar',
  'alumno.exportar',
  'asistencia.guardar',
  'notas.guardar',
  'evaluacion.crear',
  'evaluacion.editar',
  'evaluacion.eliminar',
  'excel.exportar',
  'miembro.actualizar',
  'codigo.cambiar',
  'colegio.exportar',
  'acceso.denegado',
] as const
export type AuditAction = (typeof auditActions)[number]

export const auditActionLabels: Record<AuditAction, string> = {
  'sesion.iniciar': 'Inicio de sesión',
  'sesion.fallida': 'Inicio de sesión fallido',
  'alumno.ver': 'Ficha del alumno consultada',
  'informes_pie.ver': 'Informes PIE consultados',
  'alumno.crear': 'Alumno registrado',
  'alumno.editar': 'Alumno editado',
  'alumno.eliminar': 'Alumno eliminado',
  'alumno.exportar': 'Datos del alumno descargados',
  'asistencia.guardar': 'Asistencia guardada',
  'notas.guardar': 'Notas guardadas',
  'evaluacion.crear': 'Evaluación creada',
  'evaluacion.editar': 'Evaluación editada',
  'evaluacion.eliminar': 'Evaluación eliminada',
  'excel.exportar': 'Planilla Excel descargada',
  'miembro.actualizar': 'Miembro actualizado',
  'codigo.cambiar': 'Código del colegio cambiado',
  'colegio.exportar': 'Datos del colegio exportados',
  'acceso.denegado': 'Acceso denegado',
}

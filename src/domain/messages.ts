/** The Spanish texts of the product, word for word: each screen's error fallback, validation and success messages. */
export const messages = {
  fallback: {
    login: 'Ocurrió un error inesperado',
    register: 'Error al registrar usuario',
    schoolSignup: 'Ocurrió un error inesperado',
    generateDocument: 'No se pudo generar el documento',
    pieReport: 'No se pudo generar el informe',
    practiceTest: 'No se pudo generar el documento',
    createStudent: 'No se pudo crear el alumno',
    uploadExcel: 'Ocurrió un error al procesar el archivo.',
    createCourse: 'No se pudo crear el curso.',
    saveAttendance: 'No se pudo guardar la asistencia.',
    createRequest: 'No se pudo enviar la solicitud',
    loadRequest: 'No se pudo cargar la solicitud',
    reply: 'No se pudo enviar la respuesta',
    loadRequests: 'Error al cargar las solicitudes',
    loadMeetings: 'No se pudieron cargar las reuniones',
    loadStudents: 'No se pudieron cargar los alumnos',
    saveMeeting: 'No se pudo guardar la reunión',
    loadUser: 'No se pudo cargar el usuario',
    updateUser: 'No se pudo actualizar',
    changePassword: 'No se pudo cambiar la contraseña',
    editStudent: 'No se pudieron guardar los cambios',
    forgotPassword: 'Error al enviar el correo',
    resetPassword: 'Error al restablecer contraseña',
    evaluationStatus: 'No se pudo cargar el estado de evaluaciones',
    paymentResult: 'Error desconocido',
    loadMembers: 'No se pudo cargar el equipo',
    approveMember: 'No se pudo aprobar la solicitud',
    rejectMember: 'No se pudo rechazar la solicitud',
    updateMember: 'No se pudo actualizar al miembro',
    changeCode: 'No se pudo cambiar el código del colegio',
    loadAudit: 'No se pudo cargar el registro de accesos',
    exportStudent: 'No se pudieron descargar los datos del alumno',
    deleteStudent: 'No se pudo eliminar el alumno',
    closeSessions: 'No se pudieron cerrar las sesiones',
  },
  validation: {
    invalidToken: 'Token inválido o expirado.',
    passwordsDiffer: 'Las contraseñas no coinciden',
    choosePlan: 'Debes seleccionar un plan',
    planAndPayment: 'Debes seleccionar un plan y completar el pago antes de registrarte.',
    paymentNotApproved: 'El pago no fue aprobado',
    docenteWithoutCourses: 'Elige al menos un curso: un docente ve solo sus cursos.',
  },
  success: {
    login: 'Inicio de sesión exitoso',
    register: 'Usuario registrado correctamente',
    documentGenerated: '¡Documento generado!',
    studentCreated: 'Alumno registrado',
    courseCreated: 'Curso creado',
    attendanceSaved: '¡Asistencia guardada!',
    requestSent: 'Solicitud enviada correctamente',
    replySent: 'Respuesta registrada',
    meetingSaved: 'Reunión registrada',
    userUpdated: 'Información actualizada',
    passwordChanged: 'Contraseña actualizada',
    mailSent: 'Correo enviado',
    memberUpdated: 'Miembro actualizado',
    memberRejected: 'Solicitud rechazada',
    codeChanged: 'Código del colegio actualizado',
    studentDeleted: 'Alumno eliminado',
    sessionsClosed: 'Se cerró la sesión en todos los dispositivos',
  },
  /** Refusals of the members' roles and states, and the members' screen. */
  access: {
    /** 403 for a pending member on any school record. */
    pending: 'Tu cuenta espera la aprobación del colegio.',
    /** 401 for a suspended member, at sign-in and on the next request. */
    suspended: 'Tu cuenta fue suspendida por el colegio.',
    /** 401 for a token ended by "Cerrar sesión en todos los dispositivos" or a password change. */
    sessionEnded: 'Tu sesión se cerró. Inicia sesión de nuevo.',
    /** 403 for a role without the capability. */
    forbidden: 'Tu rol no tiene permiso para esta acción.',
    /** 403 for a docente on a course not assigned to them. */
    courseNotAssigned: 'Este curso no está asignado a tu cuenta.',
    /** 403 for a docente on a student of a course not assigned to them. */
    studentNotAssigned: 'Este alumno no pertenece a tus cursos asignados.',
    lastAdministrator: 'El colegio debe tener al menos un administrador activo.',
    rejectOnlyPending: 'Solo se puede rechazar una solicitud pendiente. Para quitar el acceso, suspende al miembro.',
    backToPending: 'Un miembro aprobado no puede volver a quedar pendiente.',
    memberUpdateEmpty: 'Indica el rol, el estado o los cursos del miembro.',
    memberNotFound: 'El miembro no existe.',
    courseNotFound: 'Uno de los cursos no existe.',
  },
  quota: {
    marker: 'límite de evaluaciones',
    buyLink: 'Comprar evaluación adicional',
  },
  /** Configuración: the school's backups and the export of all its data (administrador only). */
  schoolData: {
    exportFailed: 'No se pudo exportar los datos del colegio.',
    exportDone: 'Datos del colegio descargados',
    loadBackupsFailed: 'No se pudo leer el último respaldo.',
  },
} as const

/** True when a server message says the monthly allowance is spent: it contains 'límite de evaluaciones'. */
export const isQuotaMessage = (message: string) => message.toLowerCase().includes(messages.quota.marker)

/**
 * A list naming students of another course (a save of grades or attendance): refused without naming any,
 * neither by name nor by id, since the caller may not be allowed to see them.
 */
export const outsideCourse = (count: number, where: string) =>
  count === 1 ? `Uno de los alumnos no pertenece ${where}.` : `${count} de los alumnos no pertenecen ${where}.`

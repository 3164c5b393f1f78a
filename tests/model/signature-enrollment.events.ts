import { signatureEnrollmentMachine } from '@/machines/signature-enrollment.machine'

export const machine = signatureEnrollmentMachine
export const input = { habilitada: false }

export const enrollment = {
  secreto: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Pizarra:jorge.morales%40demo.pizarra.cl?secret=JBSWY3DPEHPK3PXP&issuer=Pizarra',
}
export const failure = (message: string, status: number | undefined) =>
  Object.defineProperties(new Error(message), {
    message: { value: message, enumerable: true },
    status: { value: status, enumerable: true },
  })
export const wrongCode = 'El código no es válido: revisa tu aplicación de autenticación.'

/** Every event the enrollment machine can meet. */
export const events = [
  { type: 'enroll.start' },
  { type: 'code.change', codigo: '123456' },
  { type: 'code.change', codigo: '12a' },
  { type: 'enroll.confirm' },
  { type: 'enroll.cancel' },
  { type: 'xstate.done.actor.startEnrollment', output: enrollment },
  { type: 'xstate.error.actor.startEnrollment', error: failure('', undefined) },
  { type: 'xstate.done.actor.confirmEnrollment', output: { message: 'Firma habilitada.' } },
  { type: 'xstate.error.actor.confirmEnrollment', error: failure(wrongCode, 422) },
] as never[]

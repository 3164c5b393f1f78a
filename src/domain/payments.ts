/** What the server says about a payment, shared so that the screens can tell the cases apart. */
export const paymentMessages = {
  /** A payment that was already turned into an evaluation (a replay, or the provider's webhook came first). */
  alreadyCredited: 'Este pago ya fue acreditado a tu cuenta.',
  /** A subscription that already opened a school. */
  subscriptionUsed: 'Esta suscripción ya se usó para registrar un colegio. Inicia sesión.',
  /** A checkout that could not be created and the server said nothing more. */
  checkoutFailed: 'No se pudo iniciar el pago. Inténtalo de nuevo.',
} as const

/** The status Mercado Pago (and the sandbox) put in the return URL of an approved payment. */
export const approvedStatus = 'approved'

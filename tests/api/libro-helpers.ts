import { totpOf, totpPeriod } from '../../server/modules/libro/signing'

const stepMs = totpPeriod * 1000

/** The authenticator's code of a secret at an instant (what the member's app shows then). */
export const codeAt = (secreto: string, at: number) => totpOf(secreto).generate({ timestamp: at })

/**
 * Three codes the server accepts one after the other under its real clock: the previous, the current and the
 * next 30-second step (it tolerates one step of drift and never accepts a step twice). Waits for a fresh step
 * when the current one ends within five seconds, so the three calls that use them fall inside one step.
 */
export async function threeCodes(secreto: string): Promise<[string, string, string]> {
  const left = stepMs - (Date.now() % stepMs)
  if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50))
  const now = Date.now()
  return [codeAt(secreto, now - stepMs), codeAt(secreto, now), codeAt(secreto, now + stepMs)]
}

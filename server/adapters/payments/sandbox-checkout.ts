import escapeHtml from 'escape-html'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { z } from 'zod'
import { formatClp, type PlanId, planIds, plans } from '@/domain/plans'
import { type SandboxCheckout, type SandboxPayments, sandboxCheckoutPath } from './sandbox'

const checkoutId = z.string().regex(/^sbx-[0-9a-f]{24}$/)
const query = z.union([z.object({ plan: z.enum(planIds) }), z.object({ id: checkoutId })])
const form = z.union([
  z.object({ plan: z.enum(planIds), decision: z.enum(['aprobar', 'rechazar']) }),
  z.object({ id: checkoutId, decision: z.enum(['aprobar', 'rechazar']) }),
])

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Pizarra</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f6f7f5; color: #111827; }
  main { box-sizing: border-box; width: min(26rem, calc(100% - 2rem)); margin: 3rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 4px 20px rgb(0 0 0 / 8%); }
  .marca { font-size: .8rem; letter-spacing: .08em; text-transform: uppercase; color: #5b6577; margin: 0 0 .25rem; }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  .concepto { margin: 0; color: #3a4357; }
  .monto { font-size: 2rem; font-weight: 700; margin: .5rem 0 1.5rem; }
  .aviso { font-size: .9rem; background: #fff7e0; border: 1px solid #f0d98a; border-radius: 8px; padding: .75rem; margin: 0 0 1.5rem; }
  .acciones { display: flex; gap: .75rem; flex-wrap: wrap; }
  button { flex: 1; font: inherit; font-weight: 600; padding: .8rem 1rem; border-radius: 8px; border: 1px solid transparent; cursor: pointer; }
  .aprobar { background: #166534; color: #fff; }
  .rechazar { background: #fff; color: #a3261b; border-color: #d9a19b; }
  a { color: #166534; }
</style>
</head>
<body><main>${body}</main></body>
</html>`
}

function checkoutPage(concept: string, amountClp: number, hidden: { name: 'plan' | 'id'; value: string }) {
  return page(
    'Pago de prueba',
    `<p class="marca">Pizarra · pago de prueba</p>
<h1>Confirma tu pago</h1>
<p class="concepto">${escapeHtml(concept)}</p>
<p class="monto">${escapeHtml(formatClp(amountClp))}</p>
<p class="aviso">Este es el entorno de pagos de prueba de Pizarra: no se cobra dinero real. Elige el resultado del pago.</p>
<form method="post" action="${sandboxCheckoutPath}">
<input type="hidden" name="${hidden.name}" value="${escapeHtml(hidden.value)}">
<div class="acciones">
<button class="aprobar" type="submit" name="decision" value="aprobar">Aprobar pago</button>
<button class="rechazar" type="submit" name="decision" value="rechazar">Rechazar pago</button>
</div>
</form>`,
  )
}

function messagePage(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      page(
        title,
        `<p class="marca">Pizarra · pago de prueba</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Volver a Pizarra</a></p>`,
      ),
    )
}

const extraConcept = '1 evaluación adicional'
const planConcept = (plan: PlanId) =>
  `Suscripción mensual al plan ${plans[plan].nombre} (${plans[plan].evaluacionesMes} evaluaciones al mes)`

const notFoundText = 'El enlace de pago no es válido o ya no existe. Vuelve a Pizarra e inténtalo de nuevo.'
const decidedText = 'Este pago ya fue procesado. Vuelve a Pizarra para ver el resultado.'

const extraResult = (row: SandboxCheckout) =>
  `/prueba-extra?status=${row.estado === 'aprobado' ? 'approved' : 'rejected'}&payment_id=${row.id}`

/**
 * The sandbox checkout page: plain HTML in Spanish that works without
 * JavaScript; approving or rejecting redirects back to the app as Mercado Pago does.
 */
export function sandboxCheckoutRoutes(sandbox: SandboxPayments): FastifyPluginAsync {
  return async (app) => {
    app.get(sandboxCheckoutPath, async (request, reply) => {
      const parsed = query.safeParse(request.query)
      if (!parsed.success) return messagePage(reply, 404, 'Pago no encontrado', notFoundText)
      if ('plan' in parsed.data) {
        const plan = plans[parsed.data.plan]
        return reply
          .type('text/html; charset=utf-8')
          .send(checkoutPage(planConcept(plan.id), plan.precioClp, { name: 'plan', value: plan.id }))
      }
      const row = await sandbox.find(parsed.data.id)
      if (row?.tipo !== 'extra') return messagePage(reply, 404, 'Pago no encontrado', notFoundText)
      if (row.estado !== 'pendiente') return messagePage(reply, 409, 'Pago ya procesado', decidedText)
      return reply
        .type('text/html; charset=utf-8')
        .send(checkoutPage(extraConcept, row.montoClp, { name: 'id', value: row.id }))
    })

    app.post(sandboxCheckoutPath, async (request, reply) => {
      const parsed = form.safeParse(request.body)
      if (!parsed.success) return messagePage(reply, 400, 'Pago no válido', notFoundText)
      const decision = parsed.data.decision === 'aprobar' ? 'aprobado' : 'rechazado'
      if ('plan' in parsed.data) {
        const row = await sandbox.decideSubscription(parsed.data.plan, decision)
        return reply.redirect(
          decision === 'aprobado'
            ? `/registrar-colegio?preapproval_id=${row.id}`
            : '/registrar-colegio?status=rejected',
          303,
        )
      }
      const row = await sandbox.decidePayment(parsed.data.id, decision)
      if (!row) {
        const existing = await sandbox.find(parsed.data.id)
        if (existing?.tipo !== 'extra') return messagePage(reply, 404, 'Pago no encontrado', notFoundText)
        return messagePage(reply, 409, 'Pago ya procesado', decidedText)
      }
      return reply.redirect(extraResult(row), 303)
    })
  }
}

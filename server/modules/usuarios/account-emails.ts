import escapeHtml from 'escape-html'
import type { MailMessage } from '../../adapters/mail/mailer'

const firstNameOf = (nombre: string) => nombre.trim().split(/\s+/)[0] || nombre

/** A plain message in the look of the other Pizarra e-mails: a title, paragraphs, one link. */
function message(to: string, subject: string, title: string, paragraphs: string[], link: string): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${link}\n\nEquipo Pizarra\n`
  const rows = paragraphs
    .map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:16px;">${escapeHtml(p)}</td></tr>`)
    .join('\n')
  const href = escapeHtml(link)
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#1d2433;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#5b6577;padding-bottom:8px;">Pizarra</td></tr>
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:16px;">${escapeHtml(title)}</td></tr>
${rows}
<tr><td><a href="${href}" style="color:#1f4fa3;word-break:break-all;">${href}</a></td></tr>
<tr><td style="font-size:13px;color:#5b6577;padding-top:24px;">Equipo Pizarra</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  return { to, subject, text, html, link }
}

/**
 * To the owner of an e-mail someone tried to register again with a school code: registration answers the
 * same for a new and an existing e-mail, so only the owner learns of it, here.
 */
export const accountExistsEmail = (user: { nombre: string; email: string }, origin: string) =>
  message(
    user.email,
    'Alguien intentó crear una cuenta de Pizarra con tu correo',
    'Ya tienes una cuenta en Pizarra',
    [
      `Hola ${firstNameOf(user.nombre)}:`,
      `Alguien intentó crear una cuenta nueva de Pizarra con tu correo (${user.email}). No se creó ninguna: tu cuenta sigue igual.`,
      'Si fuiste tú, inicia sesión con tu cuenta de siempre; si no recuerdas la contraseña, puedes restablecerla desde la pantalla de ingreso. Si no fuiste tú, puedes ignorar este correo.',
    ],
    `${origin}/login`,
  )

/** To the owner of an account that received a burst of sign-in attempts (the per-account limit was reached). */
export const loginBurstEmail = (user: { nombre: string; email: string }, origin: string) =>
  message(
    user.email,
    'Muchos intentos de ingresar a tu cuenta de Pizarra',
    'Muchos intentos de ingresar a tu cuenta',
    [
      `Hola ${firstNameOf(user.nombre)}:`,
      `Recibimos muchos intentos seguidos de ingresar a tu cuenta de Pizarra (${user.email}). Por seguridad, los siguientes intentos deben esperar, y la espera crece mientras sigan.`,
      'Si no fuiste tú, alguien podría estar probando contraseñas: te recomendamos cambiar la tuya desde la pantalla de ingreso («¿Olvidaste tu contraseña?») y, ya dentro, usar «Cerrar sesión en todos los dispositivos».',
    ],
    `${origin}/forgot-password`,
  )

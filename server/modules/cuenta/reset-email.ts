import escapeHtml from 'escape-html'
import type { MailMessage } from '../../adapters/mail/mailer'

/** The password-recovery message: Spanish text and HTML with the single-use, one-hour link. */
export function resetEmail(user: { nombre: string; email: string }, link: string): MailMessage {
  const firstName = user.nombre.trim().split(/\s+/)[0] || user.nombre
  const text = `Hola ${firstName}:

Recibimos una solicitud para restablecer la contraseña de tu cuenta de Pizarra (${user.email}).

Para elegir una nueva contraseña, abre este enlace. Vale por 1 hora y se puede usar una sola vez:
${link}

Si no pediste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.

Equipo Pizarra
`
  const name = escapeHtml(firstName)
  const href = escapeHtml(link)
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Restablece tu contraseña</title></head>
<body style="margin:0;padding:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#1d2433;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td style="font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#5b6577;padding-bottom:8px;">Pizarra</td></tr>
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:16px;">Restablece tu contraseña</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:16px;">Hola ${name}:<br>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Pizarra (${escapeHtml(user.email)}).</td></tr>
<tr><td style="padding-bottom:20px;"><a href="${href}" style="display:inline-block;background:#1f4fa3;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">Elegir una nueva contraseña</a></td></tr>
<tr><td style="font-size:14px;line-height:1.6;color:#3a4357;padding-bottom:16px;">El enlace vale por 1 hora y se puede usar una sola vez. Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${href}" style="color:#1f4fa3;word-break:break-all;">${href}</a></td></tr>
<tr><td style="font-size:14px;line-height:1.6;color:#3a4357;">Si no pediste este cambio, ignora este correo: tu contraseña seguirá siendo la misma.</td></tr>
<tr><td style="font-size:13px;color:#5b6577;padding-top:24px;">Equipo Pizarra</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  return { to: user.email, subject: 'Restablece tu contraseña de Pizarra', text, html, link }
}

import { useActorRef, useSelector } from '@xstate/react'
import { KeyRound } from 'lucide-react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { confirmFirma, getFirmaEstado, startFirma } from '@/api/libro'
import { formatSchoolTimestamp } from '@/domain/attendance'
import { messageOf } from '@/domain/errors'
import { signatureEnrollmentMachine } from '@/machines/signature-enrollment.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card } from '@/ui/form'
import { toast } from '@/ui/toast'
import { CodeField } from './sign-card'

/** The otpauth:// address drawn as a QR code (an SVG from the `qrcode` library, loaded when needed). */
function QrCode({ value }: { value: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => current && setSvg(`data:image/svg+xml;utf8,${encodeURIComponent(text)}`))
    return () => {
      current = false
    }
  }, [value])
  return svg ? (
    <img className="qr-code" src={svg} width={200} height={200} alt="Código QR para tu aplicación de autenticación" />
  ) : (
    <p className="muted">Dibujando el código QR...</p>
  )
}

type Estado =
  | { status: 'loading' }
  | { status: 'ok'; inscrita: boolean; confirmada: string | null }
  | { status: 'failed'; message: string }

/** Configuración → Firma: the authenticator that signs the libro de clases, enrolled with a QR and a code. */
export function SignatureCard() {
  const [estado, setEstado] = useState<Estado>({ status: 'loading' })
  useEffect(() => {
    let current = true
    getFirmaEstado().then(
      (e) => current && setEstado({ status: 'ok', ...e }),
      (error) => current && setEstado({ status: 'failed', message: messageOf(error, 'No se pudo leer tu firma.') }),
    )
    return () => {
      current = false
    }
  }, [])
  return (
    <Card title="Firma del libro de clases" className="signature-card">
      {estado.status === 'loading' && <p className="muted">Cargando...</p>}
      {estado.status === 'failed' && (
        <p className="alert alert-danger" role="alert">
          {estado.message}
        </p>
      )}
      {estado.status === 'ok' && <Enrollment inscrita={estado.inscrita} confirmada={estado.confirmada} />}
    </Card>
  )
}

function Enrollment({ inscrita, confirmada }: { inscrita: boolean; confirmada: string | null }) {
  const actor = useActorRef(
    signatureEnrollmentMachine.provide({
      actors: {
        startEnrollment: fromPromise(() => startFirma()),
        confirmEnrollment: fromPromise(({ input }) => confirmFirma(input.codigo)),
      },
      actions: {
        announceEnrolled: () => toast.success('Firma habilitada: ya puedes firmar tus clases.'),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { habilitada: inscrita } },
  )
  const s = useSelector(actor, (snapshot) => snapshot)
  const { habilitada, enrollment, codigo } = s.context
  if (enrollment) {
    return (
      <div className="enrollment">
        <ol className="enrollment-steps">
          <li>Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Authy…).</li>
          <li>Escanea este código QR o escribe la clave a mano.</li>
          <li>Escribe el código de 6 dígitos que muestra la aplicación.</li>
        </ol>
        <QrCode value={enrollment.otpauth_url} />
        <p className="small">
          Clave: <code className="totp-secret">{enrollment.secreto}</code>
        </p>
        <CodeField
          label="Código de la aplicación"
          value={codigo}
          onChange={(v) => actor.send({ type: 'code.change', codigo: v })}
        />
        <div className="row">
          <Button
            disabled={!s.can({ type: 'enroll.confirm' })}
            busy={s.matches('confirming')}
            onClick={() => actor.send({ type: 'enroll.confirm' })}
          >
            Confirmar
          </Button>
          <Button
            variant="secondary"
            disabled={s.matches('confirming')}
            onClick={() => actor.send({ type: 'enroll.cancel' })}
          >
            Cancelar
          </Button>
        </div>
      </div>
    )
  }
  return (
    <>
      <p>
        {habilitada
          ? `Tu firma está habilitada${confirmada && inscrita ? ` desde el ${formatSchoolTimestamp(confirmada)}` : ''}. Firmas cada clase con el código de 6 dígitos de tu aplicación de autenticación.`
          : 'Para firmar tus clases necesitas una aplicación de autenticación en tu teléfono: escanea un código QR una vez y luego firma con el código de 6 dígitos que muestra.'}
      </p>
      <Button
        variant={habilitada ? 'secondary' : 'primary'}
        busy={s.matches('starting')}
        disabled={!s.can({ type: 'enroll.start' })}
        onClick={() => actor.send({ type: 'enroll.start' })}
      >
        <KeyRound size={18} aria-hidden /> {habilitada ? 'Cambiar de aplicación' : 'Habilitar mi firma'}
      </Button>
    </>
  )
}

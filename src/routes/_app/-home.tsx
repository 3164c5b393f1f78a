import { Link } from '@tanstack/react-router'
import { Copy } from 'lucide-react'
import toast from 'react-hot-toast'
import { plans } from '@/domain/plans'
import { Card, PageHeader } from '@/ui/form'
import { useAccount } from '../_app'

/** The signed-in home: the account at a glance and the school code to invite colleagues. */
export function AccountSummary() {
  const me = useAccount()
  const plan = plans[me.plan]
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(me.colegio.codigo)
      toast.success('Código copiado')
    } catch {
      toast.error('No se pudo copiar: selecciona el código y cópialo a mano.')
    }
  }
  return (
    <>
      <PageHeader title={`Hola, ${me.nombre.split(' ')[0]}`} description={me.colegio.nombre} />
      <div className="summary-grid">
        <Card title="Evaluaciones de este mes">
          <p className="big-number">{me.evaluaciones_disponibles}</p>
          <p className="muted">
            disponibles de {plan.evaluacionesMes + me.evaluaciones_extra} · {me.evaluaciones_usadas} usadas
          </p>
          <Link to="/evaluaciones-status" className="text-link">
            Ver detalle
          </Link>
        </Card>
        <Card title="Plan del colegio">
          <p className="big-number">{plan.nombre}</p>
          <p className="muted">{plan.evaluacionesMes} evaluaciones al mes por docente</p>
        </Card>
        <Card title="Invita a tu equipo">
          <p className="muted">Los docentes se registran con este código del colegio:</p>
          <p className="code-row">
            <code className="school-code">{me.colegio.codigo}</code>
            <button type="button" className="btn btn-secondary btn-sm" onClick={copyCode}>
              <Copy size={16} aria-hidden /> Copiar
            </button>
          </p>
        </Card>
      </div>
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { ClaseResumen } from '@/api/contract/libro'
import { listClases } from '@/api/libro'
import { formatSchoolDay, schoolToday } from '@/domain/attendance'
import { messageOf } from '@/domain/errors'
import { Card } from '@/ui/form'
import { DayBlocks } from './day-blocks'

type Today = { status: 'loading' } | { status: 'ok'; clases: ClaseResumen[] } | { status: 'failed'; message: string }

/**
 * Mi día on the home screen: the member's own blocks of today (as teacher or co-teacher), one tap from
 * each. A member without blocks today (an administrador, an inspector) does not see the card.
 */
export function TodayCard({ meId }: { meId: number }) {
  const [today, setToday] = useState<Today>({ status: 'loading' })
  const fecha = schoolToday()
  useEffect(() => {
    let current = true
    listClases(fecha).then(
      (clases) =>
        current &&
        setToday({ status: 'ok', clases: clases.filter((c) => c.docente_id === meId || c.codocente_id === meId) }),
      (error) =>
        current &&
        setToday({ status: 'failed', message: messageOf(error, 'No se pudieron cargar tus clases de hoy.') }),
    )
    return () => {
      current = false
    }
  }, [fecha, meId])
  if (today.status === 'ok' && today.clases.length === 0) return null
  return (
    <Card title="Mi día" className="today-card">
      {today.status === 'loading' && (
        <p className="muted" role="status">
          Cargando tus clases de hoy...
        </p>
      )}
      {today.status === 'failed' && (
        <p className="alert alert-danger" role="alert">
          {today.message}
        </p>
      )}
      {today.status === 'ok' && (
        <>
          <DayBlocks clases={today.clases} label={`Tus clases del ${formatSchoolDay(fecha)}`} />
          <Link to="/mi-dia" className="text-link">
            Ver Mi día
          </Link>
        </>
      )}
    </Card>
  )
}

import { and, eq, type Placeholder, sql } from 'drizzle-orm'
import { schoolMonth } from '@/domain/attendance'
import { isPlanId, type PlanId, plans, remainingEvaluations } from '@/domain/plans'
import type { Db } from '../../db/client'
import { colegios, usoEvaluaciones, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { HttpError } from '../../errors'

interface QuotaStatus {
  plan: PlanId
  /** Evaluations spent this month, from the allowance and from extras. */
  usadas: number
  /** Extras bought: those still unspent plus those spent this month. */
  extra: number
  disponibles: number
}

const quotaExceededDetail =
  'Alcanzaste el límite de evaluaciones de tu plan para este mes. Compra una evaluación adicional para seguir generando.'

/** What one spend took, so that a failed generation can give it back. */
export interface Spend {
  userId: number
  mes: string
  fromExtra: boolean
}

async function lockUser(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ saldo: usuarios.extrasSaldo, plan: colegios.plan })
    .from(usuarios)
    .innerJoin(colegios, eq(colegios.id, usuarios.colegioId))
    .where(eq(usuarios.id, userId))
    .for('update', { of: usuarios })
  if (!row || !isPlanId(row.plan)) throw new HttpError(401, 'Tu sesión ya no es válida. Inicia sesión de nuevo.')
  return row
}

async function monthRow(tx: Tx, userId: number, mes: string) {
  const [row] = await tx
    .select({ usadas: usoEvaluaciones.usadas, extrasUsadas: usoEvaluaciones.extrasUsadas })
    .from(usoEvaluaciones)
    .where(and(eq(usoEvaluaciones.usuarioId, userId), eq(usoEvaluaciones.mes, mes)))
  return row ?? { usadas: 0, extrasUsadas: 0 }
}

/** What a query selects to compute a user's status with `statusOf`; join `usoEvaluaciones` with `thisMonthOf`. */
export const statusColumns = {
  plan: colegios.plan,
  saldo: usuarios.extrasSaldo,
  usadas: usoEvaluaciones.usadas,
  extrasUsadas: usoEvaluaciones.extrasUsadas,
}

/** The left-join condition of a user's row of `mes` (none yet means nothing spent). */
export const thisMonthOf = (mes: string | Placeholder) =>
  and(eq(usoEvaluaciones.usuarioId, usuarios.id), eq(usoEvaluaciones.mes, mes))

/** The status from the columns of `statusColumns`; 401 when the user or its plan is gone. */
export function statusOf(
  row: { plan: string; saldo: number; usadas: number | null; extrasUsadas: number | null } | undefined,
): QuotaStatus {
  if (!row || !isPlanId(row.plan)) throw new HttpError(401, 'Tu sesión ya no es válida. Inicia sesión de nuevo.')
  const usadas = row.usadas ?? 0
  const extra = row.saldo + (row.extrasUsadas ?? 0)
  return { plan: row.plan, usadas, extra, disponibles: remainingEvaluations(row.plan, usadas, extra) }
}

/**
 * The monthly evaluation allowance of each user. Spends lock the user's row, so
 * concurrent requests are serialised and can never spend more than the plan plus the extras.
 */
export class QuotaService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The quota month of now: the school month (YYYY-MM in Chile's time zone). */
  month() {
    return schoolMonth(this.clock())
  }

  /** A user's status, read in one query (the month's row joined to the user and the school's plan). */
  async status(userId: number): Promise<QuotaStatus> {
    const [row] = await this.db
      .select(statusColumns)
      .from(usuarios)
      .innerJoin(colegios, eq(colegios.id, usuarios.colegioId))
      .leftJoin(usoEvaluaciones, thisMonthOf(this.month()))
      .where(eq(usuarios.id, userId))
    return statusOf(row)
  }

  /** Takes one evaluation: from this month's allowance first, then from the extras; 403 when none is left. */
  async spend(userId: number): Promise<Spend> {
    const mes = schoolMonth(this.clock())
    return this.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId)
      const { usadas } = await monthRow(tx, userId, mes)
      const fromExtra = usadas >= plans[user.plan].evaluacionesMes
      if (fromExtra && user.saldo <= 0) throw new HttpError(403, quotaExceededDetail)
      await tx
        .insert(usoEvaluaciones)
        .values({ usuarioId: userId, mes, usadas: 1, extrasUsadas: fromExtra ? 1 : 0 })
        .onConflictDoUpdate({
          target: [usoEvaluaciones.usuarioId, usoEvaluaciones.mes],
          set: {
            usadas: sql`${usoEvaluaciones.usadas} + 1`,
            extrasUsadas: sql`${usoEvaluaciones.extrasUsadas} + ${fromExtra ? 1 : 0}`,
          },
        })
      if (fromExtra) {
        await tx
          .update(usuarios)
          .set({ extrasSaldo: sql`${usuarios.extrasSaldo} - 1` })
          .where(eq(usuarios.id, userId))
      }
      return { userId, mes, fromExtra }
    })
  }

  /** Gives back what a spend took (a generation that failed uses no evaluation). */
  async refund(spend: Spend): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockUser(tx, spend.userId)
      await tx
        .update(usoEvaluaciones)
        .set({
          usadas: sql`greatest(${usoEvaluaciones.usadas} - 1, 0)`,
          extrasUsadas: sql`greatest(${usoEvaluaciones.extrasUsadas} - ${spend.fromExtra ? 1 : 0}, 0)`,
        })
        .where(and(eq(usoEvaluaciones.usuarioId, spend.userId), eq(usoEvaluaciones.mes, spend.mes)))
      if (spend.fromExtra) {
        await tx
          .update(usuarios)
          .set({ extrasSaldo: sql`${usuarios.extrasSaldo} + 1` })
          .where(eq(usuarios.id, spend.userId))
      }
    })
  }

  /** Runs `work` with one evaluation spent; if it throws, the evaluation is given back. */
  async withEvaluation<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const spend = await this.spend(userId)
    try {
      return await work()
    } catch (error) {
      await this.refund(spend)
      throw error
    }
  }

  /** Adds bought extra evaluations to a user's balance, inside the caller's transaction. */
  async credit(tx: Tx, userId: number, cantidad: number): Promise<void> {
    await tx
      .update(usuarios)
      .set({ extrasSaldo: sql`${usuarios.extrasSaldo} + ${cantidad}` })
      .where(eq(usuarios.id, userId))
  }
}

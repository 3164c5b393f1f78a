import { and, desc, eq } from 'drizzle-orm'
import type { GeneratedDocument, PieReportListItem, PieReportRequest } from '@/api/contract/documentos'
import { pieReportKind } from '@/domain/permissions'
import type { LinkOwner } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { alumnos, documentos, informesPie } from '../../db/schema'
import { pieReportType, renderInformePie } from '../../documents/informe-pie'
import { notFound } from '../../errors'
import type { TokenClaims } from '../../security'
import type { Actor, AuditService } from '../auditoria/service'
import type { DocumentService } from '../documentos/service'

/** "Informe PIE · Ana Pérez · Primer semestre 2025" */
export const pieReportTitle = (r: Pick<PieReportRequest, 'nombre_alumno' | 'semestre' | 'fecha'>) =>
  `Informe PIE · ${r.nombre_alumno} · ${r.semestre} ${r.fecha.slice(0, 4)}`

/**
 * PIE progress reports: they use no evaluation. Each is a document of its author and, when the school has
 * a student with that RUT, a report of that student.
 */
export class PieReportService {
  constructor(
    private readonly db: Db,
    private readonly documents: DocumentService,
    private readonly audit: AuditService,
  ) {}

  async generate(user: TokenClaims, report: PieReportRequest, link: LinkOwner): Promise<GeneratedDocument> {
    const student = await this.db.query.alumnos.findFirst({
      columns: { id: true },
      where: and(eq(alumnos.colegioId, user.colegioId), eq(alumnos.rut, report.rut_alumno)),
    })
    const file = await renderInformePie(report, await this.documents.context(user))
    const title = pieReportTitle(report)
    const saved = await this.db.transaction(async (tx) => {
      const doc = await this.documents.save(user, pieReportKind, title, file, tx, student?.id ?? null)
      await tx.insert(informesPie).values({
        colegioId: user.colegioId,
        alumnoId: student?.id ?? null,
        usuarioId: user.userId,
        documentoId: doc.id,
        fecha: report.fecha,
        tipo: pieReportType(report.semestre),
        datos: report,
      })
      return doc
    })
    return { title, gcs_url: await this.documents.url(saved.storageKey, title, link) }
  }

  /** A student's reports, newest first, with their download links (`informes_pie.ver`); 404 for another school's student. */
  async list(user: Actor & TokenClaims, alumnoId: number, link: LinkOwner): Promise<PieReportListItem[]> {
    const student = await this.db.query.alumnos.findFirst({
      columns: { id: true },
      where: and(eq(alumnos.id, alumnoId), eq(alumnos.colegioId, user.colegioId)),
    })
    if (!student) throw notFound('El alumno')
    const rows = await this.db
      .select({
        id: informesPie.id,
        fecha: informesPie.fecha,
        tipo: informesPie.tipo,
        title: documentos.title,
        storageKey: documentos.storageKey,
      })
      .from(informesPie)
      .leftJoin(documentos, eq(documentos.id, informesPie.documentoId))
      .where(and(eq(informesPie.alumnoId, alumnoId), eq(informesPie.colegioId, user.colegioId)))
      .orderBy(desc(informesPie.fecha), desc(informesPie.id))
    // A report whose document was deleted keeps its row, without a link; the others are signed in one batch.
    const linked = rows.filter((row): row is typeof row & { storageKey: string; title: string } =>
      Boolean(row.storageKey && row.title),
    )
    const urls = await this.documents.urls(linked, link)
    const urlOf = new Map(linked.map((row, i) => [row.id, urls[i]!]))
    await this.audit.recordRead(user, 'informes_pie.ver', {
      alumnoId,
      detalle: `${rows.length} ${rows.length === 1 ? 'informe' : 'informes'} PIE`,
    })
    return rows.map((row) => ({
      id: row.id,
      fecha: row.fecha,
      tipo: row.tipo,
      title: row.title,
      gcs_url: urlOf.get(row.id) ?? null,
    }))
  }
}

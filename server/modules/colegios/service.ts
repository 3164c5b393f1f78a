import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { colegios } from '../../db/schema'

export class ColegioService {
  constructor(private readonly db: Db) {}

  findByCode(codigo: string) {
    return this.db.query.colegios.findFirst({ where: eq(colegios.codigo, codigo.trim().toUpperCase()) })
  }
}

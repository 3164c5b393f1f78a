import data from './chile-regiones-comunas.json'

export interface Comuna {
  cut: string
  nombre: string
}
export interface Region {
  codigo: string
  romano: string
  nombre: string
  nombre_oficial: string
  comunas: Comuna[]
}

/** The 16 regions of Chile with their 346 comunas and official codes (CUT), north to south. */
export const regions: readonly Region[] = data.regiones

export const findRegion = (nombre: string) => regions.find((r) => r.nombre === nombre)

/** True when the comuna belongs to the region (both by name). */
export const comunaBelongsToRegion = (region: string, comuna: string) =>
  findRegion(region)?.comunas.some((c) => c.nombre === comuna) ?? false

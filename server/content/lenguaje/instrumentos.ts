import type { OaInstrumentos } from '../tareas/schema'

export const instrumentosLenguaje: readonly OaInstrumentos[] = []

import { api } from './client'
import type { RespaldosInfo } from './contract/colegio'

/** The newest backup archive of this server and the nightly backup's hour (administrador). */
export const getRespaldos = () => api<RespaldosInfo>('/colegio/respaldos')

/**
 * The whole school as a zip (administrador). It needs the bearer token, so it is fetched, not linked;
 * ofetch reads a zip answer as a Blob. The file name is the one the server gives.
 */
export async function exportSchool(): Promise<{ blob: Blob; filename: string }> {
  let filename = 'pizarra-colegio.zip'
  const blob = await api<Blob>('/colegio/exportar', {
    onResponse: ({ response }) => {
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
      if (named) filename = named
    },
  })
  return { blob, filename }
}

/**
 * Hands a file fetched with the bearer token (a Blob) to the browser's download under `fileName`,
 * through a temporary link. The object URL is revoked a little later: revoking it at once can cancel
 * a download the browser has not started reading yet.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

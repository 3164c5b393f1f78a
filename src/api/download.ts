/**
 * Starts the browser's download of `source` under `fileName` through a temporary link: an address
 * (a generated document in the bucket) or a Blob fetched with the bearer token. A Blob's object URL
 * is revoked a little later: revoking it at once can cancel a download the browser has not started
 * reading yet.
 */
export function download(source: string | Blob, fileName: string) {
  const href = typeof source === 'string' ? source : URL.createObjectURL(source)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  if (typeof source !== 'string') setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

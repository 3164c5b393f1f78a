import { describe, expect, it } from 'vitest'
import { apiSecurityHeaders, securityHeaders } from '../../server/plugins/security-headers'

describe('securityHeaders', () => {
  it("are helmet's headers with the app's policy, read once", () => {
    const headers = securityHeaders()
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/)
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['cross-origin-embedder-policy']).toBeUndefined()
    expect(headers['x-powered-by']).toBeUndefined()
  })

  it('are a short set for the JSON API: nothing framed, embedded elsewhere, run or sniffed', () => {
    const headers = apiSecurityHeaders()
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['strict-transport-security']).toBe(securityHeaders()['strict-transport-security'])
    expect(Object.keys(headers).join('').length + Object.values(headers).join('').length).toBeLessThan(250)
  })
})

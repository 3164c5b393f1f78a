import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../server/plugins/security-headers'

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
})

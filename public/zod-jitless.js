// zod probes, when it builds its first object schema, whether it may compile validators with
// `new Function`; under the page's policy (script-src 'self') the probe is reported as a CSP violation
// (Lighthouse's best practices list it). `jitless` skips the probe; zod validates the same without it.
// zod reads this global when it loads, so it is set by a script of its own that runs before the app's
// modules (index.html); an inline script would need the policy to allow it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })

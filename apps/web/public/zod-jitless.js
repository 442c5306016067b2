// Runs before the app's modules: zod reads this object as its settings when it loads. The
// page's Content-Security-Policy forbids eval, and zod probes for it while building schemas
// unless `jitless` is set first (the probe shows as a CSP violation in the browser).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// Read by zod before any schema is built: no `new Function` (the Content Security Policy forbids
// eval, and zod's probe for it would be reported as a violation on every page).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

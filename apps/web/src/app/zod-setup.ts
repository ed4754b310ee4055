import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; the app's Content Security Policy
// forbids eval, and zod's probe for it would be reported as a violation on every page. Parse
// without it (the same results, no eval attempted).
z.config({ jitless: true });

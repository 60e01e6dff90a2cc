import { config } from 'zod/mini';

// Zod compiles object parsers with `new Function` when it may. The page's Content-Security-
// Policy forbids eval (script-src 'self'), so zod's probe would be reported as a CSP
// violation on every page that parses a form or an answer; jitless mode never tries.
// Imported first by every module that defines schemas (not by main.tsx: zod stays out of
// the first load of pages without forms). zod and zod/mini share this one global config.
config({ jitless: true });

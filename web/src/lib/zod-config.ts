import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may. The page's Content-Security-
// Policy forbids eval (script-src 'self'), so zod's probe would be reported as a CSP
// violation on every page that parses a form or an answer; jitless mode never tries.
z.config({ jitless: true });

// The JSON shapes of the server's API, generated from docs/openapi.yaml into api-schema.gen.ts
// by `npm run gen:api` (run before build, test, typecheck and lint; the file is not
// committed). Hand-written types derive from these, so the app cannot drift from the
// documented API without tsc noticing.
import type { components, paths } from './api-schema.gen';

export type ApiSchemas = components['schemas'];
export type ApiPaths = paths;

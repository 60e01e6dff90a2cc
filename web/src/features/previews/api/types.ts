// Shapes of GET /api/previews/{kind}/{id}, from docs/openapi.yaml.
import type { ApiSchemas } from '@/lib/api-types';

// The item (as the catalog lists it), how far its preview is, its page count, the pages anyone
// may see and, for a priced item, how many those are (freePages). One of three by kind.
export type Preview = ApiSchemas['Preview'];
export type PreviewPage = ApiSchemas['PreviewPage'];
export type PreviewState = ApiSchemas['PreviewState'];

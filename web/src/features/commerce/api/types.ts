import type { ApiSchemas } from '@/lib/api-types';

// A premium course or a Brevi Learning notes card (docs/api.md "Course").
export type Course = ApiSchemas['Course'];

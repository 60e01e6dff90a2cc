import type { ApiSchemas } from '@/lib/api-types';

// A record as the admin API answers it: id, version and the category's own fields.
export type AdminRecord = ApiSchemas['AdminRecord'];
export type AdminPage = ApiSchemas['AdminPage'];
export type AdminOptions = ApiSchemas['AdminOptions'];
export type AuditPage = ApiSchemas['AuditPage'];
export type AuditEntry = AuditPage['items'][number];

// POST /api/admin/files answers this (201).
export type UploadedFile = { url: string; size: number; sha256: string; contentType: string };

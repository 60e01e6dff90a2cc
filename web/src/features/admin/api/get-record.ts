import { apiGet } from '@/lib/api-client';
import type { AdminRecord } from './types';

// GET <record path>: the record as stored now, with its current version (after a conflict).
export function getAdminRecord(path: string): Promise<AdminRecord> {
  return apiGet<AdminRecord>(path, { cache: 'no-store' });
}

import type { AuditFilters } from './types';

// Query keys of the admin API. Every key starts with 'admin', so a save can refresh them all.
export const adminKeys = {
  all: ['admin'] as const,
  records: (path: string, q: string) => ['admin', 'records', path, q] as const,
  recordsOf: (path: string) => ['admin', 'records', path] as const,
  count: (path: string) => ['admin', 'count', path] as const,
  options: ['admin', 'options'] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters.actor, filters.action, filters.entity] as const,
  auditFilters: ['admin', 'audit-filters'] as const,
  orders: (status: string, q: string) => ['admin', 'orders', status, q] as const,
  tasks: (state: string) => ['admin', 'tasks', state] as const,
  allTasks: ['admin', 'tasks'] as const,
  reports: (state: string) => ['admin', 'reports', state] as const,
  allReports: ['admin', 'reports'] as const,
  uploadUsage: ['admin', 'files', 'usage'] as const,
};

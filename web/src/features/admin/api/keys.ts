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
  allOrders: ['admin', 'orders'] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  coupons: ['admin', 'coupons'] as const,
  saleItems: ['admin', 'sale-items'] as const,
  stats: (from: string, to: string) => ['admin', 'stats', from, to] as const,
  allStats: ['admin', 'stats'] as const,
  tasks: (state: string, kind: string) => ['admin', 'tasks', state, kind] as const,
  allTasks: ['admin', 'tasks'] as const,
  reports: (state: string) => ['admin', 'reports', state] as const,
  allReports: ['admin', 'reports'] as const,
  uploadUsage: ['admin', 'files', 'usage'] as const,
  previewFiles: (state: string) => ['admin', 'preview-files', state] as const,
  allPreviewFiles: ['admin', 'preview-files'] as const,
  previewFile: (url: string) => ['admin', 'preview-files', 'url', url] as const,
};

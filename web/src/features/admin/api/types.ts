import type { ApiPaths, ApiSchemas } from '@/lib/api-types';
import type { YearKey } from '@/lib/years';

// A record as the admin API answers it: id, version and the category's own fields.
export type AdminRecord = ApiSchemas['AdminRecord'];
export type AdminPage = ApiSchemas['AdminPage'];
export type AdminOptions = ApiSchemas['AdminOptions'];
export type AuditPage = ApiSchemas['AuditPage'];
export type AuditEntry = AuditPage['items'][number];
export type AuditActor = ApiSchemas['AuditActor'];
export type AuditAction = ApiSchemas['AuditAction'];
// GET /api/admin/audit/filters: the admins in the log, its actions and collections.
export type AuditFilterChoices = ApiPaths['/api/admin/audit/filters']['get']['responses']['200']['content']['application/json'];
// The activity log's filters as GET /api/admin/audit takes them; '' is any.
export type AuditFilters = { actor: string; action: string; entity: string };

// GET /api/admin/tasks: a page of the background queue's tasks, newest first, with the
// number of tasks in each state (of the whole queue, whatever the filter).
export type BackgroundTask = ApiSchemas['BackgroundTask'];
export type TaskState = BackgroundTask['state'];
export type TasksPage = ApiPaths['/api/admin/tasks']['get']['responses']['200']['content']['application/json'];
export type TaskCounts = TasksPage['counts'];

// GET /api/admin/files?state=&cursor=: the PDF files on the site and how far their previews
// are ("Files" tab), with the items that link to each and the number of files in each state.
export type AdminFile = ApiSchemas['AdminFile'];
export type FileState = ApiSchemas['FileState'];
export type AdminFilesPage = ApiSchemas['AdminFilesPage'];
export type FileCounts = AdminFilesPage['counts'];

// GET /api/admin/reports?state=: the reported items (issue 28), the most recently reported
// first, each with its reports in that state; url is null when the item was deleted since.
export type ReportState = 'open' | 'fixed' | 'dismissed';
export type ReportedItemsPage = ApiPaths['/api/admin/reports']['get']['responses']['200']['content']['application/json'];
export type ReportedItem = ReportedItemsPage['items'][number];
export type ItemReport = ReportedItem['reports'][number];

// POST /api/admin/files answers this (201).
export type UploadedFile = { url: string; size: number; sha256: string; contentType: string };

// GET /api/admin/files/usage: the bytes all stored uploads take, and the most they may.
export type UploadUsage = ApiPaths['/api/admin/files/usage']['get']['responses']['200']['content']['application/json'];

// --- Seeding and bulk import (issue 9). Written by hand until docs/openapi.yaml has them.

// POST /api/admin/seed/first-year answers this; seeding again skips what is there already.
export type SeedResult = { inserted: number; skipped: number };
// POST /api/admin/seed/jobs also answers the sample jobs.
export type SeedJobsResult = SeedResult & { items: AdminRecord[] };

export type ImportFormat = 'csv' | 'json';

// The body of POST /api/admin/import/preview and /commit: the file's text and where it goes
// (year only for the yearly collections).
export type ImportRequest = {
  collection: string;
  year?: YearKey;
  format: ImportFormat;
  content: string;
};

export type ImportRowError = { code: string; message: string; field?: string };

// One row of the file, numbered from 1: the record it would store, or why it cannot (with
// the row's fields as read, so the admin can tell which row it is). example: the template's
// example row, unchanged, which is skipped; warnings: what to check that does not stop the
// import (a link to a file the site does not have, a cell a spreadsheet would run).
type ImportRowNotes = { example?: boolean; warnings?: string[] };
export type ImportRow =
  | ({ row: number; ok: true; record: Record<string, unknown> } & ImportRowNotes)
  | ({ row: number; ok: false; error: ImportRowError; record?: Record<string, unknown> } & ImportRowNotes);

// 200 from preview (examples: the template's example rows, skipped); also what a 400
// invalid-rows commit carries (rows beside its error, without the counts' examples).
export type ImportPreview = { rows: ImportRow[]; valid: number; invalid: number; examples?: number };

// 201 from commit: every row stored.
export type ImportResult = { imported: number; skipped: number; items: AdminRecord[] };

// --- Orders (issue 10). Written by hand until docs/openapi.yaml has them.

// One order of GET /api/admin/orders, newest first.
export type AdminOrder = {
  id: string;
  user: { uid: string; email: string };
  item: { type: string; id: string; title: string };
  amount: number; // paise
  currency: string;
  status: string; // created, paid, failed, refunded, expired or cancelled
  amountRefunded?: number; // paise
  flag?: string | null; // "duplicate": paid for an item the student already had (refunded automatically)
  razorpayOrderId: string;
  razorpayPaymentId: string | null;
  createdAt: number;
  updatedAt: number;
};

export type AdminOrdersPage = { items: AdminOrder[]; next: string | null; total: number };

// --- Refunds, invoices, coupons and the dashboard (issue 29), from docs/openapi.yaml.

// GET /api/admin/orders/{id}: the order (its price, coupon, invoice), its refunds, oldest
// first, and the paise that can still be refunded (0 unless paid).
export type OrderDetail = ApiPaths['/api/admin/orders/{id}']['get']['responses']['200']['content']['application/json'];
export type InvoiceRef = ApiSchemas['InvoiceRef'];
export type Refund = ApiSchemas['Refund'];
// POST /api/admin/orders/{id}/refund: amount in rupees (omitted: all that is left), and why.
export type RefundRequest = NonNullable<ApiPaths['/api/admin/orders/{id}/refund']['post']['requestBody']>['content']['application/json'];
export type RefundResult = ApiPaths['/api/admin/orders/{id}/refund']['post']['responses']['201']['content']['application/json'];

// GET /api/admin/coupons and the body of POST /api/admin/coupons, PUT /api/admin/coupons/{code}.
export type Coupon = ApiSchemas['Coupon'];
export type CouponInput = ApiSchemas['CouponInput'];
export type CouponItem = Coupon['items'][number];

// GET /api/admin/stats?from&to: per IST day, the totals, and the period's orders by status,
// best-selling items and coupons.
export type Stats = ApiSchemas['Stats'];
export type StatsDay = Stats['days'][number];

// What a coupon can be limited to: the premium courses and Brevi Learning notes cards, as the
// public lists answer them (GET /api/courses, /api/catalog/bl-notes/{year}).
// price: whole rupees as listed; payable: paise the student pays (GST included when charged).
export type SaleItem = { type: CouponItem['type']; id: string; title: string; price: number; payable: number; group: string };

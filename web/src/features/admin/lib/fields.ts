// First: zod's CSP-safe config before any schema exists.
import '@/lib/zod-config';
import { z } from 'zod';
import { safeUrl } from '@/lib/url-safety';
import type { AdminRecord } from '../api/types';
import type { Category, RecordKind } from './categories';

// The form of each kind of record: its fields (by their JSON names), how each is edited,
// which are required (SPEC §5) and the columns the list shows.
export type FieldType =
  | 'text'
  | 'textarea'
  | 'link' // http(s) or a site path
  | 'upload' // a link, or a file uploaded to /api/admin/files
  | 'price' // whole rupees ≥ 0
  | 'integer'
  | 'percent'
  | 'checkbox'
  | 'description' // a material description: one of the fixed sentences
  | 'imageLabel'
  | 'fileType'
  | 'level';

// hint: a line under the control; max: the largest number an integer field takes; initial: a new
// record's value (the server's default, shown rather than implied).
export type FieldDef = { name: string; label: string; type: FieldType; required?: boolean; accept?: string; hint?: string; max?: number; initial?: string };

const IMAGES = 'image/*';
// The most pages of a priced course's file its preview may show (the server's limit too).
const MAX_PREVIEW_PAGES = 10;
const DOCUMENTS = '.pdf,.zip,application/pdf,application/zip';

function fieldsFor(kind: RecordKind, subjectOptional: boolean): FieldDef[] {
  switch (kind) {
    case 'material':
      return [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'description', label: 'Description', type: 'description' },
        { name: 'imageUrl', label: 'Image label', type: 'imageLabel' },
        { name: 'subject', label: 'Subject', type: 'text', required: !subjectOptional },
        { name: 'downloadUrl', label: 'Download link', type: 'upload', required: true, accept: DOCUMENTS },
        { name: 'fileType', label: 'File type', type: 'fileType' },
      ];
    case 'pyq':
      return [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'subject', label: 'Subject', type: 'text' },
        { name: 'downloadUrl', label: 'Download link', type: 'upload', required: true, accept: DOCUMENTS },
        { name: 'index', label: 'Order (index)', type: 'integer' },
      ];
    case 'course':
      return [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'cardTitle', label: 'Card title', type: 'text' },
        { name: 'subject', label: 'Subject', type: 'text', required: true },
        { name: 'description', label: 'Description', type: 'textarea' },
        { name: 'imageUrl', label: 'Image', type: 'upload', required: true, accept: IMAGES },
        { name: 'price', label: 'Price (₹)', type: 'price', required: true },
        { name: 'originalPrice', label: 'Original price (₹)', type: 'price' },
        { name: 'discountPercentage', label: 'Discount (%)', type: 'percent' },
        {
          name: 'previewPages',
          label: 'Free preview pages',
          type: 'integer',
          max: MAX_PREVIEW_PAGES,
          initial: '2',
          hint: `How many first pages of a priced file anyone may see before buying it, 0 to ${MAX_PREVIEW_PAGES}. A free file shows every page.`,
        },
        { name: 'downloadUrl', label: 'Download link', type: 'upload', required: true, accept: DOCUMENTS },
      ];
    case 'job':
      return [
        { name: 'role', label: 'Role', type: 'text', required: true },
        { name: 'company', label: 'Company', type: 'text', required: true },
        { name: 'skills', label: 'Skills', type: 'text' },
        { name: 'field', label: 'Field', type: 'text' },
        { name: 'batch', label: 'Batch', type: 'text' },
        { name: 'qualification', label: 'Qualification', type: 'text' },
        { name: 'eligibility', label: 'Eligibility', type: 'text' },
        { name: 'salary', label: 'Salary', type: 'text' },
        { name: 'experience', label: 'Experience', type: 'text' },
        { name: 'location', label: 'Location', type: 'text' },
        { name: 'applyUrl', label: 'Apply link', type: 'link', required: true },
        { name: 'topCompany', label: 'Top company', type: 'checkbox' },
      ];
    case 'project':
      return [
        { name: 'cardTitle', label: 'Card title', type: 'text', required: true },
        { name: 'site_name', label: 'Site name', type: 'text', required: true },
        { name: 'subtitle', label: 'Subtitle', type: 'text' },
        { name: 'level', label: 'Level', type: 'level', required: true },
        { name: 'image', label: 'Image', type: 'upload', required: true, accept: IMAGES },
        ...[1, 2, 3, 4, 5].map((n): FieldDef => ({ name: `ss${n}_url`, label: `Screenshot ${n}`, type: 'link' })),
        ...[1, 2, 3, 4, 5].map((n): FieldDef => ({ name: `tech${n}`, label: `Technology ${n}`, type: 'text' })),
        { name: 'proj_desc', label: 'Description', type: 'textarea' },
        { name: 'site_url', label: 'Site link', type: 'link', required: true },
        { name: 'buy_url', label: 'Buy link', type: 'link', required: true },
        { name: 'price', label: 'Price (₹)', type: 'price' },
        { name: 'originalPrice', label: 'Original price (₹)', type: 'price' },
      ];
  }
}

export function formFields(category: Category): FieldDef[] {
  return fieldsFor(category.kind, category.subjectOptional ?? false);
}

// What the server counts and the list shows beside the fields, never edited: a free
// material's or paper's downloads, all time (issue 15).
const COUNTS: Partial<Record<RecordKind, [string, string][]>> = {
  material: [['downloads', 'Downloads']],
  pyq: [['downloads', 'Downloads']],
};

// The list's columns: the fields that tell records apart and, with counts (the stored
// records' list, not an import's preview), what the server counts.
export function listColumns(category: Category, { counts = false } = {}): { name: string; label: string }[] {
  const columns: Record<RecordKind, [string, string][]> = {
    material: [
      ['title', 'Title'],
      ['subject', 'Subject'],
      ['fileType', 'File type'],
    ],
    pyq: [
      ['title', 'Title'],
      ['subject', 'Subject'],
      ['index', 'Index'],
    ],
    course: [
      ['title', 'Title'],
      ['subject', 'Subject'],
      ['price', 'Price'],
    ],
    job: [
      ['role', 'Role'],
      ['company', 'Company'],
      ['location', 'Location'],
    ],
    project: [
      ['cardTitle', 'Card title'],
      ['level', 'Level'],
      ['price', 'Price'],
    ],
  };
  return [...columns[category.kind], ...((counts && COUNTS[category.kind]) || [])].map(([name, label]) => ({ name, label }));
}

// What a record is called in buttons and confirmations.
export function recordName(category: Category, record: AdminRecord): string {
  const key = category.kind === 'job' ? 'role' : category.kind === 'project' ? 'cardTitle' : 'title';
  const value = record[key];
  return typeof value === 'string' && value.trim() ? value : record.id;
}

export type FormValues = Record<string, string | boolean>;

const WHOLE = /^\d+$/;
const NUMERIC = new Set<FieldType>(['price', 'integer', 'percent']);

// The zod schema of a category's form: the server's rules, checked before sending.
export function formSchema(fields: FieldDef[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    if (f.type === 'checkbox') {
      shape[f.name] = z.boolean();
      continue;
    }
    shape[f.name] = z.string().superRefine((raw, ctx) => {
      const value = raw.trim();
      if (value === '') {
        if (f.required) ctx.addIssue({ code: 'custom', message: `${f.label.replace(/ \(.*\)$/, '')} is required.` });
        return;
      }
      if ((f.type === 'link' || f.type === 'upload') && !safeUrl(value)) {
        ctx.addIssue({ code: 'custom', message: 'Enter a link that starts with http://, https:// or /.' });
      } else if (f.type === 'price' && !WHOLE.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Enter a whole number of rupees (0 or more).' });
      } else if (f.type === 'integer' && f.max !== undefined && (!WHOLE.test(value) || Number(value) > f.max)) {
        ctx.addIssue({ code: 'custom', message: `Enter a whole number from 0 to ${f.max}.` });
      } else if (f.type === 'integer' && !WHOLE.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Enter a whole number (0 or more).' });
      } else if (f.type === 'percent' && (!WHOLE.test(value) || Number(value) > 100)) {
        ctx.addIssue({ code: 'custom', message: 'Enter a whole number from 0 to 100.' });
      }
    });
  }
  const hasPrices = fields.some((f) => f.name === 'price') && fields.some((f) => f.name === 'originalPrice');
  return z.object(shape).superRefine((values, ctx) => {
    if (!hasPrices) return;
    const price = String(values.price ?? '').trim();
    const original = String(values.originalPrice ?? '').trim();
    if (WHOLE.test(price) && WHOLE.test(original) && Number(original) < Number(price)) {
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'Original price cannot be less than the price.' });
    }
  });
}

// The empty form (create mode), or a record loaded into it (edit mode).
export function toFormValues(fields: FieldDef[], record?: AdminRecord): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const value = record?.[f.name];
    if (f.type === 'checkbox') values[f.name] = value === true;
    else if (value === undefined || value === null) values[f.name] = !record && f.initial !== undefined ? f.initial : f.type === 'fileType' ? 'PDF' : '';
    else values[f.name] = String(value);
  }
  return values;
}

// The JSON the API takes: strings trimmed, numbers as numbers, empty optional numbers left out.
export function toRecordJson(fields: FieldDef[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = values[f.name];
    if (typeof value === 'boolean') body[f.name] = value;
    else if (NUMERIC.has(f.type)) {
      if (value !== undefined && value.trim() !== '') body[f.name] = Number(value.trim());
    } else body[f.name] = (value ?? '').trim();
  }
  return body;
}

import { formatPaise, formatPrice } from '@/lib/format';
import type { Coupon, CouponInput, CouponItem, SaleItem } from '../api/types';

// "10% off", "₹50 off" (off the price the student sees, GST included), "₹50 off before GST".
export function couponValueLabel(c: Pick<Coupon, 'kind' | 'value' | 'includesGst'>): string {
  if (c.kind === 'percent') return `${c.value}% off`;
  return c.includesGst ? `${formatPrice(c.value)} off` : `${formatPrice(c.value)} off before GST`;
}

// "3 / 100", "3 / no limit".
export const couponUsesLabel = (c: Pick<Coupon, 'uses' | 'maxUses'>) => `${c.uses} / ${c.maxUses ?? 'no limit'}`;

export const couponDiscountLabel = (c: Pick<Coupon, 'discountGiven'>) => formatPaise(c.discountGiven);

export const itemKey = (i: CouponItem) => `${i.type}/${i.id}`;

// The coupon form's fields as typed (text inputs hold strings). validFrom and validTo are a
// datetime-local input's "YYYY-MM-DDTHH:mm", in the admin's own time zone.
export type CouponDraft = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  includesGst: boolean; // a fixed amount: off the price the student sees (GST included)
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerStudent: string;
  items: CouponItem[];
};
export type CouponField = keyof CouponDraft;
export type CouponProblems = Partial<Record<CouponField, string>>;

export const EMPTY_COUPON: CouponDraft = {
  code: '',
  kind: 'percent',
  value: '',
  includesGst: true,
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerStudent: '',
  items: [],
};

const pad = (n: number) => String(n).padStart(2, '0');

// Epoch ms as a datetime-local input shows it (local time), and back.
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

export function draftFromCoupon(c: Coupon): CouponDraft {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: c.code,
    kind: c.kind,
    value: String(c.value),
    includesGst: c.includesGst,
    validFrom: toLocalInput(c.validFrom),
    validTo: toLocalInput(c.validTo),
    maxUses: text(c.maxUses),
    maxUsesPerStudent: text(c.maxUsesPerStudent),
    items: c.items,
  };
}

const wholeNumber = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : null);

// The form's own checks, as the server makes them (it checks again, and its invalid-field
// answers land on the same fields).
export function couponProblems(d: CouponDraft): CouponProblems {
  const p: CouponProblems = {};
  if (!/^[A-Za-z0-9_-]{3,20}$/.test(d.code.trim())) p.code = 'Use 3 to 20 letters, digits, - or _.';
  const value = wholeNumber(d.value);
  if (d.kind === 'percent' && (value === null || value < 1 || value > 100)) p.value = 'Enter a whole percent from 1 to 100.';
  if (d.kind === 'fixed' && (value === null || value < 1)) p.value = 'Enter whole rupees, 1 or more.';
  const from = fromLocalInput(d.validFrom);
  const to = fromLocalInput(d.validTo);
  if (from !== null && to !== null && to <= from) p.validTo = 'Must be after "Valid from".';
  for (const f of ['maxUses', 'maxUsesPerStudent'] as const) {
    const n = wholeNumber(d[f]);
    if (d[f].trim() && (n === null || n < 1)) p[f] = 'Enter a whole number, 1 or more, or leave it empty for no limit.';
  }
  return p;
}

// The body of POST /api/admin/coupons and PUT /api/admin/coupons/{code}; empty limits are null.
export function couponInput(d: CouponDraft): CouponInput {
  const limit = (s: string) => (s.trim() ? Number(s.trim()) : null);
  return {
    code: d.code.trim().toUpperCase(),
    kind: d.kind,
    value: Number(d.value.trim()),
    includesGst: d.includesGst,
    validFrom: fromLocalInput(d.validFrom),
    validTo: fromLocalInput(d.validTo),
    maxUses: limit(d.maxUses),
    maxUsesPerStudent: limit(d.maxUsesPerStudent),
    items: d.items,
  };
}

// The items a coupon would make free (a student pays nothing for them): 100% off, or a fixed
// amount at least what the item costs — with GST when the rupees come off the price with GST.
export function itemsMadeFree(d: CouponDraft, items: readonly SaleItem[]): SaleItem[] {
  const value = wholeNumber(d.value);
  if (value === null || value < 1) return [];
  const chosen = new Set(d.items.map(itemKey));
  const applies = (i: SaleItem) => i.price > 0 && (chosen.size === 0 || chosen.has(itemKey(i)));
  const free = (i: SaleItem) => {
    if (d.kind === 'percent') return value >= 100;
    return d.includesGst ? value * 100 >= i.payable : value >= i.price;
  };
  return items.filter((i) => applies(i) && free(i));
}

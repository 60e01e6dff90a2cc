import { formatDate, formatPaisePrice } from '@/lib/format';
import { orderStatusLabel } from '@/lib/orders';
import type { Purchase } from '../api/types';
import { siteDownloadUrl } from '../lib/download';
import { OrderDocuments } from './OrderDocuments';

const STATUS_CLASS: Record<string, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  created: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
  refunded: 'bg-slate-200 text-slate-700',
  expired: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-slate-200 text-slate-700',
};

const KIND: Record<string, string> = { course: 'Premium course', notes: 'Brevi Learning notes' };

// What the order's price was made of: the coupon and its discount, or that the coupon made it
// free. Nothing for an order without a coupon.
function couponLine(p: Purchase): string | null {
  if (!p.coupon) return null;
  if (p.free) return `Free with coupon ${p.coupon}`;
  if (!p.discount) return `Coupon ${p.coupon}`;
  return `Coupon ${p.coupon}: ${formatPaisePrice(p.discount)} off ${formatPaisePrice(p.listAmount ?? p.amount + p.discount)}`;
}

// The student's orders as cards (they read well on a phone): what, when, how much (with its
// coupon and partial refunds), its state, its invoice and credit notes and, while they own it,
// the download. `highlight` marks the item just bought; `label` names the list for screen
// readers.
export function PurchaseList({ items, highlight, label = 'Your orders' }: { items: Purchase[]; highlight: string | null; label?: string }) {
  // Newest first, so the first owned order of the highlighted item is the one just paid.
  const highlighted = items.find((p) => p.item.id === highlight && p.downloadUrl)?.orderId;
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((p) => {
        const download = siteDownloadUrl(p.downloadUrl);
        const current = p.orderId === highlighted;
        const coupon = couponLine(p);
        const refunded = p.status === 'paid' ? (p.amountRefunded ?? 0) : 0;
        return (
          <li
            key={p.orderId}
            aria-current={current || undefined}
            className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${current ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-semibold">{p.item.title}</h2>
                <p className="text-sm text-slate-600">
                  {KIND[p.item.type] ?? p.item.type} · <time dateTime={new Date(p.createdAt).toISOString()}>{formatDate(p.createdAt)}</time>
                </p>
              </div>
              <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_CLASS[p.status] ?? STATUS_CLASS.refunded}`}>
                {orderStatusLabel(p.status)}
              </span>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-semibold">
                  {p.free ? 'Free' : formatPaisePrice(p.amount)}
                  {refunded > 0 && <span className="ml-2 text-sm font-normal text-slate-600">{formatPaisePrice(refunded)} refunded</span>}
                </p>
                {coupon && <p className="text-sm text-slate-600">{coupon}</p>}
              </div>
              {download && (
                <a href={download} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                  Download<span className="sr-only"> {p.item.title}</span>
                </a>
              )}
            </div>
            <OrderDocuments invoice={p.invoice} creditNotes={p.creditNotes} />
          </li>
        );
      })}
    </ul>
  );
}

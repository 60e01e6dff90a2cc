import { formatPaisePrice } from '@/lib/format';
import type { Quote } from '../api/types';

// The small print under the total: GST's share of it (the buyer's state decides CGST + SGST or
// IGST), or that no GST is charged. Nothing for a free order (it has no invoice).
function gstNote({ amount, gst }: Quote): string | null {
  if (amount === 0) return null;
  if (!gst.included) return 'No GST is charged (the seller is not GST-registered). You get a receipt.';
  const split = gst.igst > 0 ? `IGST ${formatPaisePrice(gst.igst)}` : `CGST ${formatPaisePrice(gst.cgst)} + SGST ${formatPaisePrice(gst.sgst)}`;
  return `Includes ${gst.rate}% GST: ${split} on ${formatPaisePrice(gst.taxable)}.`;
}

function Row({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${total ? 'border-t border-slate-200 pt-2 text-base font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

// The price the server quoted: list price, the coupon's discount, the total and its GST.
export function QuoteSummary({ quote }: { quote: Quote }) {
  const note = gstNote(quote);
  return (
    <div>
      <dl className="space-y-1 text-sm">
        <Row label="Price" value={formatPaisePrice(quote.listAmount)} />
        {quote.discount > 0 && <Row label={`Coupon ${quote.coupon ?? ''}`.trim()} value={`−${formatPaisePrice(quote.discount)}`} />}
        <Row label="Total" value={quote.amount === 0 ? 'Free' : formatPaisePrice(quote.amount)} total />
      </dl>
      {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
    </div>
  );
}

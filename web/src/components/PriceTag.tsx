import { formatPaisePrice, formatPrice } from '@/lib/format';

// What a course or project says about its price (docs/openapi.yaml Course, Project): payable
// and originalPayable are what a student is charged, in paise, GST included when gstIncluded.
export type Pricing = { price: number; originalPrice?: number; payable?: number; originalPayable?: number; gstIncluded?: boolean };

// The price a student pays, "₹588.82 incl. GST" (no note when the seller charges no GST), with
// the original price struck through. Data cached before the server sent payable falls back to
// the listed rupees, without a note and without an original that would not compare.
function texts({ price, originalPrice, payable, originalPayable, gstIncluded }: Pricing) {
  if (payable === undefined) return { shown: formatPrice(price), original: originalPrice === undefined ? null : formatPrice(originalPrice), gst: false };
  return { shown: formatPaisePrice(payable), original: originalPayable === undefined ? null : formatPaisePrice(originalPayable), gst: gstIncluded === true };
}

export function PriceTag({ pricing }: { pricing: Pricing }) {
  const { shown, original, gst } = texts(pricing);
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="text-xl font-bold text-slate-900">{shown}</span>
      {gst && <span className="text-sm text-slate-600">incl. GST</span>}
      {original && (
        <s className="text-sm text-slate-500" aria-label={`Original price ${original}`}>
          {original}
        </s>
      )}
    </p>
  );
}

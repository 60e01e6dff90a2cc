import { formatPrice } from '@/lib/format';

// "₹149 (+ GST)" with the original price struck through.
export function PriceTag({ price, originalPrice }: { price: number; originalPrice?: number }) {
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="text-xl font-bold text-slate-900">{formatPrice(price)}</span>
      <span className="text-sm text-slate-600">(+ GST)</span>
      {originalPrice !== undefined && (
        <s className="text-sm text-slate-500" aria-label={`Original price ${formatPrice(originalPrice)}`}>
          {formatPrice(originalPrice)}
        </s>
      )}
    </p>
  );
}

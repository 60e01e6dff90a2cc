import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { formatPaise } from '@/lib/format';
import { orderStatusLabel } from '@/lib/orders';
import { useAdminOrder } from '../api/get-order';
import type { OrderDetail, Refund } from '../api/types';
import { formatTime } from '../lib/format';
import { REFUND_STATUS_LABELS, refundOutcome } from '../lib/refunds';
import { OrderDocumentLink } from './OrderDocumentLink';
import { RefundForm } from './RefundForm';

const buttonClass = 'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const STATUS_STYLES: Record<Refund['status'], string> = {
  requested: 'bg-sky-50 text-sky-800 ring-sky-200',
  processed: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

const when = (ms: number) => <time dateTime={new Date(ms).toISOString()}>{formatTime(ms)}</time>;

// One order opened from the Orders tab (GET /api/admin/orders/{id}): its price and coupon, its
// invoice, its refunds and, while something is left to refund on a paid order, Refund.
export function OrderDetails({ orderId }: { orderId: string }) {
  const detail = useAdminOrder(orderId);
  const [refunding, setRefunding] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const refundButton = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const formId = useId();

  if (detail.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the order...
      </p>
    );
  if (detail.isError) return <ErrorText message={`Could not load the order. ${detail.error.message}`} onRetry={() => void detail.refetch()} />;

  const { order, refunds, refundable } = detail.data;
  const canRefund = order.status === 'paid' && refundable > 0;

  return (
    <div className="space-y-3 text-sm">
      <OrderFacts detail={detail.data} />
      <div>
        <h3 className="font-semibold text-slate-900">Refunds</h3>
        {refunds.length === 0 ? <p className="mt-1 text-slate-600">No refunds.</p> : <RefundList refunds={refunds} />}
      </div>
      {/* Always in the page, so screen readers announce the outcome when it appears. */}
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className={
          !outcome
            ? 'sr-only'
            : outcome.failed
              ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800'
              : 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 font-medium text-green-900'
        }
      >
        {outcome?.text}
      </p>
      {canRefund && (
        <button
          ref={refundButton}
          type="button"
          className={buttonClass}
          aria-expanded={refunding}
          aria-controls={formId}
          onClick={() => {
            setOutcome(null);
            setRefunding((r) => !r);
          }}
        >
          Refund
        </button>
      )}
      {refunding && (
        <div id={formId}>
          <RefundForm
            orderId={order.id}
            refundable={refundable}
            onDone={(refund) => {
              setRefunding(false);
              setOutcome({ text: refundOutcome(refund), failed: refund.status === 'failed' });
              outcomeRef.current?.focus();
            }}
            onCancel={() => {
              setRefunding(false);
              refundButton.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}

// The order's numbers and documents as label and value.
function OrderFacts({ detail: { order, refundable } }: { detail: OrderDetail }) {
  const facts: [string, ReactNode][] = [
    ['Order', <span className="font-mono text-xs wrap-anywhere">{order.id}</span>],
    ['Status', orderStatusLabel(order.status)],
    ['Paid', order.paidAt ? when(order.paidAt) : '—'],
  ];
  if (order.coupon) {
    facts.push(['Listed price', formatPaise(order.listAmount ?? order.amount + (order.discount ?? 0))]);
    facts.push(['Coupon', order.free ? `${order.coupon} (made it free)` : `${order.coupon}: ${formatPaise(order.discount ?? 0)} off`]);
  }
  facts.push(['Amount', order.free ? 'Free' : formatPaise(order.amount)]);
  if (order.amountRefunded > 0) facts.push(['Refunded', formatPaise(order.amountRefunded)]);
  if (order.status === 'paid' && !order.free) facts.push(['Left to refund', formatPaise(refundable)]);
  const invoice = order.invoice;
  facts.push([
    invoice?.kind === 'receipt' ? 'Receipt' : 'Invoice',
    invoice ? (
      <OrderDocumentLink doc={invoice}>{invoice.kind === 'receipt' ? 'Download receipt' : 'Download invoice'}</OrderDocumentLink>
    ) : order.free ? (
      'None: a free order'
    ) : (
      'None (not paid)'
    ),
  ]);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="wrap-break-word">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

// The order's refunds, oldest first: how much, its state (why it failed), why, who, when, and
// its credit note once processed.
function RefundList({ refunds }: { refunds: Refund[] }) {
  return (
    <ol className="mt-1 space-y-2">
      {refunds.map((r) => (
        <li key={r.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">{formatPaise(r.amount)}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[r.status]}`}>{REFUND_STATUS_LABELS[r.status]}</span>
            <span className="text-slate-600">
              {r.requestedBy ? (r.requestedBy.email ?? r.requestedBy.uid) : 'Outside the panel'} · {when(r.createdAt)}
            </span>
          </p>
          {r.status === 'failed' && r.failure && <p className="mt-1 text-red-800">{r.failure}</p>}
          {r.reason && <p className="mt-1 whitespace-pre-line wrap-break-word text-slate-800">{r.reason}</p>}
          {r.creditNote && (
            <p className="mt-1">
              <OrderDocumentLink doc={r.creditNote}>Credit note</OrderDocumentLink>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

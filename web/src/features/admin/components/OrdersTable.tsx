import { Fragment, useId, useState, type ReactNode } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { SelectField } from '@/components/form';
import { NARROW_SCREEN, useMediaQuery } from '@/hooks/use-media-query';
import { formatPaise } from '@/lib/format';
import { ORDER_STATUSES } from '@/lib/orders';
import { useAdminOrders } from '../api/get-orders';
import type { AdminOrder } from '../api/types';
import { formatTime } from '../lib/format';
import { OrderDetails } from './OrderDetails';

const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';

// Admins see the states as the server names them ("created": no payment yet).
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// The columns of the table, and the lines of a card on a phone (the item is the card's title).
// Values wrap, e-mails and ids anywhere, so the table fits the page and nothing is cut off.
const COLUMNS: { label: string; className: string; cell: (o: AdminOrder) => ReactNode }[] = [
  { label: 'Date', className: 'whitespace-nowrap', cell: (o) => <time dateTime={new Date(o.createdAt).toISOString()}>{formatTime(o.createdAt)}</time> },
  { label: 'User', className: 'wrap-anywhere', cell: (o) => o.user.email || o.user.uid },
  { label: 'Item', className: 'wrap-break-word', cell: (o) => <span title={`${o.item.type}: ${o.item.id}`}>{o.item.title}</span> },
  { label: 'Amount', className: 'whitespace-nowrap', cell: (o) => formatPaise(o.amount) },
  {
    label: 'Status',
    className: '',
    cell: (o) => (
      <>
        {capitalise(o.status)}
        {o.status === 'paid' && (o.amountRefunded ?? 0) > 0 && (
          <span className="block text-xs text-slate-600">{formatPaise(o.amountRefunded ?? 0)} refunded</span>
        )}
        {o.flag === 'duplicate' && <span className="block text-xs text-amber-700">Second payment (auto-refund)</span>}
      </>
    ),
  },
  { label: 'Razorpay order', className: 'font-mono text-xs wrap-anywhere', cell: (o) => o.razorpayOrderId },
  { label: 'Razorpay payment', className: 'font-mono text-xs wrap-anywhere', cell: (o) => o.razorpayPaymentId ?? '—' },
];

// The "Orders" tab: every order, newest first (the server alone changes an order, from
// Razorpay's word, or an admin's refund). A status filter, a search box, the orders (a table
// on a wide screen, cards on a phone), each of which opens below itself with its refunds,
// invoice and Refund, and "Load more".
export function OrdersTable() {
  const [status, setStatus] = useState('');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const orders = useAdminOrders(status, q);
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  const total = orders.data?.pages[0]?.total ?? items.length;
  const summary = `Orders, newest first: ${total} order${total === 1 ? '' : 's'}`;
  const narrow = useMediaQuery(NARROW_SCREEN);
  const summaryId = useId();

  return (
    <section aria-label="Orders" className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-48">
          <SelectField id="admin-order-status" label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {capitalise(s)}
              </option>
            ))}
          </SelectField>
        </div>
        <form
          role="search"
          aria-label="Order search"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(draft.trim());
          }}
          className="flex flex-1 gap-2"
        >
          <label htmlFor="admin-order-search" className="sr-only">
            Search orders
          </label>
          <input
            id="admin-order-search"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="E-mail, item, order or invoice no."
            title="A buyer's e-mail or an item (part of it), an order, payment or refund id, or an invoice or credit note number"
            className="w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none"
          />
          <button type="submit" className={buttonClass}>
            Search
          </button>
        </form>
      </div>
      {orders.isPending ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          Loading orders...
        </p>
      ) : orders.isError ? (
        <ErrorText message={`Could not load the orders. ${orders.error.message}`} onRetry={() => void orders.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">{q || status ? 'No orders match.' : 'No orders yet.'}</p>
      ) : narrow ? (
        <div className="space-y-2">
          <p id={summaryId} className="text-sm font-medium text-slate-700">
            {summary}
          </p>
          <ul aria-labelledby={summaryId} className="space-y-3">
            {items.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </ul>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium text-slate-700">{summary}</caption>
            <thead className="bg-slate-50">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.label} scope="col" className="px-3 py-2 align-bottom font-semibold">
                    {c.label}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <OrderRow key={o.id} order={o} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders.hasNextPage && (
        <button type="button" className={buttonClass} disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          {orders.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}

// Opens and closes an order's details; the same in a row and on a card. Its name says which
// order (the order id is the details' first line).
function DetailsButton({ order, open, controls, onToggle }: { order: AdminOrder; open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button type="button" className={`${buttonClass} whitespace-nowrap`} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      Details<span className="sr-only"> of order {order.id}</span>
    </button>
  );
}

// An order on a wide screen: its row, and below it a row across the table with its details
// while it is open (fetched only then).
function OrderRow({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr className="border-t border-slate-100">
        {COLUMNS.map((c) => (
          <td key={c.label} className={`px-3 py-2 align-top ${c.className}`}>
            {c.cell(order)}
          </td>
        ))}
        <td className="px-3 py-2 text-right align-top">
          <DetailsButton order={order} open={open} controls={detailsId} onToggle={() => setOpen((v) => !v)} />
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className="bg-slate-50">
        <td colSpan={COLUMNS.length + 1} className="px-3 py-3">
          {open && <OrderDetails orderId={order.id} />}
        </td>
      </tr>
    </>
  );
}

// An order on a phone: a card with its fields as label and value, then its details.
function OrderCard({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <p className="font-semibold wrap-break-word">{order.item.title}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {COLUMNS.filter((c) => c.label !== 'Item').map((c) => (
          <Fragment key={c.label}>
            <dt className="text-slate-600">{c.label}</dt>
            <dd className={c.className}>{c.cell(order)}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="mt-3">
        <DetailsButton order={order} open={open} controls={detailsId} onToggle={() => setOpen((v) => !v)} />
      </div>
      <div id={detailsId} hidden={!open} className="mt-3 rounded-lg bg-slate-50 p-3">
        {open && <OrderDetails orderId={order.id} />}
      </div>
    </li>
  );
}

import { useState } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { SelectField } from '@/components/form';
import { formatPaise } from '@/lib/format';
import { ORDER_STATUSES } from '@/lib/orders';
import { useAdminOrders } from '../api/get-orders';
import { formatTime } from '../lib/format';

const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const COLUMNS = ['Date', 'User', 'Item', 'Amount', 'Status', 'Razorpay order', 'Razorpay payment'];

// Admins see the states as the server names them ("created": no payment yet).
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// The "Orders" tab: every order, newest first, read-only (the server alone changes an order,
// from Razorpay's word). A status filter, a search box, "Load more".
export function OrdersTable() {
  const [status, setStatus] = useState('');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const orders = useAdminOrders(status, q);
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  const total = orders.data?.pages[0]?.total ?? items.length;

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
            placeholder="E-mail, item or order id"
            className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none"
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
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="min-w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium text-slate-700">
              Orders, newest first: {total} order{total === 1 ? '' : 's'}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                {COLUMNS.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={new Date(o.createdAt).toISOString()}>{formatTime(o.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">{o.user.email || o.user.uid}</td>
                  <td className="max-w-xs truncate px-3 py-2" title={`${o.item.type}: ${o.item.id}`}>
                    {o.item.title}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatPaise(o.amount)}</td>
                  <td className="px-3 py-2">
                    {capitalise(o.status)}
                    {o.flag === 'duplicate' && <span className="block text-xs text-amber-700">Second payment (auto-refund)</span>}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{o.razorpayOrderId}</td>
                  <td className="px-3 py-2 font-mono text-xs">{o.razorpayPaymentId ?? '—'}</td>
                </tr>
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

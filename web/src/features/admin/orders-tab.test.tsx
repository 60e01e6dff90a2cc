import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import type { AdminOrder } from './api/types';

const order = (n: number, extra: Partial<AdminOrder> = {}): AdminOrder => ({
  id: `ord_${n}`,
  user: { uid: `u${n}`, email: `student${n}@example.in` },
  item: { type: 'course', id: 'c1', title: 'Full Stack Web Development' },
  amount: 49900,
  currency: 'INR',
  status: 'paid',
  razorpayOrderId: `order_RZP${n}`,
  razorpayPaymentId: `pay_RZP${n}`,
  createdAt: Date.UTC(2026, 10, 23, 6),
  updatedAt: Date.UTC(2026, 10, 23, 6, 1),
  ...extra,
});

// An admin signed in; GET /api/admin/orders answers from `pages` (by cursor) and filters by status.
function adminWithOrders(all: AdminOrder[], pageSize = 20) {
  const asked: URLSearchParams[] = [];
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/orders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const status = params.get('status');
      const q = params.get('q')?.toLowerCase();
      const matching = all.filter((o) => (!status || o.status === status) && (!q || o.user.email.includes(q)));
      const start = Number(params.get('cursor') ?? 0);
      const next = start + pageSize < matching.length ? String(start + pageSize) : null;
      return HttpResponse.json({ items: matching.slice(start, start + pageSize), next, total: matching.length });
    }),
  );
  return asked;
}

describe('admin Orders tab', () => {
  it('lists orders with date, e-mail, item, amount, status and Razorpay ids', async () => {
    adminWithOrders([
      order(1),
      order(2, { status: 'created', razorpayPaymentId: null, amount: 14900, item: { type: 'notes', id: 'bl1', title: 'Physics notes' } }),
    ]);
    renderApp('/admin?tab=Orders');
    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: /Orders, newest first: 2 orders/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText('student1@example.in')).toBeInTheDocument();
    expect(first.getByText('Full Stack Web Development')).toBeInTheDocument();
    expect(first.getByText('₹499.00')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.getByText('order_RZP1')).toBeInTheDocument();
    expect(first.getByText('pay_RZP1')).toBeInTheDocument();
    expect(first.getByText(/23 Nov 2026/)).toBeInTheDocument();
    const second = within(rows[1]);
    expect(second.getByText('Created')).toBeInTheDocument();
    expect(second.getByText('₹149.00')).toBeInTheDocument();
    expect(second.getByText('—')).toBeInTheDocument();
    // The one control of a row opens its details (refunds, invoice) below it.
    expect(within(rows[0]).getByRole('button')).toHaveAccessibleName('Details of order ord_1');
    expect(within(table).getAllByRole('button')).toHaveLength(2);
  });

  it('filters by status, searches, and loads more', async () => {
    const asked = adminWithOrders([order(1), order(2, { status: 'failed', razorpayPaymentId: null }), order(3, { status: 'refunded' }), order(4)], 1);
    renderApp('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('table', { name: /4 orders/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('student2@example.in')).toBeInTheDocument();
    expect(asked.at(-1)?.get('cursor')).toBe('1');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    expect(await screen.findByRole('table', { name: /2 orders/ })).toBeInTheDocument();
    expect(asked.at(-1)?.get('status')).toBe('paid');
    expect(screen.queryByText('student2@example.in')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'student4');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', { name: /1 order$/ })).toBeInTheDocument();
    expect(asked.at(-1)?.get('q')).toBe('student4');
    expect(asked.at(-1)?.get('status')).toBe('paid');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
  });

  it('says when there are no orders, and shows errors with Retry', async () => {
    let calls = 0;
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/orders', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
          : HttpResponse.json({ items: [], next: null, total: 0 });
      }),
    );
    renderApp('/admin?tab=Orders');
    expect(await screen.findByText('Loading orders...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the orders. Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { AdminOrder, OrderDetail, Refund } from './api/types';

const PAID_AT = Date.UTC(2026, 10, 23, 6, 2);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ROW: AdminOrder = {
  id: 'ord_1',
  user: { uid: 'u1', email: 'student1@example.in' },
  item: { type: 'course', id: 'c1', title: 'Full Stack Web Development' },
  amount: 49900,
  currency: 'INR',
  status: 'paid',
  razorpayOrderId: 'order_RZP1',
  razorpayPaymentId: 'pay_RZP1',
  createdAt: Date.UTC(2026, 10, 23, 6),
  updatedAt: PAID_AT,
};

const detail = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  order: {
    id: 'ord_1',
    status: 'paid',
    amount: 49900,
    currency: 'INR',
    item: { type: 'course', id: 'c1', title: 'Full Stack Web Development' },
    createdAt: ROW.createdAt,
    paidAt: PAID_AT,
    amountRefunded: 0,
    invoice: { number: 'INV/2627/000012', kind: 'invoice', issuedAt: PAID_AT, amount: 49900, url: '/api/orders/ord_1/invoice' },
    creditNotes: [],
  },
  refunds: [],
  refundable: 49900,
  ...extra,
});

const refund = (extra: Partial<Refund> = {}): Refund => ({
  id: 'rf_1',
  orderId: 'ord_1',
  amount: 49900,
  reason: 'Bought by mistake',
  status: 'requested',
  failure: null,
  requestedBy: { uid: 'u_asha', email: 'asha@example.in' },
  createdAt: Date.UTC(2026, 10, 24, 9),
  updatedAt: Date.UTC(2026, 10, 24, 9),
  razorpayRefundId: null,
  creditNote: null,
  ...extra,
});

type Answer = { status: number; body: Record<string, unknown> };

// An admin signed in, one order in the list and its details; POST …/refund answers from
// `answers` in turn (the last one again once they run out) and every refund request is kept.
function adminWithOrder(initial: OrderDetail, answers: Answer[] = []) {
  const sent: { key: string | null; body: unknown }[] = [];
  const gets = { list: 0, detail: 0 };
  let current = initial;
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/orders', () => {
      gets.list += 1;
      return HttpResponse.json({ items: [ROW], next: null, total: 1 });
    }),
    http.get('/api/admin/orders/:id', ({ params }) => {
      gets.detail += 1;
      return params.id === 'ord_1'
        ? HttpResponse.json(current)
        : HttpResponse.json({ error: { code: 'not-found', message: 'No such order.' } }, { status: 404 });
    }),
    http.post('/api/admin/orders/:id/refund', async ({ request }) => {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      const answer = answers[Math.min(sent.length, answers.length) - 1] ?? { status: 201, body: { refund: refund(), order: current.order } };
      if (answer.status < 300) {
        const made = (answer.body as { refund: Refund }).refund;
        current = { ...current, refunds: [...current.refunds, made], refundable: current.refundable - made.amount };
      }
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return { sent, gets };
}

async function openOrder() {
  renderApp('/admin?tab=Orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Details of order ord_1' }));
  expect(screen.getByRole('button', { name: 'Details of order ord_1' })).toHaveAttribute('aria-expanded', 'true');
}

async function openRefundForm() {
  await openOrder();
  await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  return screen.getByRole('form', { name: 'Refund this order' });
}

describe('an order opened in the Orders tab', () => {
  it('shows its coupon, invoice and refunds with their state, who and credit note', async () => {
    adminWithOrder(
      detail({
        order: {
          ...detail().order,
          amount: 44900,
          listAmount: 49900,
          discount: 5000,
          coupon: 'DIWALI',
          amountRefunded: 10000,
          invoice: { number: 'RCT/2627/000012', kind: 'receipt', issuedAt: PAID_AT, amount: 44900, url: '/api/orders/ord_1/invoice' },
        },
        refunds: [
          refund({
            id: 'rf_a',
            amount: 10000,
            status: 'processed',
            reason: 'Late access',
            creditNote: { number: 'CN/2627/000003', kind: 'credit-note', issuedAt: PAID_AT, amount: 10000, url: '/api/orders/ord_1/credit-notes/rf_a' },
          }),
          refund({ id: 'rfnd_b', amount: 5000, status: 'failed', failure: 'The card was closed.', requestedBy: null, reason: '' }),
        ],
        refundable: 34900,
      }),
    );
    await openOrder();
    const facts = await screen.findByText('Listed price');
    const list = facts.closest('dl')!;
    const pairs = within(list)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Order: ord_1',
      'Status: Paid',
      expect.stringMatching(/^Paid: 23 Nov 2026/),
      'Listed price: ₹499.00',
      'Coupon: DIWALI: ₹50.00 off',
      'Amount: ₹449.00',
      'Refunded: ₹100.00',
      'Left to refund: ₹349.00',
      'Receipt: Download receipt RCT/2627/000012',
    ]);
    expect(screen.getByRole('link', { name: /Download receipt/ })).toHaveAttribute('href', '/api/orders/ord_1/invoice');

    const refunds = within(screen.getByRole('heading', { name: 'Refunds' }).parentElement!).getAllByRole('listitem');
    expect(refunds).toHaveLength(2);
    expect(refunds[0]).toHaveTextContent(/₹100\.00\s*Refunded\s*asha@example\.in · 24 Nov 2026/);
    expect(refunds[0]).toHaveTextContent('Late access');
    expect(within(refunds[0]).getByRole('link', { name: /Credit note CN\/2627\/000003/ })).toHaveAttribute('href', '/api/orders/ord_1/credit-notes/rf_a');
    expect(refunds[1]).toHaveTextContent(/₹50\.00\s*Failed\s*Outside the panel/);
    expect(refunds[1]).toHaveTextContent('The card was closed.');
  });

  it('offers no refund for an unpaid order, and says it has no invoice', async () => {
    adminWithOrder(detail({ order: { ...detail().order, status: 'created', paidAt: null, invoice: null }, refundable: 0 }));
    await openOrder();
    expect(await screen.findByText('None (not paid)')).toBeInTheDocument();
    expect(screen.getByText('No refunds.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('refunds in full with a reason and an Idempotency-Key, then shows the refund and refreshes', async () => {
    const { sent, gets } = adminWithOrder(detail());
    const form = await openRefundForm();
    expect(within(form).getByText("A full refund removes the student's access; a partial refund keeps it.")).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription("A full refund removes the student's access; a partial refund keeps it.");
    expect(within(form).getByRole('radio', { name: 'Full refund (₹499.00)' })).toBeChecked();
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'Full refund (₹499.00)' })).toHaveFocus());

    // The reason is required: nothing is sent without it.
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/Please say why the order is refunded\./);
    expect(sent).toHaveLength(0);

    const before = { ...gets };
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Bought by mistake');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund requested — Razorpay is processing it.')).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ reason: 'Bought by mistake' });
    expect(sent[0].key).toMatch(UUID);
    expect(screen.queryByRole('form', { name: 'Refund this order' })).toBeNull();
    // The order and the list are fetched again: the new refund shows, nothing is left to refund.
    await waitFor(() => expect(gets.detail).toBeGreaterThan(before.detail));
    expect(gets.list).toBeGreaterThan(before.list);
    expect(await screen.findByText('Requested')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
  });

  it('refunds part of it in rupees and paise, checking the amount first', async () => {
    const { sent } = adminWithOrder(detail(), [{ status: 201, body: { refund: refund({ amount: 10050, status: 'processed' }), order: detail().order } }]);
    const form = await openRefundForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Partial amount' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount in rupees' });
    await userEvent.type(amount, '600');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'One module was missing');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(amount).toHaveAccessibleDescription(/At most ₹499\.00 is left to refund\./);
    expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.505');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(amount).toHaveAccessibleDescription(/Enter an amount in rupees/);
    expect(sent).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '100.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refunded ₹100.50.')).toHaveAttribute('role', 'status');
    expect(sent.map((s) => s.body)).toEqual([{ amount: 100.5, reason: 'One module was missing' }]);
  });

  it("shows the server's refusal and retries with the same Idempotency-Key", async () => {
    const { sent } = adminWithOrder(detail(), [
      { status: 409, body: { error: { code: 'refund-in-progress', message: 'A refund of this order is in progress.' } } },
      { status: 503, body: { error: { code: 'payments-unavailable', message: 'Razorpay could not be reached.' } } },
      { status: 201, body: { refund: refund(), order: detail().order } },
    ]);
    const form = await openRefundForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Duplicate purchase');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A refund of this order is in progress.');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Razorpay could not be reached.');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund requested — Razorpay is processing it.')).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(sent[0].key).toMatch(UUID);
  });

  it('sends one request for a double click, and a new key for the next refund', async () => {
    const { sent } = adminWithOrder(detail(), [{ status: 201, body: { refund: refund({ amount: 100 }), order: detail().order } }]);
    let form = await openRefundForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Partial amount' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount in rupees' }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refund requested — Razorpay is processing it.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    form = screen.getByRole('form', { name: 'Refund this order' });
    expect(within(form).getByRole('radio', { name: 'Full refund (₹498.00)' })).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'The rest');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].key).toMatch(UUID);
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it('says so when Razorpay refused the refund at once', async () => {
    adminWithOrder(detail(), [
      { status: 201, body: { refund: refund({ status: 'failed', failure: 'The payment is too old to refund.' }), order: detail().order } },
    ]);
    const form = await openRefundForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Asked by the student');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    const outcome = await screen.findByText('The refund of ₹499.00 failed: The payment is too old to refund.');
    expect(outcome).toHaveAttribute('role', 'status');
    expect(outcome).toHaveFocus();
  });

  it("puts the server's field error at the field", async () => {
    const { sent } = adminWithOrder(detail(), [
      { status: 400, body: { error: { code: 'invalid-field', field: 'amount', message: 'More than is left to refund.' } } },
    ]);
    const form = await openRefundForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Partial amount' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount in rupees' });
    await userEvent.type(amount, '499');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Refund');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/More than is left to refund\./));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs } from '@/testing/auth';
import type { Purchase } from './api/types';

const at = (day: number) => Date.UTC(2026, 10, day, 6);

const purchases: Purchase[] = [
  {
    orderId: 'ord_3',
    item: { type: 'notes', id: 'bl1', title: 'Engineering Physics - Complete Notes' },
    amount: 14900,
    currency: 'INR',
    status: 'created',
    createdAt: at(25),
    paidAt: null,
    downloadUrl: null,
  },
  {
    orderId: 'ord_2',
    item: { type: 'course', id: 'c1', title: 'Full Stack Web Development' },
    amount: 49900,
    currency: 'INR',
    status: 'paid',
    createdAt: at(23),
    paidAt: at(23),
    downloadUrl: '/api/purchases/c1/download',
  },
  {
    orderId: 'ord_1',
    item: { type: 'course', id: 'c2', title: 'Data Structures in C' },
    amount: 129900,
    currency: 'INR',
    status: 'refunded',
    createdAt: at(2),
    paidAt: at(2),
    downloadUrl: null,
  },
];

describe('My purchases (/purchases)', () => {
  it('lists every order with its date, amount, status and, when owned, the download', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => HttpResponse.json({ items: purchases })),
    );
    renderApp('/purchases');
    expect(await screen.findByRole('heading', { name: 'My purchases' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);

    expect(within(rows[0]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]).getByText('₹499')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Download Full Stack Web Development' })).toHaveAttribute('href', '/api/purchases/c1/download');

    expect(within(rows[1]).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[1]).getByText('₹1,299')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('link')).toBeNull();

    // An unfinished attempt is apart, and says no money was taken (issue 30, item 2).
    expect(screen.getByRole('heading', { level: 2, name: 'Not completed — no money was taken' })).toBeInTheDocument();
    const unfinished = within(screen.getByRole('list', { name: 'Not completed' })).getAllByRole('listitem');
    expect(unfinished).toHaveLength(1);
    expect(within(unfinished[0]).getByText('Engineering Physics - Complete Notes')).toBeInTheDocument();
    expect(within(unfinished[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(unfinished[0]).getByText('₹149')).toBeInTheDocument();
    expect(within(unfinished[0]).getByText('25 Nov 2026')).toBeInTheDocument();
    expect(within(unfinished[0]).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Payment received. Your download is ready.')).toBeNull();
  });

  it('offers each order’s invoice or receipt and its credit notes, with its coupon and partial refund', async () => {
    const invoiced: Purchase[] = [
      {
        ...purchases[1],
        amount: 52994,
        listAmount: 58882,
        discount: 5888,
        coupon: 'SAVE10',
        amountRefunded: 10000,
        invoice: { number: 'INV/2627/000012', kind: 'invoice', issuedAt: at(23), amount: 52994, url: '/api/orders/ord_2/invoice' },
        creditNotes: [{ number: 'CN/2627/000003', kind: 'credit-note', issuedAt: at(24), amount: 10000, url: '/api/orders/ord_2/credit-notes/rf_1' }],
      },
      {
        ...purchases[2],
        status: 'paid',
        downloadUrl: '/api/purchases/c2/download',
        invoice: { number: 'RCT/2627/000004', kind: 'receipt', issuedAt: at(2), amount: 129900, url: '/api/orders/ord_1/invoice' },
        creditNotes: [],
      },
      {
        ...purchases[1],
        orderId: 'ord_5',
        item: { type: 'notes', id: 'bl2', title: 'Chemistry Notes' },
        amount: 0,
        listAmount: 17582,
        discount: 17582,
        coupon: 'FREE100',
        free: true,
        invoice: null,
        downloadUrl: '/api/purchases/bl2/download',
      },
    ];
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => HttpResponse.json({ items: invoiced })),
    );
    renderApp('/purchases');
    // Each order's own items (its documents are a list inside it).
    const [paid, receipt, free] = [...(await screen.findByRole('list', { name: 'Your orders' })).children] as HTMLElement[];

    expect(within(paid).getByText('₹529.94')).toBeInTheDocument();
    expect(within(paid).getByText('₹100 refunded')).toBeInTheDocument();
    expect(within(paid).getByText('Coupon SAVE10: ₹58.88 off ₹588.82')).toBeInTheDocument();
    const invoice = within(paid).getByRole('link', { name: 'Download invoice INV/2627/000012' });
    expect(invoice).toHaveAttribute('href', '/api/orders/ord_2/invoice');
    expect(invoice).toHaveAttribute('download');
    const note = within(paid).getByRole('link', { name: 'Credit note CN/2627/000003 — ₹100' });
    expect(note).toHaveAttribute('href', '/api/orders/ord_2/credit-notes/rf_1');
    expect(note).toHaveAttribute('download');

    expect(within(receipt).getByRole('link', { name: 'Download receipt RCT/2627/000004' })).toHaveAttribute('href', '/api/orders/ord_1/invoice');
    expect(within(receipt).queryByRole('link', { name: /invoice|Credit note/ })).toBeNull();

    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByText('Free with coupon FREE100')).toBeInTheDocument();
    expect(within(free).queryByRole('link', { name: /invoice|receipt/ })).toBeNull();
    expect(within(free).getByRole('link', { name: 'Download Chemistry Notes' })).toHaveAttribute('href', '/api/purchases/bl2/download');
  });

  it('with only unfinished attempts, says nothing was bought and lists them apart', async () => {
    const attempts: Purchase[] = [
      { ...purchases[0], status: 'cancelled' },
      { ...purchases[0], orderId: 'ord_4', status: 'expired' },
    ];
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => HttpResponse.json({ items: attempts })),
    );
    renderApp('/purchases');
    expect(await screen.findByText(/You have not bought anything yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your orders' })).toBeNull();
    const unfinished = within(screen.getByRole('list', { name: 'Not completed' })).getAllByRole('listitem');
    expect(unfinished.map((li) => within(li).getByText(/Cancelled|Expired/).textContent)).toEqual(['Cancelled', 'Expired']);
  });

  it('highlights and announces what was just bought', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => HttpResponse.json({ items: purchases })),
    );
    renderApp('/purchases?paid=c1');
    expect(await screen.findByText('Payment received. Your download is ready.')).toHaveAttribute('role', 'status');
    const link = await screen.findByRole('link', { name: 'Download Full Stack Web Development' });
    expect(link.closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('says so when there is nothing yet, with a way to the premium courses', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => HttpResponse.json({ items: [] })),
    );
    renderApp('/purchases');
    expect(await screen.findByText(/You have not bought anything yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the premium courses' })).toHaveAttribute('href', '/Premium_courses');
  });

  it('shows loading, then an error with Retry', async () => {
    let calls = 0;
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
          : HttpResponse.json({ items: purchases });
      }),
    );
    renderApp('/purchases');
    expect(await screen.findByText('Loading your purchases...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your purchases. Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Download Full Stack Web Development' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in, and does not ask the server for purchases', async () => {
    let asked = false;
    server.use(
      http.get('/api/me/purchases', () => {
        asked = true;
        return HttpResponse.json({ error: { code: 'not-signed-in', message: 'You are not signed in.' } }, { status: 401 });
      }),
    );
    const { router } = renderApp('/purchases');
    expect(await screen.findByText(/Sign in to see your purchases\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/purchases' });
    expect(asked).toBe(false);
  });

  it('is reached from Subscription in the avatar menu, on any page', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => HttpResponse.json({ items: [] })),
    );
    const { router } = renderApp('/quantum');
    await userEvent.click(await screen.findByRole('button', { name: 'Your account' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { name: 'My purchases' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchases');
  });

  it('and from the profile dropdown’s Subscription item (/dashboaard)', async () => {
    server.use(
      signedInAs(),
      http.get('/api/me/purchases', () => HttpResponse.json({ items: [] })),
    );
    const { router } = renderApp('/dashboaard');
    await userEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Profile menu' })).getByRole('link', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { name: 'My purchases' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchases');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import type { CheckoutResult, Purchase } from './api/types';
import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions } from './lib/razorpay';

const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

const course = {
  id: 'c1',
  title: 'Full Stack Web Development',
  cardTitle: 'Full Stack Web Development',
  subject: 'Web',
  description: 'HTML to deployment.',
  imageUrl: '/files/images/courses/fullstack.svg',
  price: 499,
  originalPrice: 998,
  discountPercentage: 50,
};

const note = {
  id: 'bl1',
  title: 'Engineering Physics - Complete Notes',
  cardTitle: 'Engineering Physics',
  subject: 'Engineering Physics',
  imageUrl: '/files/images/bl-notes/bas101.svg',
  price: 149,
  originalPrice: 298,
  discountPercentage: 50,
};

const paidPurchase: Purchase = {
  orderId: 'ord_1',
  item: { type: 'course', id: 'c1', title: course.title },
  amount: 49900,
  currency: 'INR',
  status: 'paid',
  createdAt: Date.UTC(2026, 10, 23, 6),
  paidAt: Date.UTC(2026, 10, 23, 6, 1),
  downloadUrl: '/api/purchases/c1/download',
};

type Sent = { orders: unknown[]; verifies: { path: string; body: unknown }[]; cancels: { path: string; token: string | null; body: unknown }[] };

// The payments API as the server answers it: payments on, orders created for what is asked,
// verify accepting any signature, cancel accepting any order, and the purchases list.
function paymentsApi(opts: { config?: object; order?: () => Response; verify?: () => Response; cancel?: () => Response } = {}) {
  const sent: Sent = { orders: [], verifies: [], cancels: [] };
  server.use(
    http.get('/api/courses', () => HttpResponse.json({ items: [course] })),
    http.get('/api/payments/config', () =>
      HttpResponse.json(opts.config ?? { enabled: true, keyId: 'rzp_test_key', checkoutUrl: CHECKOUT_URL, name: 'Pathshala' }),
    ),
    http.post('/api/orders', async ({ request }) => {
      const body = (await request.json()) as { item: { type: string; id: string } };
      sent.orders.push(body);
      if (opts.order) return opts.order();
      const title = body.item.id === 'c1' ? course.title : note.title;
      const amount = body.item.id === 'c1' ? 49900 : 14900;
      return HttpResponse.json(
        {
          order: { id: 'ord_1', status: 'created', amount, currency: 'INR', item: { ...body.item, title }, createdAt: Date.now() },
          checkout: {
            key: 'rzp_test_key',
            orderId: 'order_RZP1',
            amount,
            currency: 'INR',
            name: 'Pathshala',
            description: title,
            prefill: { email: 'asha@example.in' },
          },
        },
        { status: 201 },
      );
    }),
    http.post('/api/orders/:id/verify', async ({ request, params }) => {
      sent.verifies.push({ path: String(params.id), body: await request.json() });
      if (opts.verify) return opts.verify();
      return HttpResponse.json({ order: { id: 'ord_1', status: 'paid' }, downloadUrl: '/api/purchases/c1/download' });
    }),
    http.post('/api/orders/:id/cancel', async ({ request, params }) => {
      sent.cancels.push({ path: String(params.id), token: request.headers.get('X-CSRF-Token'), body: await request.json() });
      if (opts.cancel) return opts.cancel();
      return HttpResponse.json({ order: { id: String(params.id), status: 'cancelled' } });
    }),
    http.get('/api/me/purchases', () => HttpResponse.json({ items: [paidPurchase] })),
  );
  return sent;
}

// A stand-in for Razorpay's checkout.js: records the options it was opened with and, on open(),
// does what the customer would.
type Customer = 'pays' | 'pays-then-closes' | 'fails' | 'fails-then-closes' | 'closes';
function stubCheckout(customer: Customer) {
  const opened: RazorpayOptions[] = [];
  class Checkout {
    private failed: ((f: RazorpayFailure) => void)[] = [];
    constructor(private readonly options: RazorpayOptions) {
      opened.push(options);
    }
    on(_event: 'payment.failed', callback: (f: RazorpayFailure) => void) {
      this.failed.push(callback);
    }
    open() {
      const o = this.options;
      if (customer === 'pays' || customer === 'pays-then-closes') {
        const result: CheckoutResult = { razorpay_order_id: o.order_id, razorpay_payment_id: 'pay_ABC', razorpay_signature: 'sig_hex' };
        o.handler(result);
        if (customer === 'pays-then-closes') o.modal?.ondismiss?.();
        return;
      }
      if (customer !== 'closes') {
        for (const f of this.failed)
          f({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this payment.', metadata: { payment_id: 'pay_X' } } });
      }
      if (customer !== 'fails') o.modal?.ondismiss?.();
    }
  }
  return { Razorpay: Checkout as unknown as RazorpayConstructor, opened };
}

// The checkout script the app adds to the page: "loads" (defining window.Razorpay) or fails.
function serveCheckoutScript(outcome: { Razorpay: RazorpayConstructor } | 'fails') {
  const scripts: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        scripts.push(node);
        if (outcome === 'fails') node.dispatchEvent(new Event('error'));
        else {
          window.Razorpay = outcome.Razorpay;
          node.dispatchEvent(new Event('load'));
        }
      }
    }
  });
  observer.observe(document.head, { childList: true });
  observers.push(observer);
  return scripts;
}

const observers: MutationObserver[] = [];
afterEach(() => {
  observers.splice(0).forEach((o) => o.disconnect());
  delete window.Razorpay;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.restoreAllMocks();
});

async function premiumCard() {
  const heading = await screen.findByRole('heading', { name: course.cardTitle });
  return heading.closest('article')!;
}

describe('Buy Now on a premium course', () => {
  it('signed out: asks the SPEC question; OK opens the sign-in modal remembering the page', async () => {
    const sent = paymentsApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = renderApp('/Premium_courses?ref=home');
    await screen.findByRole('link', { name: 'signup now' });
    await userEvent.click(within(await premiumCard()).getByRole('button', { name: 'Buy Now' }));
    expect(confirm).toHaveBeenCalledWith('You need an account to buy this course. Create your account?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth_model'));
    expect(router.state.location.state).toEqual({ from: '/Premium_courses?ref=home' });
    expect(sent.orders).toHaveLength(0);
  });

  it('signed out: Cancel goes to the login page', async () => {
    paymentsApi();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderApp('/Premium_courses');
    await screen.findByRole('link', { name: 'signup now' });
    await userEvent.click(within(await premiumCard()).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so when the site takes no payments, and creates no order', async () => {
    const sent = paymentsApi({ config: { enabled: false } });
    server.use(signedInAs());
    const confirm = vi.spyOn(window, 'confirm');
    renderApp('/Premium_courses');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Payments are not available on this site yet.');
    expect(sent.orders).toHaveLength(0);
    expect(confirm).not.toHaveBeenCalled();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('loads the checkout script only on Buy Now, and alerts when it does not load', async () => {
    paymentsApi();
    server.use(signedInAs());
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const scripts = serveCheckoutScript('fails');
    renderApp('/Premium_courses');
    const card = await premiumCard();
    expect(scripts).toHaveLength(0); // not on page load
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Razorpay SDK not loaded. Please check your internet.'));
    expect(scripts.map((s) => s.src)).toEqual([CHECKOUT_URL]);
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('pays: checkout gets the server order, verify gets checkout’s three fields, the student lands on the download', async () => {
    const sent = paymentsApi();
    let meCalls = 0;
    server.use(
      http.get('/api/auth/session', () => {
        meCalls += 1;
        return HttpResponse.json({ user: testUser({ purchasedCourses: meCalls > 1 ? ['c1'] : [] }) });
      }),
    );
    const checkout = stubCheckout('pays');
    const scripts = serveCheckoutScript({ Razorpay: checkout.Razorpay });
    const { router } = renderApp('/Premium_courses');
    await userEvent.click(within(await premiumCard()).getByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByRole('heading', { name: 'My purchases' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchases');
    expect(router.state.location.search).toBe('?paid=c1');
    expect(await screen.findByText('Payment received. Your download is ready.')).toHaveAttribute('role', 'status');
    const download = await screen.findByRole('link', { name: `Download ${course.title}` });
    expect(download).toHaveAttribute('href', '/api/purchases/c1/download');
    expect(download.closest('li')).toHaveAttribute('aria-current', 'true');

    expect(scripts).toHaveLength(1);
    expect(sent.orders).toEqual([{ item: { type: 'course', id: 'c1' } }]);
    expect(checkout.opened).toHaveLength(1);
    expect(checkout.opened[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 49900,
      currency: 'INR',
      name: 'Pathshala',
      description: course.title,
      order_id: 'order_RZP1',
      prefill: { email: 'asha@example.in' },
    });
    expect(sent.verifies).toEqual([
      { path: 'ord_1', body: { razorpay_order_id: 'order_RZP1', razorpay_payment_id: 'pay_ABC', razorpay_signature: 'sig_hex' } },
    ]);
    // The download started, and the account was asked again (the card now says View Now).
    expect(document.querySelector('iframe[src="/api/purchases/c1/download"]')).not.toBeNull();
    await waitFor(() => expect(meCalls).toBeGreaterThan(1));
    await act(() => router.navigate('/Premium_courses'));
    expect(within(await premiumCard()).getByRole('link', { name: 'View Now' })).toHaveAttribute('href', '/api/purchases/c1/download');
  });

  it('shows a failed payment with checkout’s reason, even after checkout is closed', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    window.Razorpay = stubCheckout('fails-then-closes').Razorpay;
    renderApp('/Premium_courses');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(await within(card).findByText('Payment failed: Your bank declined this payment. No money was taken; try again.')).toHaveAttribute('role', 'alert');
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(sent.verifies).toHaveLength(0);
    // Closed unpaid: the order is given up on the server too.
    await waitFor(() => expect(sent.cancels.map((c) => c.path)).toEqual(['ord_1']));
  });

  it('shows a cancelled payment and lets the student try again', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    const checkout = stubCheckout('closes');
    window.Razorpay = checkout.Razorpay;
    renderApp('/Premium_courses');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(await within(card).findByText('Payment cancelled. You can try again when you are ready.')).toHaveAttribute('role', 'status');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(checkout.opened).toHaveLength(2));
    expect(sent.orders).toHaveLength(2);
  });

  it('a dismissed checkout cancels its order on the server, with the CSRF token', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    window.Razorpay = stubCheckout('closes').Razorpay;
    renderApp('/Premium_courses');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(await within(card).findByText('Payment cancelled. You can try again when you are ready.')).toBeInTheDocument();
    await waitFor(() => expect(sent.cancels).toEqual([{ path: 'ord_1', token: 'csrf-visitor', body: {} }]));
  });

  it('ignores a failed cancel: the student sees the same cancellation and can try again', async () => {
    const sent = paymentsApi({
      cancel: () => HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 }),
    });
    server.use(signedInAs());
    const checkout = stubCheckout('closes');
    window.Razorpay = checkout.Razorpay;
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/Premium_courses');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(sent.cancels).toHaveLength(1));
    expect(await within(card).findByRole('status')).toHaveTextContent('Payment cancelled. You can try again when you are ready.');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();

    server.use(http.post('/api/orders/:id/cancel', () => HttpResponse.error()));
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(checkout.opened).toHaveLength(2));
    expect(await within(card).findByRole('status')).toHaveTextContent('Payment cancelled. You can try again when you are ready.');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('does not cancel an order checkout already paid, even if checkout reports a dismissal after', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    window.Razorpay = stubCheckout('pays-then-closes').Razorpay;
    const { router } = renderApp('/Premium_courses');
    await userEvent.click(within(await premiumCard()).getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'My purchases' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?paid=c1');
    expect(sent.verifies).toHaveLength(1);
    expect(sent.cancels).toEqual([]);
    expect(screen.queryByText('Payment cancelled. You can try again when you are ready.')).toBeNull();
  });

  it('shows "Opening secure checkout…" and disables the button while the order is made', async () => {
    let release: (() => void) | undefined;
    paymentsApi();
    server.use(
      signedInAs(),
      http.post('/api/orders', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(
          { error: { code: 'payments-unavailable', message: 'Razorpay cannot be reached right now. Please try again in a few minutes.' } },
          { status: 503 },
        );
      }),
    );
    window.Razorpay = stubCheckout('closes').Razorpay;
    renderApp('/Premium_courses');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Opening secure checkout…');
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release!();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Razorpay cannot be reached right now. Please try again in a few minutes.');
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('409 already-purchased: goes to the download instead of paying twice', async () => {
    paymentsApi({ order: () => HttpResponse.json({ error: { code: 'already-purchased', message: 'You already own this.' } }, { status: 409 }) });
    server.use(signedInAs());
    const checkout = stubCheckout('pays');
    window.Razorpay = checkout.Razorpay;
    const { router } = renderApp('/Premium_courses');
    await userEvent.click(within(await premiumCard()).getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('You already own this. Your download is ready.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchases');
    expect(await screen.findByRole('link', { name: `Download ${course.title}` })).toHaveAttribute('href', '/api/purchases/c1/download');
    expect(checkout.opened).toHaveLength(0);
  });

  it('says when the server could not confirm a payment, pointing to My purchases', async () => {
    paymentsApi({
      verify: () => HttpResponse.json({ error: { code: 'invalid-signature', message: 'The payment could not be verified.' } }, { status: 400 }),
    });
    server.use(signedInAs());
    window.Razorpay = stubCheckout('pays').Razorpay;
    const { router } = renderApp('/Premium_courses');
    const card = await premiumCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The payment could not be verified.');
    expect(within(alert).getByRole('link', { name: 'My purchases' })).toHaveAttribute('href', '/purchases');
    expect(router.state.location.pathname).toBe('/Premium_courses');
  });

  it('an owned course shows View Now (its download) instead of Buy Now', async () => {
    paymentsApi();
    server.use(signedInAs(testUser({ purchasedCourses: ['c1'] })));
    renderApp('/Premium_courses');
    const card = await premiumCard();
    expect(await within(card).findByRole('link', { name: 'View Now' })).toHaveAttribute('href', '/api/purchases/c1/download');
    expect(within(card).queryByRole('button', { name: 'Buy Now' })).toBeNull();
    // The price texts stay as they are.
    expect(within(card).getByText('(+ GST)')).toBeInTheDocument();
    expect(within(card).getByText('₹998').tagName).toBe('S');
  });
});

describe('Buy Now – Start Learning on course details', () => {
  it('buys a Brevi Learning notes card as "notes" after its card opened the details', async () => {
    const sent = paymentsApi();
    server.use(
      signedInAs(),
      http.get('/api/catalog/bl-notes/firstYear', () => HttpResponse.json({ items: [note] })),
    );
    window.Razorpay = stubCheckout('closes').Razorpay;
    renderApp('/brevi_learning/First-year');
    const card = (await screen.findByRole('heading', { name: note.cardTitle })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now – Start Learning' }));
    expect(await screen.findByText('Payment cancelled. You can try again when you are ready.')).toBeInTheDocument();
    expect(sent.orders).toEqual([{ item: { type: 'notes', id: 'bl1' } }]);
  });

  it('on a direct visit, tells a premium course from a notes card by the course list', async () => {
    const sent = paymentsApi();
    server.use(
      signedInAs(),
      http.get('/api/courses/c1', () => HttpResponse.json(course)),
    );
    window.Razorpay = stubCheckout('closes').Razorpay;
    renderApp('/course-details/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now – Start Learning' }));
    await screen.findByText('Payment cancelled. You can try again when you are ready.');
    expect(sent.orders).toEqual([{ item: { type: 'course', id: 'c1' } }]);
  });

  it('signed out: asks the SPEC question first', async () => {
    paymentsApi();
    server.use(http.get('/api/courses/c1', () => HttpResponse.json(course)));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = renderApp('/course-details/c1');
    await screen.findByRole('link', { name: 'signup now' });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now – Start Learning' }));
    expect(confirm).toHaveBeenCalledWith('You need an account to buy this course. Create your account?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth_model'));
    expect(router.state.location.state).toEqual({ from: '/course-details/c1' });
  });

  it('keeps a direct download link for a free item, and View Now for an owned one', async () => {
    server.use(
      signedInAs(testUser({ purchasedCourses: ['c1'] })),
      http.get('/api/courses/free1', () => HttpResponse.json({ ...note, id: 'free1', price: 0, downloadUrl: '/files/bl-notes/free.pdf' })),
      http.get('/api/courses/c1', () => HttpResponse.json(course)),
    );
    const { router, unmount } = renderApp('/course-details/free1');
    expect(await screen.findByRole('link', { name: 'Buy Now – Start Learning' })).toHaveAttribute('href', '/files/bl-notes/free.pdf');
    expect(router.state.location.pathname).toBe('/course-details/free1');
    unmount();
    renderApp('/course-details/c1');
    expect(await screen.findByRole('link', { name: 'View Now' })).toHaveAttribute('href', '/api/purchases/c1/download');
  });
});

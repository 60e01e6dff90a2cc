import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import { CHECKOUT_URL, course, note, paymentsApi, resetCheckout, serveCheckoutScript, stubCheckout } from './testing/payments';

afterEach(resetCheckout);

// Buy Now opens our checkout dialog first; its Pay button (with the quoted total) places the
// order and hands over to Razorpay's checkout. checkout-dialog.test.tsx tests the dialog itself.
async function payInDialog(label = 'Pay ₹588.82') {
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  await userEvent.click(await within(dialog).findByRole('button', { name: label }));
  return dialog;
}

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
    const dialog = await payInDialog();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Razorpay SDK not loaded. Please check your internet.'));
    expect(scripts.map((s) => s.src)).toEqual([CHECKOUT_URL]);
    // The dialog stays, so Pay tries again (the order made meanwhile is reused by the server).
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹588.82' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(scripts).toHaveLength(2);
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
    await payInDialog();

    expect(await screen.findByRole('heading', { name: 'My purchases' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
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
      amount: 58882,
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
    await payInDialog();
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
    await payInDialog();
    expect(await within(card).findByText('Payment cancelled. You can try again when you are ready.')).toHaveAttribute('role', 'status');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await payInDialog();
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
    await payInDialog();
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
    await payInDialog();
    await waitFor(() => expect(sent.cancels).toHaveLength(1));
    expect(await within(card).findByRole('status')).toHaveTextContent('Payment cancelled. You can try again when you are ready.');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();

    server.use(http.post('/api/orders/:id/cancel', () => HttpResponse.error()));
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await payInDialog();
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
    await payInDialog();
    expect(await screen.findByRole('heading', { name: 'My purchases' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?paid=c1');
    expect(sent.verifies).toHaveLength(1);
    expect(sent.cancels).toEqual([]);
    expect(screen.queryByText('Payment cancelled. You can try again when you are ready.')).toBeNull();
  });

  it('shows "Opening secure checkout…" and disables Pay while the order is made; a refusal stays in the dialog', async () => {
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
    const dialog = await payInDialog();
    expect(await within(dialog).findByText('Opening secure checkout…')).toHaveAttribute('role', 'status');
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹588.82' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release!();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Razorpay cannot be reached right now. Please try again in a few minutes.');
    expect(pay).toBeEnabled();
  });

  it('409 already-purchased: goes to the download instead of paying twice', async () => {
    paymentsApi({ order: () => HttpResponse.json({ error: { code: 'already-purchased', message: 'You already own this.' } }, { status: 409 }) });
    server.use(signedInAs());
    const checkout = stubCheckout('pays');
    window.Razorpay = checkout.Razorpay;
    const { router } = renderApp('/Premium_courses');
    await userEvent.click(within(await premiumCard()).getByRole('button', { name: 'Buy Now' }));
    await payInDialog();
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
    await payInDialog();
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
    // The price texts stay as they are: what is paid, GST included.
    expect(within(card).getByText('₹588.82')).toBeInTheDocument();
    expect(within(card).getByText('incl. GST')).toBeInTheDocument();
    expect(within(card).getByText('₹1,177.64').tagName).toBe('S');
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
    await payInDialog('Pay ₹175.82');
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
    await payInDialog();
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
      http.get('/api/courses/free1', () =>
        HttpResponse.json({ ...note, id: 'free1', price: 0, payable: undefined, originalPayable: undefined, downloadUrl: '/files/bl-notes/free.pdf' }),
      ),
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

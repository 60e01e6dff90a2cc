import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import { CHECKOUT_URL, COUPON_REFUSED, course, paymentsApi, resetCheckout, serveCheckoutScript, STATES, stubCheckout } from './testing/payments';

afterEach(resetCheckout);

async function openCheckout() {
  const card = (await screen.findByRole('heading', { name: course.cardTitle })).closest('article')!;
  await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  await within(dialog).findByRole('button', { name: /^Pay ₹/ }); // the quote is in
  return { card, dialog };
}

// The rows of the price summary, "label value" each.
const summary = (dialog: HTMLElement) => [...dialog.querySelectorAll('dl > div')].map((row) => row.textContent);

describe('The checkout dialog', () => {
  it('shows the item, the quoted price and its GST; Escape closes it, gives focus back and orders nothing', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    renderApp('/Premium_courses');
    const { card, dialog } = await openCheckout();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(course.cardTitle)).toBeInTheDocument();
    expect(summary(dialog)).toEqual(['Price₹588.82', 'Total₹588.82']);
    expect(within(dialog).getByText('Includes 18% GST: CGST ₹44.91 + SGST ₹44.91 on ₹499.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name on invoice' })).toHaveAttribute('maxlength', '100');
    const state = within(dialog).getByRole('combobox', { name: 'Your state' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose your state', ...STATES.map((s) => s.name)]);
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(sent.quotes).toEqual([{ item: { type: 'course', id: 'c1' } }]);

    // Focus stays inside: Shift+Tab from the dialog goes to its last control.
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Pay ₹588.82' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toHaveFocus();
    expect(sent.orders).toEqual([]);
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('applies a coupon: the discount and the new total show, and the order carries the coupon and the buyer', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    const checkout = stubCheckout('closes');
    serveCheckoutScript({ Razorpay: checkout.Razorpay });
    renderApp('/Premium_courses');
    const { card, dialog } = await openCheckout();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'save10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Coupon SAVE10 applied: ₹58.88 off. New total ₹529.94.')).toHaveAttribute('role', 'status');
    expect(summary(dialog)).toEqual(['Price₹588.82', 'Coupon SAVE10−₹58.88', 'Total₹529.94']);
    expect(within(dialog).getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SAVE10');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name on invoice' }), 'Asha Verma');
    // Another state: the same total, its GST as IGST.
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Your state' }), 'Maharashtra');
    expect(await within(dialog).findByText('Includes 18% GST: IGST ₹80.84 on ₹449.10.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹529.94' }));
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    expect(sent.orders).toEqual([{ item: { type: 'course', id: 'c1' }, coupon: 'SAVE10', buyer: { name: 'Asha Verma', state: '27' } }]);
    expect(checkout.opened[0]).toMatchObject({ amount: 52994, order_id: 'order_RZP1' });
    expect(screen.queryByRole('dialog')).toBeNull(); // Razorpay's checkout took over
    expect(await within(card).findByText('Payment cancelled. You can try again when you are ready.')).toBeInTheDocument();
  });

  it('a business gives its GSTIN: the place of supply follows it, the order carries it, and a refused one shows at the field', async () => {
    const sent = paymentsApi({
      order: () =>
        sent.orders.length === 1
          ? HttpResponse.json(
              {
                error: {
                  code: 'invalid-field',
                  field: 'buyer.gstin',
                  message: 'This is not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV. Check each one.',
                },
              },
              { status: 400 },
            )
          : HttpResponse.json({ error: { code: 'payments-unavailable', message: 'Stop here.' } }, { status: 503 }),
    });
    server.use(signedInAs());
    renderApp('/Premium_courses');
    const { dialog } = await openCheckout();
    expect(within(dialog).queryByRole('textbox', { name: 'GSTIN' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Buying for a business (GST invoice with its GSTIN)' }));
    const gstin = within(dialog).getByRole('textbox', { name: 'GSTIN' });
    // Nothing typed: said at the field, nothing ordered.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ₹/ }));
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining('Enter the business’s GSTIN'));
    expect(gstin).toHaveFocus();
    expect(sent.orders).toEqual([]);

    await userEvent.type(gstin, '27aapfu0939f1zv');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Legal name of the business' }), 'Udaan Coaching LLP');
    // Its state is Maharashtra: the place of supply, so IGST.
    const state = within(dialog).getByRole('combobox', { name: 'Your state' });
    expect(state).toBeDisabled();
    expect(state).toHaveValue('27');
    expect(state).toHaveAccessibleDescription('From your GSTIN: Maharashtra, the place of supply.');
    expect(await within(dialog).findByText(/IGST/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(sent.orders).toHaveLength(1));
    expect(sent.orders[0]).toEqual({ item: { type: 'course', id: 'c1' }, buyer: { name: 'Udaan Coaching LLP', state: '27', gstin: '27AAPFU0939F1ZV' } });
    // The server's refusal, at the field it names.
    expect(await within(dialog).findByText(/This is not a valid GSTIN/)).toBeInTheDocument();
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining('This is not a valid GSTIN'));
    expect(gstin).toHaveFocus();
  });

  it('a business kept on the profile is filled in, with its state, and can be unticked', async () => {
    const sent = paymentsApi({ order: () => HttpResponse.json({ error: { code: 'payments-unavailable', message: 'Stop here.' } }, { status: 503 }) });
    server.use(signedInAs(testUser({ business: { name: 'Udaan Coaching LLP', gstin: '27AAPFU0939F1ZV' } })));
    renderApp('/Premium_courses');
    const { dialog } = await openCheckout();
    expect(within(dialog).getByRole('checkbox', { name: 'Buying for a business (GST invoice with its GSTIN)' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'GSTIN' })).toHaveValue('27AAPFU0939F1ZV');
    expect(within(dialog).getByRole('textbox', { name: 'Legal name of the business' })).toHaveValue('Udaan Coaching LLP');
    expect(within(dialog).getByRole('combobox', { name: 'Your state' })).toHaveValue('27');
    expect(await within(dialog).findByText(/IGST/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(sent.orders).toHaveLength(1));
    expect(sent.orders[0]).toEqual({ item: { type: 'course', id: 'c1' }, buyer: { name: 'Udaan Coaching LLP', state: '27', gstin: '27AAPFU0939F1ZV' } });
  });

  it('a refused code: the server’s message at the field, and nothing else changes', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    renderApp('/Premium_courses');
    const { dialog } = await openCheckout();
    const field = within(dialog).getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'OLD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(COUPON_REFUSED));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(summary(dialog)).toEqual(['Price₹588.82', 'Total₹588.82']);
    expect(within(dialog).getByRole('button', { name: 'Pay ₹588.82' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sent.orders).toEqual([]);

    // Pay with the refused code still typed prices it again rather than paying unseen.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹588.82' }));
    await waitFor(() => expect(sent.quotes.filter((q) => q.coupon === 'OLD')).toHaveLength(2));
    expect(sent.orders).toEqual([]);
  });

  it('a code typed but not applied is priced when Pay is pressed, and the new total shown before paying', async () => {
    const sent = paymentsApi();
    server.use(signedInAs());
    renderApp('/Premium_courses');
    const { dialog } = await openCheckout();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹588.82' }));
    expect(await within(dialog).findByRole('button', { name: 'Pay ₹529.94' })).toBeEnabled();
    expect(sent.orders).toEqual([]);
  });

  it('a coupon refused when the order is placed (used up meanwhile) shows at the field too', async () => {
    const sent = paymentsApi({
      order: () => HttpResponse.json({ error: { code: 'invalid-field', message: 'This code has been used up.', field: 'coupon' } }, { status: 400 }),
    });
    server.use(signedInAs());
    renderApp('/Premium_courses');
    const { dialog } = await openCheckout();
    const field = within(dialog).getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'SAVE10{Enter}'); // Enter applies the code
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay ₹529.94' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This code has been used up.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent.orders).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('a coupon that makes it free: no Razorpay, "It’s yours" and the download; the card then says View Now', async () => {
    const sent = paymentsApi();
    let ordered = false;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json({ user: testUser({ purchasedCourses: ordered ? ['c1'] : [] }) })),
      http.post('/api/orders', () => {
        ordered = true;
        return undefined; // on to paymentsApi's handler
      }),
    );
    const scripts = serveCheckoutScript({ Razorpay: stubCheckout('pays').Razorpay });
    renderApp('/Premium_courses');
    const { card, dialog } = await openCheckout();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'FREE100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Coupon FREE100 applied: it is free.')).toBeInTheDocument();
    expect(summary(dialog)).toEqual(['Price₹588.82', 'Coupon FREE100−₹588.82', 'TotalFree']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Get it free' }));
    const done = await within(dialog).findByText("It's yours — free with coupon FREE100.");
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(dialog).getByRole('link', { name: `Download ${course.cardTitle}` })).toHaveAttribute('href', '/api/purchases/c1/download');
    expect(within(dialog).getByRole('link', { name: 'My purchases' })).toHaveAttribute('href', '/purchases');
    expect(sent.orders).toEqual([{ item: { type: 'course', id: 'c1' }, coupon: 'FREE100' }]);
    expect(scripts).toHaveLength(0);
    expect(window.Razorpay).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(card).findByRole('link', { name: 'View Now' })).toHaveAttribute('href', '/api/purchases/c1/download');
  });

  it('a seller without GST registration: a receipt, and no GST in the price', async () => {
    paymentsApi({ config: { enabled: true, keyId: 'rzp_test_key', checkoutUrl: CHECKOUT_URL, name: 'Pathshala', taxInvoice: false, states: STATES } });
    server.use(
      signedInAs(),
      http.post('/api/orders/quote', () =>
        HttpResponse.json({
          listAmount: 49900,
          discount: 0,
          amount: 49900,
          coupon: null,
          gst: { included: false, rate: 0, taxable: 49900, cgst: 0, sgst: 0, igst: 0 },
        }),
      ),
    );
    renderApp('/Premium_courses');
    const card = (await screen.findByRole('heading', { name: course.cardTitle })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByRole('button', { name: 'Pay ₹499' })).toBeEnabled();
    expect(within(dialog).getByText('No GST is charged (the seller is not GST-registered). You get a receipt.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name on receipt' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Your state' })).toHaveAccessibleDescription('Optional. You get a receipt: no GST is charged.');
  });
});

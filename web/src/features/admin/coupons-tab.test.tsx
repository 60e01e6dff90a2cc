import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { Coupon, CouponInput } from './api/types';

const T = Date.UTC(2026, 10, 20, 6);

const coupon = (extra: Partial<Coupon> = {}): Coupon => ({
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  includesGst: true,
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerStudent: null,
  items: [],
  uses: 0,
  discountGiven: 0,
  createdAt: T,
  updatedAt: T,
  ...extra,
});

const SAVE50 = coupon({
  code: 'SAVE50',
  kind: 'fixed',
  value: 50,
  validFrom: Date.UTC(2026, 10, 1),
  validTo: Date.UTC(2026, 11, 1),
  maxUses: 100,
  maxUsesPerStudent: 1,
  items: [
    { type: 'course', id: 'c1' },
    { type: 'notes', id: 'bl1' },
  ],
  uses: 3,
  discountGiven: 15000,
});

const course = (id: string, title: string, price: number) => ({ id, title, cardTitle: title, subject: '', imageUrl: '/i.png', price, discountPercentage: 0 });

type Answer = { status: number; body: Record<string, unknown> };

// An admin signed in, the coupons on the "server" (POST adds, PUT changes, DELETE removes,
// unless `refuse` answers first), and the shop's priced items. Every write is logged.
function adminWithCoupons(initial: Coupon[], refuse: Answer[] = []) {
  let list = [...initial];
  const writes: { method: string; code?: string; body?: CouponInput }[] = [];
  const refusal = () => refuse.shift();
  const stored = (body: CouponInput): Coupon => ({
    ...coupon(),
    ...body,
    items: body.items ?? [],
    validFrom: body.validFrom ?? null,
    validTo: body.validTo ?? null,
    maxUses: body.maxUses ?? null,
    maxUsesPerStudent: body.maxUsesPerStudent ?? null,
  });
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/coupons', () => HttpResponse.json({ items: list })),
    http.post('/api/admin/coupons', async ({ request }) => {
      const body = (await request.json()) as CouponInput;
      writes.push({ method: 'POST', body });
      const no = refusal();
      if (no) return HttpResponse.json(no.body, { status: no.status });
      list = [stored(body), ...list];
      return HttpResponse.json(list[0], { status: 201 });
    }),
    http.put('/api/admin/coupons/:code', async ({ request, params }) => {
      const body = (await request.json()) as CouponInput;
      writes.push({ method: 'PUT', code: String(params.code), body });
      const no = refusal();
      if (no) return HttpResponse.json(no.body, { status: no.status });
      list = list.map((c) => (c.code === params.code ? { ...c, ...stored(body), uses: c.uses, discountGiven: c.discountGiven } : c));
      return HttpResponse.json(list.find((c) => c.code === params.code));
    }),
    http.delete('/api/admin/coupons/:code', ({ params }) => {
      writes.push({ method: 'DELETE', code: String(params.code) });
      list = list.filter((c) => c.code !== params.code);
      return HttpResponse.json({ deleted: true });
    }),
    http.get('/api/courses', () => HttpResponse.json({ items: [course('c1', 'Full Stack Web Development', 499), course('c0', 'Free starter', 0)] })),
    http.get('/api/catalog/bl-notes/:year', ({ params }) =>
      HttpResponse.json({ items: params.year === 'firstYear' ? [course('bl1', 'Physics notes', 149)] : [] }),
    ),
  );
  return { writes };
}

const card = async (code: string) => screen.findByRole('listitem', { name: code });
const facts = (el: HTMLElement) =>
  within(el)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

afterEach(() => vi.restoreAllMocks());

describe('admin Coupons tab', () => {
  it('lists the coupons with what they take off, validity, uses, limits, items and discount given', async () => {
    adminWithCoupons([coupon(), SAVE50]);
    renderApp('/admin?tab=Coupons');
    expect(await screen.findByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Coupons, newest first: 2' })).toBeInTheDocument();

    const welcome = await card('WELCOME10');
    expect(within(welcome).getByText('10% off')).toBeInTheDocument();
    expect(facts(welcome)).toEqual(['Valid: Always', 'Uses: 0 / no limit', 'Per student: No limit', 'Items: All items', 'Discount given: ₹0.00']);

    const save = await card('SAVE50');
    expect(within(save).getByText('₹50 off')).toBeInTheDocument();
    await waitFor(() => expect(facts(save)).toContain('Items: Full Stack Web Development, Physics notes'));
    expect(facts(save)).toEqual([
      expect.stringMatching(/^Valid: 1 Nov 2026.* to 1 Dec 2026/),
      'Uses: 3 / 100',
      'Per student: 1',
      'Items: Full Stack Web Development, Physics notes',
      'Discount given: ₹150.00',
    ]);
  });

  it('adds a coupon limited to chosen items, with its dates and limits', async () => {
    const { writes } = adminWithCoupons([]);
    renderApp('/admin?tab=Coupons');
    expect(await screen.findByText('No coupons yet. Add one with the form.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a coupon' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'diwali-26');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'fixed');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rupees off' }), '100');
    fireEvent.input(within(form).getByLabelText('Valid from'), { target: { value: '2026-11-01T00:00' } });
    fireEvent.input(within(form).getByLabelText('Valid until'), { target: { value: '2026-11-15T23:59' } });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Uses in all' }), '200');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Uses per student' }), '1');

    // Priced items only, grouped as the shop shows them.
    const premium = await within(form).findByRole('group', { name: 'Premium courses' });
    expect(
      within(premium)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Full Stack Web Development (₹499)']);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Physics notes (₹149)' }));
    expect(within(form).getByRole('group', { name: 'Brevi Learning notes, First year' })).toBeInTheDocument();
    expect(within(form).getByText('1 chosen: the code works for these only.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText('Saved coupon DIWALI-26.')).toHaveAttribute('role', 'status');
    expect(writes).toEqual([
      {
        method: 'POST',
        body: {
          code: 'DIWALI-26',
          kind: 'fixed',
          value: 100,
          includesGst: true,
          validFrom: new Date('2026-11-01T00:00').getTime(),
          validTo: new Date('2026-11-15T23:59').getTime(),
          maxUses: 200,
          maxUsesPerStudent: 1,
          items: [{ type: 'notes', id: 'bl1' }],
        },
      },
    ]);
    expect(await card('DIWALI-26')).toHaveTextContent('₹100 off');
    // The form starts afresh.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
  });

  // Issue 50: "₹100 off" means off what the student pays unless the admin says otherwise, and
  // a code that gives items away says which.
  it('takes rupees off the price with GST by default, and names the items a code makes free', async () => {
    const { writes } = adminWithCoupons([]);
    renderApp('/admin?tab=Coupons');
    const form = await screen.findByRole('form', { name: 'Add a coupon' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'BIG200');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'fixed');
    const takenOff = within(form).getByRole('combobox', { name: 'Taken off' });
    expect(takenOff).toHaveDisplayValue('the price the student sees (GST included)');
    expect(within(form).getByText('"₹100 off" takes ₹100 off what the student pays.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rupees off' }), '200');
    // Every priced item: the ₹149 notes cost less than ₹200.
    const warning = await within(form).findByRole('status');
    expect(warning).toHaveTextContent('This code makes an item free: students would pay nothing for it.');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Physics notes']);
    // Off the price before GST: the same warning, and the hint says what the student pays.
    await userEvent.selectOptions(takenOff, 'the listed price, before GST');
    expect(within(form).getByText(/"₹100 off" takes ₹118 off what the student pays/)).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('Physics notes');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Rupees off' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rupees off' }), '20');
    expect(within(form).queryByRole('status')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await screen.findByText('Saved coupon BIG200.');
    expect(writes[0]).toMatchObject({ method: 'POST', body: { code: 'BIG200', kind: 'fixed', value: 20, includesGst: false } });
  });

  it("checks the form, and puts the server's field errors at their fields", async () => {
    const { writes } = adminWithCoupons(
      [],
      [
        { status: 400, body: { error: { code: 'invalid-field', field: 'validTo', message: 'This date has passed.' } } },
        { status: 409, body: { error: { code: 'coupon-exists', message: 'A coupon with this code exists.' } } },
      ],
    );
    renderApp('/admin?tab=Coupons');
    const form = await screen.findByRole('form', { name: 'Add a coupon' });
    const code = within(form).getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, 'X!');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Percent off' }), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    expect(code).toHaveAccessibleDescription(/Use 3 to 20 letters, digits, - or _\./);
    expect(code).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Percent off' })).toHaveAccessibleDescription(/Enter a whole percent from 1 to 100\./);
    expect(writes).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, 'SPRING');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Percent off' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Percent off' }), '15');
    fireEvent.input(within(form).getByLabelText('Valid until'), { target: { value: '2020-01-01T00:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(within(form).getByLabelText('Valid until')).toHaveAccessibleDescription(/This date has passed\./));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted field.');

    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/A coupon with this code exists\./));
    expect(code).toHaveFocus();
    expect(writes).toHaveLength(2);
  });

  it('edits a coupon (its code stays) and deletes one after confirming', async () => {
    const { writes } = adminWithCoupons([coupon(), SAVE50]);
    renderApp('/admin?tab=Coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SAVE50' }));
    const form = screen.getByRole('form', { name: 'Edit coupon SAVE50' });
    expect(within(form).getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    const value = within(form).getByRole('textbox', { name: 'Rupees off' });
    expect(value).toHaveValue('50');
    expect(await within(form).findByRole('checkbox', { name: 'Full Stack Web Development (₹499)' })).toBeChecked();
    await userEvent.clear(value);
    await userEvent.type(value, '75');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Full Stack Web Development (₹499)' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Uses in all' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved coupon SAVE50.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      code: 'SAVE50',
      body: {
        code: 'SAVE50',
        kind: 'fixed',
        value: 75,
        maxUses: null,
        maxUsesPerStudent: 1,
        items: [{ type: 'notes', id: 'bl1' }],
        validFrom: SAVE50.validFrom,
      },
    });
    expect(await card('SAVE50')).toHaveTextContent('₹75 off');
    expect(screen.getByRole('form', { name: 'Add a coupon' })).toBeInTheDocument();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete WELCOME10' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete coupon WELCOME10?'));
    expect(writes).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete WELCOME10' }));
    expect(await screen.findByText('Deleted coupon WELCOME10.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'WELCOME10' })).toBeNull());
    expect(writes.at(-1)).toEqual({ method: 'DELETE', code: 'WELCOME10' });
  });

  it('says when the coupons cannot be loaded, with Retry', async () => {
    let calls = 0;
    adminWithCoupons([]);
    server.use(
      http.get('/api/admin/coupons', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
          : HttpResponse.json({ items: [] });
      }),
    );
    renderApp('/admin?tab=Coupons');
    expect(await screen.findByText('Could not load the coupons. Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No coupons yet. Add one with the form.')).toBeInTheDocument();
  });
});

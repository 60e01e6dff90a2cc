import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SCREEN } from '@/hooks/use-media-query';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { signedInAs, testUser } from '@/testing/auth';
import type { AdminOrder, AdminRecord, BackgroundTask } from './api/types';

// On a phone (below 48rem) the admin's lists are cards, not tables that would scroll sideways:
// each record's fields as label and value, and its Edit and Delete named after it. (The
// tables of a wide screen are what the other admin tests see: setup.ts's matchMedia matches
// nothing.)
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query === NARROW_SCREEN });
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.restoreAllMocks();
});

const note = (n: number, extra: Partial<AdminRecord> = {}): AdminRecord => ({
  id: `n${n}`,
  version: 1,
  title: `Unit ${n} notes`,
  subject: 'Compiler Design',
  downloadUrl: `/files/notes-${n}.pdf`,
  fileType: 'PDF',
  ...extra,
});

describe('the admin panel on a phone', () => {
  it('lists records as cards with the fields, Edit and Delete of each', async () => {
    const deleted: string[] = [];
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/catalog/notes/thirdYear', () =>
        HttpResponse.json({ items: [note(1, { downloads: 12 }), note(2, { subject: '', downloads: 0 })], next: null, total: 2 }),
      ),
      http.delete('/api/admin/catalog/notes/thirdYear/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ deleted: params.id });
      }),
    );
    renderApp('/admin?year=thirdYear');
    const list = await screen.findByRole('list', { name: 'notes, Third year: 2 records' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]);
    expect(first.getByText('Unit 1 notes')).toBeInTheDocument();
    const fields = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(fields(cards[0])).toEqual(['Subject: Compiler Design', 'File type: PDF', 'Downloads: 12']);
    expect(fields(cards[1])).toEqual(['Subject: —', 'File type: PDF', 'Downloads: 0']);

    await userEvent.click(first.getByRole('button', { name: 'Edit Unit 1 notes' }));
    const form = await screen.findByRole('form', { name: 'Edit notes record' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Unit 1 notes');

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Delete Unit 2 notes' }));
    await vi.waitFor(() => expect(deleted).toEqual(['n2']));
  });

  it('lists orders as cards, each with its Details', async () => {
    const order: AdminOrder = {
      id: 'ord_1',
      user: { uid: 'u1', email: 'student1@example.in' },
      item: { type: 'course', id: 'c1', title: 'Full Stack Web Development' },
      amount: 49900,
      currency: 'INR',
      status: 'created',
      razorpayOrderId: 'order_RZP1',
      razorpayPaymentId: null,
      createdAt: Date.UTC(2026, 10, 23, 6),
      updatedAt: Date.UTC(2026, 10, 23, 6, 1),
    };
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/orders', () => HttpResponse.json({ items: [order], next: null, total: 1 })),
    );
    renderApp('/admin?tab=Orders');
    const list = await screen.findByRole('list', { name: 'Orders, newest first: 1 order' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Full Stack Web Development')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    ).toEqual([
      expect.stringMatching(/^Date: 23 Nov 2026/),
      'User: student1@example.in',
      'Amount: ₹499.00',
      'Status: Created',
      'Razorpay order: order_RZP1',
      'Razorpay payment: —',
    ]);
    // Its one control opens its details (refunds, invoice) below it.
    expect(within(card).getByRole('button')).toHaveAccessibleName('Details of order ord_1');
    expect(within(card).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists background tasks as cards, with the reason and Retry now of a failed one', async () => {
    const failed: BackgroundTask = {
      id: 9,
      kind: 'mail.password-reset',
      label: 'Password reset mail to asha@example.com',
      state: 'failed',
      attempts: 8,
      maxAttempts: 8,
      runAt: Date.UTC(2026, 10, 23, 6),
      lastError: 'SMTP server refused the recipient',
      createdAt: Date.UTC(2026, 10, 23, 6),
      updatedAt: Date.UTC(2026, 10, 23, 7),
    };
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/tasks', () => HttpResponse.json({ items: [failed], counts: { queued: 0, running: 0, failed: 1, done: 0 }, next: null })),
    );
    renderApp('/admin?tab=Background');
    const list = await screen.findByRole('list', { name: 'Background tasks, newest first: 1 task' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Password reset mail to asha@example.com')).toBeInTheDocument();
    expect(within(card).getByText('mail.password-reset')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    ).toEqual(['State: Failed', 'Attempts: 8 of 8', expect.stringMatching(/^Created: 23 Nov 2026/), 'Last error: SMTP server refused the recipient']);
    expect(within(card).getByRole('button', { name: 'Retry now: Password reset mail to asha@example.com' })).toBeEnabled();
  });
});

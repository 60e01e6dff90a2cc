import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { Stats } from './api/types';
import { istRange } from './lib/ist-days';

// jsdom cannot draw on a canvas (it would log "not implemented"): the charts' tables show.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});
// 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India: the dashboard's days are India's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const STATS: Stats = {
  from: '2026-11-23',
  to: '2026-11-25',
  days: [
    { date: '2026-11-23', revenue: 149700, refunded: 0, orders: 3, signups: 12, downloads: 40 },
    { date: '2026-11-24', revenue: -49900, refunded: 49900, orders: 0, signups: 7, downloads: 25 },
    { date: '2026-11-25', revenue: 14900, refunded: 0, orders: 1, signups: 0, downloads: 3 },
  ],
  totals: { revenue: 114700, refunded: 49900, orders: 4, signups: 19, downloads: 68 },
  ordersByStatus: { paid: 3, refunded: 1, created: 0, expired: 2 },
  topItems: [
    { type: 'course', id: 'c1', title: 'Full Stack Web Development', orders: 3, revenue: 99800 },
    { type: 'notes', id: 'bl1', title: 'Physics notes', orders: 1, revenue: 14900 },
  ],
  coupons: [{ code: 'DIWALI', uses: 2, discount: 10000 }],
};

const EMPTY: Stats = {
  ...STATS,
  days: STATS.days.map((d) => ({ ...d, revenue: 0, refunded: 0, orders: 0 })),
  totals: { revenue: 0, refunded: 0, orders: 0, signups: 19, downloads: 68 },
  ordersByStatus: {},
  topItems: [],
  coupons: [],
};

function adminWithStats(answer: Stats = STATS) {
  const asked: URLSearchParams[] = [];
  server.use(
    signedInAs(testUser({ role: 'admin' })),
    http.get('/api/admin/stats', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('admin Dashboard tab', () => {
  it('shows the totals, each chart as a table with its numbers, and the lists', async () => {
    const asked = adminWithStats();
    renderApp('/admin?tab=Dashboard');
    expect(await screen.findByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    const dl = (await screen.findByText('Revenue (net of refunds)')).closest('dl')!;
    expect(
      within(dl)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    ).toEqual(['Revenue (net of refunds): ₹1,147.00', 'Refunds: ₹499.00', 'Orders: 4', 'Signups: 19', 'Downloads: 68']);

    // The last 30 days in India, today (25 Nov there) included.
    expect(Object.fromEntries(asked[0])).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/stats?from=2026-10-27&to=2026-11-25&format=csv');

    for (const name of ['Revenue per day, net of refunds', 'Orders per day', 'Signups per day', 'Downloads per day']) {
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    }
    expect(rows('Revenue per day, net of refunds')).toEqual([
      ['23 Nov 2026', '₹1,497.00'],
      ['24 Nov 2026', '-₹499.00'],
      ['25 Nov 2026', '₹149.00'],
    ]);
    expect(rows('Orders per day')).toEqual([
      ['23 Nov 2026', '3'],
      ['24 Nov 2026', '0'],
      ['25 Nov 2026', '1'],
    ]);
    expect(rows('Signups per day').map((r) => r[1])).toEqual(['12', '7', '0']);
    expect(rows('Downloads per day').map((r) => r[1])).toEqual(['40', '25', '3']);
    // Without a canvas there is nothing to toggle: the tables are the view.
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();

    expect(rows('Orders by status')).toEqual([
      ['Paid', '3'],
      ['Refunded', '1'],
      ['Expired', '2'],
    ]);
    expect(rows('Top items')).toEqual([
      ['Full Stack Web Development', '3', '₹998.00'],
      ['Physics notes', '1', '₹149.00'],
    ]);
    expect(rows('Coupons used')).toEqual([['DIWALI', '2', '₹100.00']]);
  });

  it('asks for 7 or 90 days when those are chosen', async () => {
    const asked = adminWithStats();
    renderApp('/admin?tab=Dashboard');
    await screen.findByText('Revenue (net of refunds)');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({ from: '2026-11-19', to: '2026-11-25' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/stats?from=2026-11-19&to=2026-11-25&format=csv');
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toEqual({ from: '2026-08-28', to: '2026-11-25' }));
  });

  it('says when there are no orders yet, and still charts signups and downloads', async () => {
    adminWithStats(EMPTY);
    renderApp('/admin?tab=Dashboard');
    expect(await screen.findByText('No orders in these days yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Revenue per day, net of refunds' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Top items' })).toBeNull();
    expect(rows('Signups per day').map((r) => r[1])).toEqual(['12', '7', '0']);
  });

  it('shows an error with Retry', async () => {
    let calls = 0;
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/stats', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, { status: 500 })
          : HttpResponse.json(STATS);
      }),
    );
    renderApp('/admin?tab=Dashboard');
    expect(await screen.findByText('Loading the numbers...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Could not load the numbers. Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Revenue (net of refunds)')).toBeInTheDocument();
  });
});

describe('istRange', () => {
  it("counts days in India, whatever the browser's time zone", () => {
    expect(istRange(7, new Date('2026-11-24T18:29:00Z'))).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(istRange(7, new Date('2026-11-24T18:30:00Z'))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(istRange(30, new Date('2026-03-01T06:00:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});

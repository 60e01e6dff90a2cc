import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs, testUser } from '@/testing/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { Stats } from './api/types';

// Where a browser can draw, the dashboard loads uPlot (lib/uplot, a chunk of its own) and
// gives it each series. jsdom cannot draw, so uPlot is replaced by a recorder and the canvas
// check is told yes.
const charts = vi.hoisted(() => ({ made: [] as { data: number[][]; label: string; el: HTMLElement; destroyed: boolean }[] }));
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    private entry: (typeof charts.made)[number];
    constructor(opts: { series: { label?: string }[] }, data: number[][], el: HTMLElement) {
      this.entry = { data, label: String(opts.series[1].label), el, destroyed: false };
      charts.made.push(this.entry);
    }
    setSize() {}
    destroy() {
      this.entry.destroyed = true;
    }
  }
  return { default: FakePlot };
});
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => ({})) as unknown as typeof HTMLCanvasElement.prototype.getContext;
});

const STATS: Stats = {
  from: '2026-11-24',
  to: '2026-11-25',
  days: [
    { date: '2026-11-24', revenue: 49900, refunded: 0, orders: 1, signups: 4, downloads: 9 },
    { date: '2026-11-25', revenue: 0, refunded: 0, orders: 0, signups: 2, downloads: 5 },
  ],
  totals: { revenue: 49900, refunded: 0, orders: 1, signups: 6, downloads: 14 },
  ordersByStatus: { paid: 1 },
  topItems: [],
  coupons: [],
};

describe('dashboard charts', () => {
  it('draws each series, hides the drawing from screen readers, and shows its table on request', async () => {
    server.use(
      signedInAs(testUser({ role: 'admin' })),
      http.get('/api/admin/stats', () => HttpResponse.json(STATS)),
    );
    renderApp('/admin?tab=Dashboard');
    await waitFor(() => expect(charts.made).toHaveLength(4));
    expect(charts.made.map((c) => [c.label, c.data])).toEqual([
      [
        'Revenue',
        [
          [0, 1],
          [49900, 0],
        ],
      ],
      [
        'Orders',
        [
          [0, 1],
          [1, 0],
        ],
      ],
      [
        'Signups',
        [
          [0, 1],
          [4, 2],
        ],
      ],
      [
        'Downloads',
        [
          [0, 1],
          [9, 5],
        ],
      ],
    ]);
    for (const c of charts.made) expect(c.el).toHaveAttribute('aria-hidden', 'true');

    // The table is there for screen readers all along, and seen with "Show as table".
    const figure = screen.getByRole('figure', { name: 'Signups per day' });
    const table = within(figure).getByRole('table', { name: 'Signups per day' });
    expect(table.parentElement).toHaveClass('sr-only');
    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }));
    expect(within(figure).getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(charts.made.find((c) => c.label === 'Signups')?.destroyed).toBe(true);
  });
});

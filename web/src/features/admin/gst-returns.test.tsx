import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GstReturns } from './components/GstReturns';
import { gstQuarters, previousIstMonth } from './lib/gst-periods';

// 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India: the returns' months are India's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const link = (name: RegExp) => screen.getByRole('link', { name });

describe('GST returns (issue 50)', () => {
  it("offers last month's GSTR-1 and invoice register first, as the API names the period", () => {
    render(<GstReturns />);
    expect(link(/Download GSTR-1 for Nov 2026 \(ZIP\)/)).toHaveAttribute('href', '/api/admin/gst/gstr1?from=2026-11');
    expect(link(/invoice register for Nov 2026/)).toHaveAttribute('href', '/api/admin/gst/invoice-register?from=2026-11');
  });

  // A month field is typed into as a whole value (a browser's month picker sets it at once).
  it('takes another month, and refuses one that has not begun', () => {
    render(<GstReturns />);
    const month = screen.getByLabelText('Month');
    fireEvent.input(month, { target: { value: '2026-08' } });
    expect(link(/GSTR-1 for Aug 2026/)).toHaveAttribute('href', '/api/admin/gst/gstr1?from=2026-08');
    fireEvent.input(month, { target: { value: '2027-01' } });
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a month from July 2017 up to this one, as YYYY-MM.')).toBeVisible();
    fireEvent.input(month, { target: { value: '2017-06' } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("offers GST's quarters, the last whole one first", async () => {
    const user = userEvent.setup();
    render(<GstReturns />);
    await user.click(screen.getByRole('radio', { name: 'A quarter' }));
    const quarter = screen.getByRole('combobox', { name: 'Quarter' });
    expect(
      within(quarter)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(0, 3),
    ).toEqual(['Oct–Dec 2026', 'Jul–Sep 2026', 'Apr–Jun 2026']);
    expect(link(/GSTR-1 for Jul–Sep 2026/)).toHaveAttribute('href', '/api/admin/gst/gstr1?from=2026-07&to=2026-09');
    await user.selectOptions(quarter, 'Jan–Mar 2026');
    expect(link(/invoice register for Jan–Mar 2026/)).toHaveAttribute('href', '/api/admin/gst/invoice-register?from=2026-01&to=2026-03');
  });
});

describe('gst periods', () => {
  it('counts months and quarters across years', () => {
    expect(previousIstMonth(new Date('2026-01-15T00:00:00Z'))).toBe('2025-12');
    expect(gstQuarters(3, new Date('2026-02-10T00:00:00Z')).map((q) => [q.from, q.to, q.label])).toEqual([
      ['2026-01', '2026-03', 'Jan–Mar 2026'],
      ['2025-10', '2025-12', 'Oct–Dec 2025'],
      ['2025-07', '2025-09', 'Jul–Sep 2025'],
    ]);
  });
});

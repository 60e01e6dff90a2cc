import { describe, expect, it } from 'vitest';
import { formatPostedTime } from './posted-time';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => now - ms;
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatPostedTime', () => {
  it.each([
    [ago(0), 'Just now'],
    [ago(59_000), 'Just now'],
    [now + 5 * minute, 'Just now'], // a clock slightly ahead never shows a negative time
    [ago(minute), '1m ago'],
    [ago(59 * minute), '59m ago'],
    [ago(hour), '1h ago'],
    [ago(23 * hour + 59 * minute), '23h ago'],
    [ago(day), '1d ago'],
    [ago(45 * day), '45d ago'],
  ])('%s → %s', (postedAt, text) => {
    expect(formatPostedTime(postedAt, now)).toBe(text);
  });

  it('says "Today" when there is no time', () => {
    expect(formatPostedTime(undefined, now)).toBe('Today');
    expect(formatPostedTime(null, now)).toBe('Today');
    expect(formatPostedTime(Number.NaN, now)).toBe('Today');
  });
});

import { expect, it } from 'vitest';
import { formatPrice } from './format';

it('formats rupees in the Indian style', () => {
  expect(formatPrice(149)).toBe('₹149');
  expect(formatPrice(129999)).toBe('₹1,29,999');
  expect(formatPrice(99.5)).toBe('₹99.5');
});

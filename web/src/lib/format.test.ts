import { expect, it } from 'vitest';
import { formatDate, formatPaise, formatPaisePrice, formatPrice } from './format';

it('formats rupees in the Indian style', () => {
  expect(formatPrice(149)).toBe('₹149');
  expect(formatPrice(129999)).toBe('₹1,29,999');
  expect(formatPrice(99.5)).toBe('₹99.5');
});

it('formats paise as rupees with two decimals', () => {
  expect(formatPaise(49900)).toBe('₹499.00');
  expect(formatPaise(12999950)).toBe('₹1,29,999.50');
});

it('formats a price in paise without ".00" for whole rupees, else with two decimals', () => {
  expect(formatPaisePrice(49900)).toBe('₹499');
  expect(formatPaisePrice(129900)).toBe('₹1,299');
  expect(formatPaisePrice(58882)).toBe('₹588.82');
  expect(formatPaisePrice(9950)).toBe('₹99.50');
  expect(formatPaisePrice(0)).toBe('₹0');
});

it('formats a day in the Indian style', () => {
  expect(formatDate(Date.UTC(2026, 10, 23, 6))).toBe('23 Nov 2026');
});

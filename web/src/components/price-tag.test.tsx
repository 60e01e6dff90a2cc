import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('shows what is paid, GST included, with the original struck through', () => {
    render(<PriceTag pricing={{ price: 499, originalPrice: 998, payable: 58882, originalPayable: 117764, gstIncluded: true }} />);
    expect(screen.getByText('₹588.82')).toBeInTheDocument();
    expect(screen.getByText('incl. GST')).toBeInTheDocument();
    const original = screen.getByText('₹1,177.64');
    expect(original.tagName).toBe('S');
    expect(original).toHaveAccessibleName('Original price ₹1,177.64');
  });

  it('says nothing of GST when the seller charges none, and shows whole rupees without paise', () => {
    render(<PriceTag pricing={{ price: 1299, originalPrice: 2598, payable: 129900, originalPayable: 259800, gstIncluded: false }} />);
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.getByText('₹2,598').tagName).toBe('S');
    expect(screen.queryByText(/GST/)).toBeNull();
  });

  it('falls back to the listed rupees for data from before payable', () => {
    render(<PriceTag pricing={{ price: 149, originalPrice: 298 }} />);
    expect(screen.getByText('₹149')).toBeInTheDocument();
    expect(screen.getByText('₹298').tagName).toBe('S');
    expect(screen.queryByText(/GST/)).toBeNull();
  });

  it('never sets a pre-GST original beside a GST-inclusive price', () => {
    const { container } = render(<PriceTag pricing={{ price: 499, originalPrice: 998, payable: 58882, gstIncluded: true }} />);
    expect(screen.getByText('₹588.82')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });
});

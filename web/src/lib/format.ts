const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

// Prices are whole rupees (or paise fractions) shown in Indian format: ₹1,299.
export function formatPrice(rupees: number): string {
  return inr.format(rupees);
}

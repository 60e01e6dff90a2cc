const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

// Prices are whole rupees (or paise fractions) shown in Indian format: ₹1,299.
export function formatPrice(rupees: number): string {
  return inr.format(rupees);
}

const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Order amounts come in paise (what Razorpay charges): ₹499.00 for 49900.
export function formatPaise(paise: number): string {
  return inrPaise.format(paise / 100);
}

// A price in paise as a student reads it on a card or a button: whole rupees without ".00"
// (₹499, ₹1,299), anything else with its two decimals (₹588.82, ₹99.50).
export function formatPaisePrice(paise: number): string {
  return paise % 100 === 0 ? formatPrice(paise / 100) : formatPaise(paise);
}

// The day something happened, in the Indian style: 23 Nov 2026.
export function formatDate(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

// A file size as students read it: "850 KB", "2.4 MB".
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

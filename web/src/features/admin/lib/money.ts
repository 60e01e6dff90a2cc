// Rupees as an admin types them ("499", "12.5", "12.50") to paise, or null when it is not an
// amount of rupees and paise (no sign, no exponent, at most two decimals).
export function rupeesToPaise(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

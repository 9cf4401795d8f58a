/**
 * The number wa.me expects: country code and digits only. Numbers written without one
 * (98765 43210, 098765 43210) are Indian, so they get 91.
 */
export function whatsAppNumber(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) return digits.length >= 10 ? digits.slice(2) : null;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return null;
}

/** A wa.me link that opens a chat with `number` (from whatsAppNumber) with `text` typed in. */
export const whatsAppUrl = (number: string, text: string): string =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

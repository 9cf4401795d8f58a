/** +919876543210 as people read it: +91 98765 43210. Other numbers stay as they are. */
export function formatMobile(e164: string): string {
  const digits = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return digits ? `+91 ${digits[1]} ${digits[2]}` : e164;
}

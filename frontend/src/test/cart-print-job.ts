/** Print jobs as the print page puts them into the cart, for the cart's, checkout's and orders' tests. */
import type { CartPrintJob } from '@/features/cart';

/** Colour, double-sided, 2 copies of all 7 pages, stapled: 8 sheets for ₹144.86, unless overridden. */
export function makeCartPrintJob(overrides: Partial<CartPrintJob> = {}): CartPrintJob {
  return {
    jobId: '64b7f0c2a1b2c3d4e5f60718',
    fileName: 'physics-notes.pdf',
    documentPages: 7,
    options: { colour: 'colour', sides: 'double', copies: 2, range: '', binding: 'staple' },
    quote: { pages: 7, sides: 14, sheets: 8, price: 144.86 },
    ...overrides,
  };
}

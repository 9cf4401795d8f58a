/** The zod rules of a bill's buyer, as the counter and the desk's collection send one. */
import { z } from 'zod';
import { readGstin } from './gstin';
import type { InvoiceParty } from './invoices';
import { requiredText } from './text-schemas';

export const BUYER_NAME_MAX = 100;

/**
 * A business buyer printed on the bill (B2B): a name, and a GSTIN read as the owner's form reads
 * it (its check character verified). A GSTIN without a name is refused: the bill must say whose it is.
 */
export const buyerSchema = z
  .strictObject({
    name: requiredText('buyer.name', BUYER_NAME_MAX),
    gstin: z.string({ error: 'buyer.gstin must be text' }).optional(),
  })
  .transform((buyer, ctx): InvoiceParty => {
    if (!buyer.gstin?.trim()) return { name: buyer.name };
    const reading = readGstin(buyer.gstin);
    if ('problem' in reading) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: reading.problem });
      return z.NEVER;
    }
    return { name: buyer.name, gstin: reading.gstin };
  });

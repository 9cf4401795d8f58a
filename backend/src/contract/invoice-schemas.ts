/** The zod rules of a bill's buyer, as the counter and the desk's collection send one. */
import { z } from 'zod';
import { readState, stateOfCode } from './gst-states';
import { readGstin } from './gstin';
import { BUYER_ADDRESS_MAX, BUYER_NAME_MAX, BUYER_STATE_MAX, type InvoiceParty } from './invoices';
import { optionalText, requiredText } from './text-schemas';

/**
 * A buyer printed on the bill: a name, and for a business a GSTIN read as the owner's form reads it
 * (its check character verified) with the address the bill needs beside it; the state and its code
 * are the GSTIN's. A buyer without a GSTIN may name a state, in words or by its code. A GSTIN
 * without a name is refused: the bill must say whose it is.
 */
export const buyerSchema = z
  .strictObject({
    name: requiredText('buyer.name', BUYER_NAME_MAX),
    gstin: z.string({ error: 'buyer.gstin must be text' }).optional(),
    address: optionalText('buyer.address', BUYER_ADDRESS_MAX).optional(),
    state: optionalText('buyer.state', BUYER_STATE_MAX).optional(),
  })
  .transform((buyer, ctx): InvoiceParty => {
    const address = buyer.address ? { address: buyer.address } : {};
    if (!buyer.gstin?.trim()) {
      if (!buyer.state) return { name: buyer.name, ...address };
      const state = readState(buyer.state);
      if (!state) {
        ctx.addIssue({
          code: 'custom',
          path: ['state'],
          message: 'buyer.state must name an Indian state or union territory',
        });
        return z.NEVER;
      }
      return { name: buyer.name, ...address, state: state.name, stateCode: state.code };
    }
    const reading = readGstin(buyer.gstin);
    if ('problem' in reading) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: reading.problem });
      return z.NEVER;
    }
    if (!buyer.address) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'buyer.address is required with a GSTIN: a tax invoice to a business names its address',
      });
      return z.NEVER;
    }
    const state = stateOfCode(reading.stateCode)!;
    return {
      name: buyer.name,
      gstin: reading.gstin,
      address: buyer.address,
      state: state.name,
      stateCode: state.code,
    };
  });

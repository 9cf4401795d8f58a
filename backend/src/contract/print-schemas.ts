import { z } from 'zod';
import { price } from './book-schemas';
import { ID_PATTERN } from './limits';
import {
  PRINT_BINDINGS,
  PRINT_COLOURS,
  PRINT_COPIES_MAX,
  PRINT_RANGE_MAX_LENGTH,
  PRINT_SIDES,
} from './print';

/** PUT /api/print-rates: every price in rupees, 0 or more, exact to the paisa. */
export const printRatesSchema = z.strictObject({
  bwSingle: price('Black & white single-sided price'),
  bwDouble: price('Black & white double-sided price'),
  colourSingle: price('Colour single-sided price'),
  colourDouble: price('Colour double-sided price'),
  binding: z.strictObject({
    none: price('The price without binding'),
    staple: price('Stapling price'),
    spiral: price('Spiral binding price'),
  }),
});

/** A print job's options, as the quote takes them and as an order's item will. */
export const printJobChoiceSchema = z.strictObject({
  jobId: z.string({ error: 'jobId is required' }).regex(ID_PATTERN, 'jobId is not a print job id'),
  colour: z.enum(PRINT_COLOURS, { error: 'colour must be bw or colour' }),
  sides: z.enum(PRINT_SIDES, { error: 'sides must be single or double' }),
  copies: z
    .number({ error: `copies must be a whole number from 1 to ${PRINT_COPIES_MAX}` })
    .int(`copies must be a whole number from 1 to ${PRINT_COPIES_MAX}`)
    .min(1, 'copies must be at least 1')
    .max(PRINT_COPIES_MAX, `copies must be at most ${PRINT_COPIES_MAX}`),
  range: z
    .string({ error: 'range must be text, like 1-5, 8' })
    .max(PRINT_RANGE_MAX_LENGTH, `The page range can be at most ${PRINT_RANGE_MAX_LENGTH} characters`)
    .default(''),
  binding: z.enum(PRINT_BINDINGS, { error: 'binding must be none, staple or spiral' }),
});

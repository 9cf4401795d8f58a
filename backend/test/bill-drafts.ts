import { billFigures, type GstRate } from '../src/contract';
import type { BillDraft, BookLineInput, CreditNoteIssue } from '../src/store/store';

export const TEST_SELLER = {
  legalName: 'Saraswati Stationers',
  address: '12 MG Road, Nagpur',
  gstin: '27AAPFU0939F1ZV',
  gstMode: 'regular' as const,
};

export const TEST_CREDIT_NOTE_ISSUE: CreditNoteIssue = { prefix: 'SB', seller: TEST_SELLER };

/** A regular shop's tax invoice (prefix SB) of these sale lines, every item packs under HSN 9608 at `rate`. */
export const billDraftOf = (
  lines: readonly Pick<BookLineInput, 'bookId' | 'title' | 'unitPricePaise' | 'quantity'>[],
  rate: GstRate = 18,
): BillDraft => ({
  kind: 'tax-invoice',
  title: 'Tax Invoice',
  prefix: 'SB',
  seller: TEST_SELLER,
  buyer: { name: 'Ravi', address: '12 Civil Lines, Nagpur 440001', state: 'Maharashtra', stateCode: '27' },
  ...billFigures(
    lines.map((line) => ({
      productId: line.bookId,
      title: line.title,
      quantity: line.quantity,
      unit: 'PAC' as const,
      pricePaise: line.unitPricePaise,
      hsn: '9608',
      rate,
    })),
  ),
});

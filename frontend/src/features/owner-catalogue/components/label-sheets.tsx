import { useOwnerT } from '@/i18n/owner';
import { LABEL_SHEET, sheetsOf, type Label } from '../labels';
import { BarcodeSvg } from './barcode-svg';

export const LABEL_SHEETS_ID = 'label-sheets';

const mm = (value: number) => `${value}mm`;

/**
 * While the sheets are on the page, printing prints them alone, one A4 sheet to a page, each
 * label at the size and place of the sheet's die-cut labels: every element that neither holds the
 * sheets nor is inside them is left out, and the ones holding them lose their layout, as the
 * desk's pick list does. On screen the same labels are a preview that fits a phone.
 */
export const PRINT_LABELS_ONLY = `@page { size: A4; margin: ${mm(LABEL_SHEET.marginTopMm)} ${mm(LABEL_SHEET.marginSideMm)}; }
@media print {
  body *:not(:has(#${LABEL_SHEETS_ID})):not(#${LABEL_SHEETS_ID}):not(#${LABEL_SHEETS_ID} *) { display: none !important; }
  body *:has(#${LABEL_SHEETS_ID}) {
    display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    box-shadow: none !important; background: none !important; min-height: 0 !important; max-width: none !important;
    overflow: visible !important;
  }
  #${LABEL_SHEETS_ID} { display: block !important; }
  #${LABEL_SHEETS_ID} .label-sheet {
    display: grid !important; margin: 0 !important; padding: 0 !important; border: 0 !important; border-radius: 0 !important;
    grid-template-columns: repeat(${LABEL_SHEET.columns}, ${mm(LABEL_SHEET.labelWidthMm)}) !important;
    grid-auto-rows: ${mm(LABEL_SHEET.labelHeightMm)} !important;
    column-gap: ${mm(LABEL_SHEET.columnGapMm)} !important; row-gap: 0 !important;
    break-after: page;
  }
  #${LABEL_SHEETS_ID} .label-sheet:last-child { break-after: auto; }
  #${LABEL_SHEETS_ID} .label {
    width: ${mm(LABEL_SHEET.labelWidthMm)}; height: ${mm(LABEL_SHEET.labelHeightMm)}; aspect-ratio: auto !important;
    border: 0 !important; border-radius: 0 !important; padding: 2mm 3mm !important;
  }
}`;

/** The labels a sheet at a time: a preview on screen, the A4 sheets on paper. */
export function LabelSheets({ labels }: { labels: readonly Label[] }) {
  const { t } = useOwnerT();
  const sheets = sheetsOf(labels);
  return (
    <div id={LABEL_SHEETS_ID} className="grid gap-6">
      {sheets.map((sheet, index) => (
        <ul
          // A sheet is its place in the print run; its labels are keyed by item and copy.
          key={index}
          aria-label={t('owner.catalogue.labels.sheet', { number: index + 1, count: sheets.length })}
          className="label-sheet grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-white p-2 sm:grid-cols-3"
        >
          {sheet.map((label) => (
            <ItemLabel key={label.key} label={label} />
          ))}
        </ul>
      ))}
    </div>
  );
}

/** One label: the item's title, its price and its barcode, in black on white for any printer. */
function ItemLabel({ label }: { label: Label }) {
  const { money } = useOwnerT();
  const { book, code } = label;
  return (
    <li className="label flex aspect-[63.5/33.9] flex-col overflow-hidden rounded border border-dashed border-slate-300 bg-white px-2 py-1 text-black">
      <p className="line-clamp-2 text-[10px] leading-tight print:text-[7pt]">{book.title}</p>
      <p className="text-xs font-bold print:text-[10pt]">{money(book.newPrice)}</p>
      <BarcodeSvg code={code} className="min-h-0 w-full flex-1" />
    </li>
  );
}

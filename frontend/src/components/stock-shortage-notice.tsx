import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { translate, useT } from '@/i18n';
import type { OutOfStockItem } from '@shop/backend/contract';

/** One short line as the customer reads it, in the language shown: "Blue Gel Pen: 2 left (you asked for 5)". */
export function shortageText({ title, requested, available }: OutOfStockItem): string {
  return available > 0
    ? translate('shop.shortage.line', { title, available, requested })
    : translate('shop.shortage.lineOut', { title, requested });
}

interface StockShortageNoticeProps {
  shortages: OutOfStockItem[];
  /** Sets each line to what is left and drops those with none left. */
  onLower: () => void;
}

/** Which lines the shop cannot fill, and one button that makes the cart fit what is left. */
export function StockShortageNotice({ shortages, onLower }: StockShortageNoticeProps) {
  const headingId = useId();
  const { t } = useT();
  if (shortages.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id={headingId} className="font-semibold">
        {t('shop.shortage.heading')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {shortages.map((shortage) => (
          <li key={shortage.productId}>{shortageText(shortage)}</li>
        ))}
      </ul>
      <Button variant="warning" className="mt-3" label={t('shop.shortage.lower')} onClick={onLower} />
    </section>
  );
}

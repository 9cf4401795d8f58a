import { useT } from '@/i18n';

interface BookPriceProps {
  newPrice: number;
  oldPrice: number;
  size?: 'md' | 'lg';
}

/** New price, and the old one struck through only when it really was higher. */
export function BookPrice({ newPrice, oldPrice, size = 'md' }: BookPriceProps) {
  const { t, money } = useT();
  const large = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 sm:gap-x-2">
      <span className="sr-only">{t('shop.price.now')}</span>
      <span
        className={
          large ? 'text-2xl font-bold text-slate-900' : 'text-base font-bold text-slate-900 sm:text-lg'
        }
      >
        {money(newPrice)}
      </span>
      {oldPrice > newPrice && (
        <>
          <span className="sr-only">{t('shop.price.old')}</span>
          <del className="text-xs text-slate-500 sm:text-sm">{money(oldPrice)}</del>
        </>
      )}
    </p>
  );
}

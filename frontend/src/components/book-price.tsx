import { formatRupees } from '@/lib/money';

interface BookPriceProps {
  newPrice: number;
  oldPrice: number;
  size?: 'md' | 'lg';
}

/** New price, and the old one struck through only when it really was higher. */
export function BookPrice({ newPrice, oldPrice, size = 'md' }: BookPriceProps) {
  const large = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">Price:</span>
      <span className={large ? 'text-2xl font-bold text-slate-900' : 'text-lg font-bold text-slate-900'}>
        {formatRupees(newPrice)}
      </span>
      {oldPrice > newPrice && (
        <>
          <span className="sr-only">Old price:</span>
          <del className="text-sm text-slate-500">{formatRupees(oldPrice)}</del>
        </>
      )}
    </p>
  );
}

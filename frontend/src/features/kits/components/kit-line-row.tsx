import { useId } from 'react';
import { BookThumbnail } from '@/components/book-cover';
import { useT } from '@/i18n';
import { priceTimes } from '@/lib/money';
import type { KitLineView } from '@shop/backend/contract';

interface KitLineRowProps {
  line: KitLineView;
  /** Going into the kit: always for a required line, as ticked for an optional one. */
  chosen: boolean;
  onToggle: (productId: string) => void;
}

/**
 * One line of the school's list: its tick (fixed for a required item), cover, title, how many the
 * list asks for and what they cost. The whole row is the tick's label, so a thumb can hit it.
 */
export function KitLineRow({ line, chosen, onToggle }: KitLineRowProps) {
  const { t, money } = useT();
  const titleId = useId();
  const detailsId = useId();
  const { item } = line;
  const gone = item === null;
  const fixed = !line.optional || gone;
  const short = item !== null && item.stock !== null && item.stock < line.quantity;
  return (
    <li>
      <label
        className={`flex items-start gap-3 py-3 ${fixed ? '' : 'cursor-pointer'} ${chosen ? '' : 'opacity-70'}`}
      >
        <input
          type="checkbox"
          checked={chosen}
          disabled={fixed}
          onChange={() => onToggle(line.productId)}
          aria-labelledby={titleId}
          aria-describedby={detailsId}
          className="mt-2.5 size-6 shrink-0 accent-brand-600 disabled:opacity-60"
        />
        {item ? (
          <BookThumbnail coverImage={item.coverImage} alt="" size="md" className="bg-slate-100" />
        ) : (
          <span
            aria-hidden="true"
            className="h-16 w-12 shrink-0 rounded border border-slate-200 bg-slate-100"
          />
        )}
        <span className="min-w-0 flex-1">
          <span id={titleId} className="block font-medium break-words text-slate-900">
            {item?.title ?? t('kits.itemGone')}
          </span>
          <span id={detailsId} className="mt-0.5 block text-sm text-slate-600">
            {t('kits.lineQuantity', { count: line.quantity })}
            {item && line.quantity > 1 && <> · {t('kits.each', { price: money(item.price) })}</>}
            <span className="mt-1 flex flex-wrap gap-1.5">
              <span
                className={`rounded px-1.5 py-0.5 text-xs font-semibold ${line.optional ? 'bg-slate-100 text-slate-700' : 'bg-brand-100 text-brand-700'}`}
              >
                {line.optional ? t('kits.optional') : t('kits.required')}
              </span>
              {short && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
                  {t('kits.itemShort', { count: Math.max(0, item.stock ?? 0) })}
                </span>
              )}
            </span>
          </span>
        </span>
        {item && (
          <span
            className={`shrink-0 text-right font-semibold tabular-nums ${chosen ? 'text-slate-900' : 'text-slate-400 line-through'}`}
          >
            {money(priceTimes(item.price, line.quantity))}
          </span>
        )}
      </label>
    </li>
  );
}

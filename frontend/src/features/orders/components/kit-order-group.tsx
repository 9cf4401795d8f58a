import { BookThumbnail } from '@/components/book-cover';
import { useT } from '@/i18n';
import type { OrderLineGroup } from '../order-line-groups';

type KitGroup = Extract<OrderLineGroup, { kind: 'kit' }>;

/**
 * A school kit in an order: "Class 5, St. Xavier's", how many kits and what they came to, and
 * under it each item with how many in all, as the bag is packed.
 */
export function KitOrderGroup({ group, className = '' }: { group: KitGroup; className?: string }) {
  const { t, money, number } = useT();
  const { kit, items, total } = group;
  return (
    <li className={className} data-testid="order-kit">
      <div className="flex justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-900">
          {t('kits.kitName', { className: kit.className, school: kit.school })}{' '}
          <span className="whitespace-nowrap text-slate-500">
            · {t('kits.orders.kits', { count: kit.kits })}
          </span>
        </p>
        <p className="shrink-0 font-medium text-slate-900">{money(total)}</p>
      </div>
      <ul className="mt-1.5 space-y-1 border-l-2 border-brand-100 pl-3">
        {items.map((item) => (
          <li key={item.bookId} className="flex items-center justify-between gap-3">
            <span className="flex min-w-0 items-center gap-2 text-slate-700">
              <BookThumbnail coverImage={item.coverImage} alt="" size="xs" className="bg-white" />
              <span className="min-w-0 break-words">
                {item.title}{' '}
                <span className="whitespace-nowrap text-slate-500">× {number(item.quantity)}</span>
              </span>
            </span>
            <span className="shrink-0 text-slate-600">{money(item.total)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

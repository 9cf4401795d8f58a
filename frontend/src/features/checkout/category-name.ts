import type { MessageId } from '@/i18n';
import type { Category } from '@shop/backend/contract';
import type { Translate } from '@/features/orders';

const CATEGORY_NAMES: Record<Category, MessageId> = {
  penandpencil: 'cart.category.penandpencil',
  colors: 'cart.category.colors',
  adhesive: 'cart.category.adhesive',
  book: 'cart.category.book',
  box: 'cart.category.box',
};

/** A category as the cart names it; in English the contract's CATEGORY_LABELS, word for word. */
export function categoryName(t: Translate, category: string): string {
  const key = CATEGORY_NAMES[category as Category];
  return key ? t(key) : category;
}

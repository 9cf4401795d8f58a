import { useT } from '@/i18n';
import { STORE_HOURS } from '@shop/backend/contract';

/**
 * The shop's opening hours in the language shown. The hours the contract names (which the API
 * also serves by default) have their own words in each language; hours set otherwise (SHOP_HOURS)
 * are the owner's own words and show as written.
 */
export function useStoreHours(hours: string = STORE_HOURS): { lines: string[]; text: string } {
  const { t } = useT();
  if (hours !== STORE_HOURS) return { lines: hours.split(', '), text: hours };
  const open = t('shop.hours.open');
  const closed = t('shop.hours.closed');
  return { lines: [open, closed], text: t('shop.hours.line', { open, closed }) };
}

import { currentLanguage, translate, type Language, type MessageId } from '@/i18n';
import { holdDayLabel, type OrderStatus, type OrderView } from '@shop/backend/contract';
import type { Translate } from './translate';

/** How the owner's desk names each status (the owner's screens speak English). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  ready: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** The same names in the storefront's catalog: in English these very words. */
const STATUS_KEYS: Readonly<Record<OrderStatus, MessageId>> = {
  placed: 'orders.status.placed',
  ready: 'orders.status.ready',
  collected: 'orders.status.collected',
  cancelled: 'orders.status.cancelled',
};

/** A status's name in the language shown (`t` from useT in a component, so it draws again on a switch). */
export const statusName = (status: OrderStatus, t: Translate = translate): string =>
  STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status;

/** "25 Nov" on India's calendar: the contract's one way of saying a hold's last day. */
export const formatIndiaDay = holdDayLabel;

const hindiDay = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A hold's last day as the language shown says it: "25 Nov", "25 नव॰". */
function holdDay(iso: string, language: Language): string | null {
  if (language === 'en') return formatIndiaDay(iso);
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : hindiDay.format(time);
}

/** What the customer reads for an order's status: a ready order says until when it is held. */
export function customerStatusLabel(order: Pick<OrderView, 'status' | 'holdUntil'>): string {
  const day =
    order.status === 'ready' && order.holdUntil ? holdDay(order.holdUntil, currentLanguage()) : null;
  return day ? translate('orders.status.readyBy', { day }) : statusName(order.status);
}

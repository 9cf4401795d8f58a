import { describe, expect, it } from 'vitest';
import { translate, type MessageId } from '@/i18n';
import { CART_TEXTS, CHECKOUT_TEXTS, ORDERS_TEXTS } from '@/lib/spec-texts';

/** Each of the specification's texts on the buying screens, and the catalog key that shows it. */
const SPEC_KEYS: [string, MessageId][] = [
  [CART_TEXTS.alreadyAddedTitle, 'cart.alreadyAddedTitle'],
  [CART_TEXTS.alreadyAddedText, 'cart.alreadyAddedText'],
  [CART_TEXTS.addedToast, 'cart.addedToast'],
  [CART_TEXTS.empty, 'cart.empty'],
  [CART_TEXTS.removeQuestion, 'cart.removeQuestion'],
  [CART_TEXTS.removeYes, 'cart.removeYes'],
  [CART_TEXTS.removeNo, 'cart.removeNo'],
  [CART_TEXTS.removed, 'cart.removed'],
  [CART_TEXTS.notRemoved, 'cart.notRemoved'],
  [CART_TEXTS.clearQuestion, 'cart.clearQuestion'],
  [CART_TEXTS.clearedTitle, 'cart.clearedTitle'],
  [CART_TEXTS.clearedText, 'cart.clearedText'],
  [CHECKOUT_TEXTS.nothingToPlace, 'checkout.nothingToPlace'],
  [CHECKOUT_TEXTS.placedTitle, 'checkout.placedTitle'],
  [CHECKOUT_TEXTS.placedText, 'checkout.placedText'],
  [CHECKOUT_TEXTS.placeFailure, 'checkout.placeFailure'],
  [ORDERS_TEXTS.none, 'orders.none'],
  [ORDERS_TEXTS.loadError, 'orders.loadError'],
  [ORDERS_TEXTS.recentHeading, 'orders.recentHeading'],
  [ORDERS_TEXTS.noRecent, 'orders.noRecent'],
  [ORDERS_TEXTS.productMissing, 'orders.productMissing'],
];

describe('the buying screens’ English catalog', () => {
  it.each(SPEC_KEYS)('says the specification’s "%s" word for word (%s)', (text, key) => {
    expect(translate(key)).toBe(text);
  });
});

import type { UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { TextLink } from '@/components/ui/text-link';
import { Panel } from '@/components/ui/panel';
import { Button, ButtonLink } from '@/components/ui/button';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { StockShortageNotice } from '@/components/stock-shortage-notice';
import {
  clearCart,
  lowerToAvailable,
  removeFromCart,
  removeKit,
  removePrintJob,
  setKitQuantity,
  setQuantity,
} from '@/features/cart';
import { translate, useT } from '@/i18n';
import { usePricedCart } from '../use-priced-cart';
import { BackToShop } from './back-to-shop';
import { CartKitLine } from './cart-kit-line';
import { CartLine } from './cart-line';
import { PrintCartLine } from './cart-print-line';

/** Removing or clearing asks first, then says what happened. */
function useCartDialogs() {
  const dispatch = useDispatch();

  /** `removal`: the action that takes the line out, once the customer said yes. */
  async function remove(removal: UnknownAction) {
    const confirmed = await confirmDialog({
      title: translate('cart.removeQuestion'),
      confirmText: translate('cart.removeYes'),
      cancelText: translate('cart.removeNo'),
    });
    if (!confirmed) {
      void showAlert({ title: translate('cart.notRemoved'), icon: 'info' });
      return;
    }
    dispatch(removal);
    void showAlert({ title: translate('cart.removed'), icon: 'success' });
  }

  async function clear() {
    const confirmed = await confirmDialog({
      title: translate('cart.clearQuestion'),
      text: translate('cart.clearText'),
      confirmText: translate('cart.clearYes'),
      cancelText: translate('cart.clearNo'),
    });
    if (!confirmed) return;
    dispatch(clearCart());
    void showAlert({
      title: translate('cart.clearedTitle'),
      text: translate('cart.clearedText'),
      icon: 'success',
    });
  }

  return { remove, clear };
}

/** The cart priced as the server will price it: its lines, what is short, and the way to checkout. */
export function CartScreen() {
  const { t } = useT();
  const { lines, printJobs, kits, subtotal, shortages } = usePricedCart();
  const { remove, clear } = useCartDialogs();
  const dispatch = useDispatch();
  const empty = lines.length === 0 && printJobs.length === 0 && kits.length === 0;

  return (
    <section className="page-container max-w-4xl" aria-labelledby="cart-heading">
      <Panel padding="none">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h1 id="cart-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('cart.heading')}
          </h1>
          {!empty && <Button variant="dangerOutline" label={t('cart.clear')} onClick={() => void clear()} />}
        </div>

        {empty ? (
          <EmptyCart />
        ) : (
          <>
            {shortages.length > 0 && (
              <div className="px-4 pt-4 sm:px-6">
                <StockShortageNotice
                  shortages={shortages}
                  onLower={() => dispatch(lowerToAvailable(shortages))}
                />
              </div>
            )}
            <ul className="divide-y divide-slate-200 px-4 sm:px-6">
              {lines.map((line) => (
                <CartLine
                  key={line.item._id}
                  line={line}
                  onRemove={(id) => void remove(removeFromCart(id))}
                  onQuantity={(id, quantity) => dispatch(setQuantity({ id, quantity }))}
                />
              ))}
              {kits.map((entry) => (
                <CartKitLine
                  key={entry.key}
                  entry={entry}
                  onRemove={(key) => void remove(removeKit(key))}
                  onQuantity={(key, quantity) => dispatch(setKitQuantity({ key, quantity }))}
                />
              ))}
              {printJobs.map((job) => (
                <PrintCartLine
                  key={job.jobId}
                  job={job}
                  onRemove={() => void remove(removePrintJob(job.jobId))}
                />
              ))}
            </ul>
            <CartSummary subtotal={subtotal} />
          </>
        )}
      </Panel>
    </section>
  );
}

/**
 * On a phone the total and Checkout stick to the bottom of the screen however long the cart: the
 * bar is the card's own child, so it can stick anywhere along the list, not only below it.
 */
function CartSummary({ subtotal }: { subtotal: number }) {
  const { t, money } = useT();
  return (
    <>
      <div
        data-testid="checkout-bar"
        className="sticky bottom-0 z-10 rounded-b-xl border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:static sm:px-6 sm:pt-6 sm:pb-0 sm:shadow-none"
      >
        <div className="flex justify-between text-base font-semibold text-slate-900">
          <p>{t('cart.subtotal')}</p>
          <p data-testid="cart-subtotal">{money(subtotal)}</p>
        </div>
        <ButtonLink to="/checkout" className="mt-3 min-h-12 w-full text-lg sm:mt-6">
          {t('cart.checkout')}
        </ButtonLink>
      </div>
      <div className="px-4 pb-6 sm:px-6">
        {/* The specification's note stays; beside it, what a pickup shop means by it. */}
        <div className="mt-2 flex flex-wrap gap-x-2 gap-y-1 text-sm">
          <p className="text-slate-500">{t('cart.shippingNote')}</p>
          <p className="font-medium text-slate-700">{t('cart.pickupNote')}</p>
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">
          {t('cart.or')}{' '}
          <TextLink to="/">
            {t('cart.continueShopping')}
            <span aria-hidden="true"> &rarr;</span>
          </TextLink>
        </p>
      </div>
    </>
  );
}

function EmptyCart() {
  const { t } = useT();
  return (
    <div className="px-4 py-12 text-center sm:px-6">
      <BackToShop text={t('cart.empty')} link={t('cart.continueShopping')} />
    </div>
  );
}

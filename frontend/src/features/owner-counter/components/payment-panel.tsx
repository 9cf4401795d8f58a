import type { ReactNode, RefObject } from 'react';
import { PAYMENT_METHODS, PAYMENT_REFERENCE_MAX, upiPayLink, type ShopInfo } from '@shop/backend/contract';
import { CustomerPicker, SplitFields } from './account-payment';
import { UpiQrCode } from '@/components/upi-qr-code';
import { AmountField, NoteField, RadioField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { parseRupees } from '@/lib/money';
import { changeDue, tenderedProblem, type PaymentChoice } from '../sale';

/** The payment form's id: the sticky Complete button submits it from outside. */
export const PAYMENT_FORM_ID = 'counter-payment';

const REFERENCE_LABELS = {
  upi: 'owner.counter.payment.upiReference',
  card: 'owner.counter.payment.cardReference',
} as const;

/** Stands in a message for a part drawn as an element of its own (the amount in bold). */
const SLOT = '\u0000';

interface PaymentPanelProps {
  payment: PaymentChoice;
  onChange: (payment: PaymentChoice) => void;
  total: number;
  shop: ShopInfo | undefined;
  /** Names this sale in the UPI link, before the sale has a number. */
  saleRef: string;
  tenderedRef: RefObject<HTMLInputElement | null>;
  onSubmit: () => void;
  /** More of the sale's form, after the payment: the business buyer. */
  children?: ReactNode;
}

/** The change to hand back, large: it is read at arm's length while counting out notes. */
export function ChangeLine({ change }: { change: number }) {
  const { t, money } = useOwnerT();
  return (
    <p className="flex items-baseline justify-between gap-3 rounded-md bg-green-50 px-4 py-2 text-green-900 ring-1 ring-green-200">
      <span className="text-lg font-semibold">{t('owner.counter.payment.change')}</span>
      <span className="text-4xl font-bold tabular-nums">{money(change)}</span>
    </p>
  );
}

function CashFields({ payment, onChange, total, tenderedRef }: PaymentPanelProps) {
  const { t } = useOwnerT();
  const problem = tenderedProblem(payment, total);
  const tendered = parseRupees(payment.tenderedText);
  return (
    <div className="space-y-3">
      <AmountField
        id="counter-tendered"
        ref={tenderedRef}
        label={t('owner.counter.payment.tendered')}
        hint={t('owner.counter.payment.tenderedHint')}
        value={payment.tenderedText}
        onChange={(tenderedText) => onChange({ ...payment, tenderedText })}
        error={problem ?? undefined}
        className="max-w-xs"
      />
      <div aria-live="polite">
        {tendered !== null && !problem && <ChangeLine change={changeDue(tendered, total)} />}
      </div>
    </div>
  );
}

function UpiQr({ shop, total, saleRef }: Pick<PaymentPanelProps, 'shop' | 'total' | 'saleRef'>) {
  const { t, money } = useOwnerT();
  if (!shop?.upi) return <p className="text-sm text-slate-600">{t('owner.counter.payment.noUpi')}</p>;
  const upiLink = upiPayLink({
    upiId: shop.upi.id,
    payeeName: shop.upi.name,
    amount: total,
    pickupCode: saleRef,
  });
  const [before, after] = t('owner.counter.payment.scanToPay', { amount: SLOT }).split(SLOT);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <UpiQrCode upiLink={upiLink} amount={money(total)} pickupCode={saleRef} />
      <p className="min-w-0 flex-1 text-sm text-slate-700">
        {before}
        <span className="font-semibold">{money(total)}</span>
        {after}
      </p>
    </div>
  );
}

function ReferenceField({ payment, onChange }: Pick<PaymentPanelProps, 'payment' | 'onChange'>) {
  const { t } = useOwnerT();
  if (payment.split) {
    const reference = payment.partsText.upi ? 'upi' : payment.partsText.card ? 'card' : null;
    return reference ? (
      <ReferenceField payment={{ ...payment, split: false, method: reference }} onChange={onChange} />
    ) : null;
  }
  if (payment.method === 'cash' || payment.method === 'account') return null;
  return (
    <NoteField
      id="counter-reference"
      label={t(REFERENCE_LABELS[payment.method])}
      maxLength={PAYMENT_REFERENCE_MAX}
      value={payment.reference}
      onChange={(reference) => onChange({ ...payment, reference })}
      className="max-w-xs"
    />
  );
}

/** How the customer pays: cash with the change worked out, UPI with the shop's QR, or card. */
export function PaymentPanel(props: PaymentPanelProps) {
  const { t } = useOwnerT();
  const { payment, onChange, onSubmit } = props;
  // The customer is chosen outside the form: Enter in the cash box still completes the sale.
  return (
    <div className="space-y-3">
      <CustomerPicker payment={payment} onChange={onChange} />
      <form
        id={PAYMENT_FORM_ID}
        aria-label={t('owner.counter.payment.form')}
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {!payment.split && (
          <RadioField
            id="counter-method"
            name="counter-method"
            label={t('owner.counter.payment.paidBy')}
            options={[...PAYMENT_METHODS, ...(payment.customer ? (['account'] as const) : [])].map(
              (method) => ({
                value: method,
                label: t('owner.terms.paymentMethod', { method }),
              }),
            )}
            value={payment.method}
            onChange={(method) => onChange({ ...payment, method })}
          />
        )}
        <SplitFields payment={payment} onChange={onChange} total={props.total} />
        {!payment.split && payment.method === 'cash' && <CashFields {...props} />}
        {!payment.split && payment.method === 'upi' && (
          <UpiQr shop={props.shop} total={props.total} saleRef={props.saleRef} />
        )}
        <ReferenceField payment={payment} onChange={onChange} />
        {props.children}
      </form>
    </div>
  );
}

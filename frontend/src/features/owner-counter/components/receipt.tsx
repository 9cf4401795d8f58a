import type { ReactNode } from 'react';
import type { DocumentTitle, RateTotals, ShopInfo } from '@shop/backend/contract';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import { priceTimes } from '@/lib/money';
import type { ReceiptData } from '../receipt-data';

/** The heading the bill was printed under, as its PDF prints it. */
export const BILL_HEADING_IDS: Readonly<Record<DocumentTitle, OwnerMessageId>> = {
  'Tax Invoice': 'owner.counter.receipt.heading.taxInvoice',
  'Invoice-cum-Bill of Supply': 'owner.counter.receipt.heading.invoiceCumBillOfSupply',
  'Bill of Supply': 'owner.counter.receipt.heading.billOfSupply',
  Receipt: 'owner.counter.receipt.heading.receipt',
  'Credit Note': 'owner.counter.receipt.heading.creditNote',
};

interface RowProps {
  label: ReactNode;
  amount: number;
  strong?: boolean;
  indent?: boolean;
}

function Row({ label, amount, strong = false, indent = false }: RowProps) {
  const { money } = useOwnerT();
  return (
    <p className={`flex justify-between gap-2 ${strong ? 'font-bold' : ''} ${indent ? 'pl-[2ch]' : ''}`}>
      <span>{label}</span>
      <span className="shrink-0">{money(amount)}</span>
    </p>
  );
}

const Rule = () => <hr className="my-1 border-0 border-t border-dashed border-black" />;

function ShopHeader({ shop }: { shop: ShopInfo | undefined }) {
  const { t } = useOwnerT();
  if (!shop) return null;
  return (
    <header className="text-center">
      <p className="font-bold">{shop.name}</p>
      <p>{shop.address}</p>
      <p>{t('owner.counter.receipt.phone', { phone: shop.phone })}</p>
    </header>
  );
}

function PaymentRows({ payment }: { payment: NonNullable<ReceiptData['payment']> }) {
  const { t } = useOwnerT();
  const method = t('owner.terms.paymentMethod', { method: payment.method });
  return (
    <>
      <p>
        {payment.reference
          ? t('owner.counter.receipt.paidByWithRef', { method, reference: payment.reference })
          : t('owner.counter.receipt.paidBy', { method })}
      </p>
      {payment.tendered !== undefined && (
        <Row label={t('owner.counter.receipt.tendered')} amount={payment.tendered} />
      )}
      {payment.change !== undefined && (
        <Row label={t('owner.counter.receipt.change')} amount={payment.change} />
      )}
    </>
  );
}

/** The bill's heading by its kind, as the law names it, and its number; a voided sale's bill stays, cancelled. */
function BillHeading({ bill }: { bill: NonNullable<ReceiptData['bill']> }) {
  const { t } = useOwnerT();
  return (
    <>
      <p className="text-center font-bold">{t(BILL_HEADING_IDS[bill.title])}</p>
      <p className="break-words">{t('owner.counter.receipt.billNumber', { number: bill.number })}</p>
      {bill.cancelled && <p className="text-center font-bold">{t('owner.counter.receipt.cancelled')}</p>}
    </>
  );
}

/** The tax inside the total, per rate: half CGST, half SGST, as the supply is made at the shop. */
function TaxRows({ byRate }: { byRate: RateTotals[] }) {
  const { t } = useOwnerT();
  if (byRate.length === 0) return null;
  return (
    <section aria-label={t('owner.counter.receipt.taxPerRate')}>
      <Rule />
      {byRate.map((row) => (
        <div key={row.rate}>
          <Row label={t('owner.counter.receipt.taxableAt', { rate: row.rate })} amount={row.taxable} />
          <Row label={t('owner.counter.receipt.cgst', { rate: row.rate / 2 })} amount={row.cgst} indent />
          <Row label={t('owner.counter.receipt.sgst', { rate: row.rate / 2 })} amount={row.sgst} indent />
        </div>
      ))}
    </section>
  );
}

/** A till receipt in a monospaced font, one column as narrow as the roll. */
export function Receipt({ receipt, shop }: { receipt: ReceiptData; shop: ShopInfo | undefined }) {
  const { t, money, dateTime } = useOwnerT();
  const { reference } = receipt;
  const name =
    reference.kind === 'sale'
      ? t('owner.counter.receipt.sale', { number: reference.number })
      : t('owner.counter.receipt.order', { pickupCode: reference.pickupCode });
  return (
    <article
      aria-label={t('owner.counter.receipt.name', { name })}
      className="font-mono leading-snug text-black"
    >
      <ShopHeader shop={shop} />
      <Rule />
      {receipt.bill && <BillHeading bill={receipt.bill} />}
      <p className="font-bold">{name}</p>
      <p>{dateTime(receipt.at)}</p>
      {receipt.voidedReason !== null && (
        <p className="my-1 border-2 border-black text-center font-bold">
          {t('owner.counter.receipt.void', { reason: receipt.voidedReason })}
        </p>
      )}
      <Rule />
      <ul>
        {receipt.lines.map((line, index) => (
          <li key={index}>
            <p className="break-words">{line.title}</p>
            <Row
              label={`${line.quantity} × ${money(line.price)}`}
              amount={priceTimes(line.price, line.quantity)}
              indent
            />
          </li>
        ))}
      </ul>
      <Rule />
      <Row label={t('owner.counter.receipt.total')} amount={receipt.total} strong />
      <TaxRows byRate={receipt.taxByRate} />
      {receipt.payment && <PaymentRows payment={receipt.payment} />}
      <Rule />
      <p className="text-center">{t('owner.counter.receipt.thanks')}</p>
    </article>
  );
}

import type { ReactNode } from 'react';
import {
  quantityWithUnit,
  type DocumentTitle,
  type InvoiceView,
  type RateTotals,
  type ShopInfo,
} from '@shop/backend/contract';
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

/** The shop, and on a bill the seller as registered: its legal name when another, and its GSTIN. */
function ShopHeader({ shop, seller }: { shop: ShopInfo | undefined; seller: InvoiceView['seller'] | null }) {
  const { t } = useOwnerT();
  if (!shop && !seller) return null;
  return (
    <header className="text-center">
      {shop && <p className="font-bold">{shop.name}</p>}
      {seller && seller.legalName !== shop?.name && <p className="font-bold">{seller.legalName}</p>}
      <p>{seller?.address ?? shop?.address}</p>
      {shop && <p>{t('owner.counter.receipt.phone', { phone: shop.phone })}</p>}
      {seller?.gstin && <p>{t('owner.counter.receipt.gstin', { gstin: seller.gstin })}</p>}
    </header>
  );
}

/** Whom the bill is made out to, as the bill names them. */
function BuyerRows({ buyer }: { buyer: InvoiceView['buyer'] }) {
  const { t } = useOwnerT();
  return (
    <section aria-label={t('owner.counter.receipt.billTo')} className="break-words">
      <p>{t('owner.counter.receipt.billToName', { name: buyer.name })}</p>
      {buyer.address && <p>{buyer.address}</p>}
      {buyer.state && (
        <p>
          {buyer.stateCode
            ? t('owner.counter.receipt.stateWithCode', { state: buyer.state, code: buyer.stateCode })
            : t('owner.counter.receipt.state', { state: buyer.state })}
        </p>
      )}
      {buyer.gstin && <p>{t('owner.counter.receipt.gstin', { gstin: buyer.gstin })}</p>}
    </section>
  );
}

function PaymentRows({ payment }: { payment: NonNullable<ReceiptData['payment']> }) {
  const { t } = useOwnerT();
  const method = t('owner.terms.paymentMethod', { method: payment.method });
  if (payment.parts) {
    return (
      <>
        {payment.parts.map((part) => (
          <Row
            key={part.method}
            label={t('owner.terms.paymentMethod', { method: part.method })}
            amount={part.amount}
          />
        ))}
      </>
    );
  }
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

/**
 * The bill's heading as it was printed, and its number; a voided sale's bill stays, cancelled. A
 * credit note names the bill whose goods came back.
 */
function BillHeading({
  invoice,
  bill,
}: {
  invoice: NonNullable<ReceiptData['invoice']>;
  bill: InvoiceView | null;
}) {
  const { t, date } = useOwnerT();
  return (
    <>
      <p className="text-center font-bold">{t(BILL_HEADING_IDS[invoice.title])}</p>
      <p className="break-words">{t('owner.counter.receipt.billNumber', { number: invoice.number })}</p>
      {bill?.original && (
        <p className="break-words">
          {t('owner.counter.receipt.againstBill', {
            number: bill.original.number,
            date: date(bill.original.date),
          })}
        </p>
      )}
      {invoice.cancelled && <p className="text-center font-bold">{t('owner.counter.receipt.cancelled')}</p>}
    </>
  );
}

function RefundRow({ refund }: { refund: NonNullable<ReceiptData['refund']> }) {
  const { t } = useOwnerT();
  const method = t('owner.terms.paymentMethod', { method: refund.method });
  return (
    <p>
      {refund.reference
        ? t('owner.counter.receipt.refundedByWithRef', { method, reference: refund.reference })
        : t('owner.counter.receipt.refundedBy', { method })}
    </p>
  );
}

function receiptName(reference: ReceiptData['reference'], t: ReturnType<typeof useOwnerT>['t']): string {
  switch (reference.kind) {
    case 'sale':
      return t('owner.counter.receipt.sale', { number: reference.number });
    case 'order':
      return t('owner.counter.receipt.order', { pickupCode: reference.pickupCode });
    case 'return':
      return t('owner.counter.receipt.returnOf', { number: reference.saleNumber });
  }
}

/** The tax inside the total, per rate: half CGST, half SGST, as the supply is made at the shop. */
function TaxRows({ byRate }: { byRate: RateTotals[] }) {
  const { t } = useOwnerT();
  if (byRate.length === 0) return null;
  return (
    <section aria-label={t('owner.counter.receipt.taxPerRate')}>
      <Rule />
      {byRate.map((row) =>
        row.rate === 0 ? (
          <Row key={row.rate} label={t('owner.counter.receipt.nilRatedValue')} amount={row.taxable} />
        ) : (
          <div key={row.rate}>
            <Row label={t('owner.counter.receipt.taxableAt', { rate: row.rate })} amount={row.taxable} />
            <Row label={t('owner.counter.receipt.cgst', { rate: row.rate / 2 })} amount={row.cgst} indent />
            <Row label={t('owner.counter.receipt.sgst', { rate: row.rate / 2 })} amount={row.sgst} indent />
          </div>
        ),
      )}
    </section>
  );
}

/** A till receipt in a monospaced font, one column as narrow as the roll. */
export function Receipt({ receipt, shop }: { receipt: ReceiptData; shop: ShopInfo | undefined }) {
  const { t, money, dateTime } = useOwnerT();
  const name = receiptName(receipt.reference, t);
  const isReturn = receipt.reference.kind === 'return';
  return (
    <article
      aria-label={t('owner.counter.receipt.name', { name })}
      className="font-mono leading-snug text-black"
    >
      <ShopHeader shop={shop} seller={receipt.bill?.seller ?? null} />
      <Rule />
      {receipt.invoice && <BillHeading invoice={receipt.invoice} bill={receipt.bill} />}
      <p className="font-bold">{name}</p>
      <p>{dateTime(receipt.at)}</p>
      {receipt.cashier && <p>{t('owner.counter.receipt.cashier', { name: receipt.cashier })}</p>}
      {receipt.voidedReason !== null && (
        <p className="my-1 border-2 border-black text-center font-bold">
          {t('owner.counter.receipt.void', { reason: receipt.voidedReason })}
        </p>
      )}
      {receipt.bill?.buyer.name && (
        <>
          <Rule />
          <BuyerRows buyer={receipt.bill.buyer} />
        </>
      )}
      <Rule />
      <ul>
        {receipt.lines.map((line, index) => (
          <li key={index}>
            <p className="break-words">
              {line.title}
              {line.nilRated && ` (${t('owner.counter.receipt.nilRated')})`}
            </p>
            <Row
              label={`${quantityWithUnit(line.quantity, line.unit)} × ${money(line.price)}`}
              amount={priceTimes(line.price, line.quantity)}
              indent
            />
          </li>
        ))}
      </ul>
      <Rule />
      <Row
        label={t(isReturn ? 'owner.counter.receipt.refund' : 'owner.counter.receipt.total')}
        amount={receipt.total}
        strong
      />
      <TaxRows byRate={receipt.taxByRate} />
      {receipt.payment && <PaymentRows payment={receipt.payment} />}
      {receipt.refund && <RefundRow refund={receipt.refund} />}
      {receipt.bill && <p>{t('owner.counter.receipt.reverseCharge')}</p>}
      <Rule />
      <p className="text-center">{t('owner.counter.receipt.thanks')}</p>
    </article>
  );
}

import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type RateTotals, type ShopInfo } from '@shop/backend/contract';
import { BILL_HEADINGS, formatOrderTime } from '@/features/orders';
import { formatRupees, priceTimes } from '@/lib/money';
import type { ReceiptData } from '../receipt-data';

interface RowProps {
  label: ReactNode;
  amount: number;
  strong?: boolean;
  indent?: boolean;
}

function Row({ label, amount, strong = false, indent = false }: RowProps) {
  return (
    <p className={`flex justify-between gap-2 ${strong ? 'font-bold' : ''} ${indent ? 'pl-[2ch]' : ''}`}>
      <span>{label}</span>
      <span className="shrink-0">{formatRupees(amount)}</span>
    </p>
  );
}

const Rule = () => <hr className="my-1 border-0 border-t border-dashed border-black" />;

function ShopHeader({ shop }: { shop: ShopInfo | undefined }) {
  if (!shop) return null;
  return (
    <header className="text-center">
      <p className="font-bold">{shop.name}</p>
      <p>{shop.address}</p>
      <p>Ph: {shop.phone}</p>
    </header>
  );
}

function PaymentRows({ payment }: { payment: NonNullable<ReceiptData['payment']> }) {
  const method = PAYMENT_METHOD_LABELS[payment.method] ?? payment.method;
  return (
    <>
      <p>
        Paid by {method}
        {payment.reference ? ` (ref. ${payment.reference})` : ''}
      </p>
      {payment.tendered !== undefined && <Row label="Tendered" amount={payment.tendered} />}
      {payment.change !== undefined && <Row label="Change" amount={payment.change} />}
    </>
  );
}

/** The bill's heading by its kind, as the law names it, and its number; a voided sale's bill stays, cancelled. */
function BillHeading({ bill }: { bill: NonNullable<ReceiptData['bill']> }) {
  return (
    <>
      <p className="text-center font-bold">{BILL_HEADINGS[bill.kind]}</p>
      <p className="break-words">Bill No. {bill.number}</p>
      {bill.cancelled && <p className="text-center font-bold">CANCELLED</p>}
    </>
  );
}

/** The tax inside the total, per rate: half CGST, half SGST, as the supply is made at the shop. */
function TaxRows({ byRate }: { byRate: RateTotals[] }) {
  if (byRate.length === 0) return null;
  return (
    <section aria-label="Tax per rate">
      <Rule />
      {byRate.map((row) => (
        <div key={row.rate}>
          <Row label={`Taxable at ${row.rate}%`} amount={row.taxable} />
          <Row label={`CGST ${row.rate / 2}%`} amount={row.cgst} indent />
          <Row label={`SGST ${row.rate / 2}%`} amount={row.sgst} indent />
        </div>
      ))}
    </section>
  );
}

/** A till receipt in a monospaced font, one column as narrow as the roll. */
export function Receipt({ receipt, shop }: { receipt: ReceiptData; shop: ShopInfo | undefined }) {
  const { reference } = receipt;
  const name = reference.kind === 'sale' ? `Sale No. ${reference.number}` : `Order ${reference.pickupCode}`;
  return (
    <article aria-label={`Receipt for ${name}`} className="font-mono leading-snug text-black">
      <ShopHeader shop={shop} />
      <Rule />
      {receipt.bill && <BillHeading bill={receipt.bill} />}
      <p className="font-bold">{name}</p>
      <p>{formatOrderTime(receipt.at)}</p>
      {receipt.voidedReason !== null && (
        <p className="my-1 border-2 border-black text-center font-bold">VOID: {receipt.voidedReason}</p>
      )}
      <Rule />
      <ul>
        {receipt.lines.map((line, index) => (
          <li key={index}>
            <p className="break-words">{line.title}</p>
            <Row
              label={`${line.quantity} × ${formatRupees(line.price)}`}
              amount={priceTimes(line.price, line.quantity)}
              indent
            />
          </li>
        ))}
      </ul>
      <Rule />
      <Row label="Total" amount={receipt.total} strong />
      <TaxRows byRate={receipt.taxByRate} />
      {receipt.payment && <PaymentRows payment={receipt.payment} />}
      <Rule />
      <p className="text-center">Thank you!</p>
    </article>
  );
}

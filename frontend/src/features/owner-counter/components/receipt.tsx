import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type ShopInfo } from '@shop/backend/contract';
import { formatOrderTime } from '@/features/orders';
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

/** A till receipt in a monospaced font, one column as narrow as the roll. */
export function Receipt({ receipt, shop }: { receipt: ReceiptData; shop: ShopInfo | undefined }) {
  const { reference } = receipt;
  const name = reference.kind === 'sale' ? `Sale No. ${reference.number}` : `Order ${reference.pickupCode}`;
  return (
    <article aria-label={`Receipt for ${name}`} className="font-mono leading-snug text-black">
      <ShopHeader shop={shop} />
      <Rule />
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
      {receipt.payment && <PaymentRows payment={receipt.payment} />}
      <Rule />
      <p className="text-center">Thank you!</p>
    </article>
  );
}

import type { ReactNode } from 'react';
import { useGetShopQuery } from '@/features/shop';
import { PICKUP_HOLD_DAYS_DEFAULT, PICKUP_READY_HOURS_DEFAULT } from '@shop/backend/contract';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 space-y-2 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** What a customer agrees to at checkout, in the shop's own words, with its own figures. */
export default function TermsPage() {
  const { data: shop } = useGetShopQuery();
  const name = shop?.name ?? 'The shop';
  const readyHours = shop?.readyHours ?? PICKUP_READY_HOURS_DEFAULT;
  const holdDays = shop?.holdDays ?? PICKUP_HOLD_DAYS_DEFAULT;
  return (
    <article className="page-container max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900">Terms &amp; Shopping Policy</h1>
      <p className="mt-4 text-slate-700">
        {name} sells online for collection at the counter{shop ? ` (${shop.address})` : ''}. Placing an order
        means agreeing to what follows.
      </p>
      <Part id="terms-pickup" title="Collecting your order">
        <p>
          Nothing is delivered: you collect your order at the shop{shop ? `, open ${shop.hours}` : ''}. An
          order is usually ready within {readyHours} hours; we tell you when it is, and your orders page shows
          it too.
        </p>
        <p>
          Show your pickup code (or its QR code) at the counter. You pay when you collect, in cash, by UPI or
          by card.
        </p>
      </Part>
      <Part id="terms-holds" title="How long we hold it">
        <p>
          We keep a ready order for {holdDays} days, to the end of the last day. After that it may be
          cancelled and its items go back on the shelf; nothing is charged.
        </p>
      </Part>
      <Part id="terms-cancelling" title="Cancelling">
        <p>
          You can cancel an order yourself on your orders page while we are still preparing it. Once it is
          ready, or once we have started printing a print job in it, call the shop to cancel.
        </p>
      </Part>
      <Part id="terms-returns" title="Returns and exchanges">
        <p>
          Check your items at the counter. A damaged or wrong item is exchanged or refunded there, or within 7
          days with the bill and the item unused in its packing. Books and stationery cannot be returned once
          written in, and print jobs, made to order, only when the print is faulty.
        </p>
      </Part>
      <Part id="terms-print" title="Print jobs">
        <p>
          The price of a print job is worked out from the pages of your PDF and the rates of the day you
          order. We print the file as you uploaded it, and keep it only until a few days after the order is
          collected or cancelled. Do not upload what you have no right to copy.
        </p>
      </Part>
      <Part id="terms-privacy" title="Your details">
        <p>
          We keep your name, phone number, e-mail and the address you give to prepare your order and tell you
          about it, and for the shop's accounts. We send no advertising and do not sell or share your details.
          Ask us at the counter{shop ? ` or at ${shop.email}` : ''} to see or remove them.
        </p>
      </Part>
    </article>
  );
}

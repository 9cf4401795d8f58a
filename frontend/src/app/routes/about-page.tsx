import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MapLink } from '@/components/map-link';
import { useGetShopQuery } from '@/features/shop';
import { STATUS_TEXTS } from '@/lib/spec-texts';
import { STORE_HOURS } from '@shop/backend/contract';

export default function AboutPage() {
  const { data: shop, isError } = useGetShopQuery();
  return (
    <div className="page-container max-w-4xl">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">About Us</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        We are a neighbourhood shop for books, stationery and photocopying services. From school and college
        books to pens, colours, glue and stationery kits, we keep what students, offices and families need
        every day.
      </p>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        Have a PDF to print? Upload it on our{' '}
        <Link
          to="/print"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
        >
          Print &amp; Copies
        </Link>{' '}
        page, choose colour, sides, copies and binding, and see the price straight away.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <InfoCard id="about-offer" title="What we offer">
          <ul className="list-disc space-y-1 pl-5">
            <li>Books for school, college and general reading</li>
            <li>Stationery: pens and pencils, colours, adhesives, kits and boxes</li>
            <li>Photocopying services at the counter</li>
          </ul>
        </InfoCard>
        <InfoCard id="about-ordering" title="How ordering works">
          <ol className="list-decimal space-y-1 pl-5">
            <li>Order online: add products to your cart and place your order.</li>
            <li>Collect at the store: we get your order ready, packed in a bag.</li>
            <li>Pay at the counter when you collect. There is no online payment.</li>
          </ol>
        </InfoCard>
        <InfoCard id="about-hours" title="Store hours">
          <p className="font-medium text-slate-900">{STORE_HOURS}</p>
        </InfoCard>
        <InfoCard id="about-visit" title="Visit us">
          {isError ? (
            <p role="alert" className="min-h-6 font-medium text-red-700">
              {STATUS_TEXTS.fetchError}
            </p>
          ) : (
            <address className="min-h-6 not-italic">{shop?.address}</address>
          )}
          {shop?.mapsUrl && <MapLink href={shop.mapsUrl} className="mt-2 inline-block" />}
        </InfoCard>
      </div>

      <Link to="/all-products" className="btn-primary mt-10">
        Browse Products
      </Link>
    </div>
  );
}

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

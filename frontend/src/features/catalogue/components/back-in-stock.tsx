import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/form-field';
import { useAuth } from '@/features/account';
import { useGetShopQuery } from '@/features/shop';
import { translate, useT } from '@/i18n';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { whatsAppNumber, whatsAppUrl } from '@/lib/whatsapp';
import type { BackInStockStatus, Book } from '@shop/backend/contract';
import { useAskBackInStockMutation, useGetBackInStockQuery, useStopBackInStockMutation } from '../api';

/** The shop's own refusal as it words it, or our words for a call that never reached it. */
const problemText = (error: ApiCallError): string => {
  const problem = readApiError(error);
  return problem.kind === 'refusal' && problem.message
    ? problem.message
    : translate('catalogue.backInStock.unreachable');
};

/** "Ask the shop on WhatsApp", with the question typed in; nothing when the shop has no mobile. */
function AskTheShop({ book }: { book: Book }) {
  const { data: shop } = useGetShopQuery();
  const { t } = useT();
  const number = shop ? whatsAppNumber(shop.phone) : null;
  if (!number) return null;
  const text = t('catalogue.backInStock.askShopText', { title: book.title });
  return (
    <a
      href={whatsAppUrl(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
    >
      {t('catalogue.backInStock.askShop')}
    </a>
  );
}

function Waiting({ book, status }: { book: Book; status: BackInStockStatus }) {
  const [stop, stopping] = useStopBackInStockMutation();
  const { t } = useT();
  return (
    <div className="grid gap-2">
      <p className="text-slate-800">
        {status.channel === 'whatsapp'
          ? t('catalogue.backInStock.byWhatsApp', { phone: status.phone ?? '' })
          : t('catalogue.backInStock.byEmail')}
      </p>
      <Button
        variant="outline"
        className="w-fit"
        label={t('catalogue.backInStock.stop')}
        disabled={stopping.isLoading}
        onClick={() => void stop(book._id)}
      />
      {stopping.error && <p className="field-error">{problemText(stopping.error)}</p>}
    </div>
  );
}

/** Asks to be told; a customer whose e-mail is not verified gives a mobile number for WhatsApp. */
function AskForm({ book, needsPhone }: { book: Book; needsPhone: boolean }) {
  const phoneId = useId();
  const [phone, setPhone] = useState('');
  const [ask, asking] = useAskBackInStockMutation();
  const { t } = useT();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void ask({ id: book._id, phone: phone.trim() || undefined });
      }}
    >
      {needsPhone && (
        <PhoneField
          id={phoneId}
          label={t('catalogue.backInStock.phone')}
          labelClassName="text-sm font-medium text-slate-700"
          className="[&_input]:mt-1"
          required
          value={phone}
          onChange={setPhone}
          placeholder="98765 43210"
        />
      )}
      <Button
        type="submit"
        className="w-fit"
        label={asking.isLoading ? t('catalogue.backInStock.saving') : t('catalogue.backInStock.ask')}
        disabled={asking.isLoading}
      />
      {asking.error && (
        <p role="alert" className="field-error">
          {problemText(asking.error)}
        </p>
      )}
    </form>
  );
}

function SignedInPanel({ book, emailVerified }: { book: Book; emailVerified: boolean }) {
  const { data: status, isLoading, error } = useGetBackInStockQuery(book._id);
  const { t } = useT();
  if (isLoading) return <p className="text-slate-600">{t('catalogue.backInStock.loading')}</p>;
  if (error) return <p className="field-error">{problemText(error)}</p>;
  if (!status) return null;
  if (status.waiting) return <Waiting book={book} status={status} />;
  return <AskForm book={book} needsPhone={!emailVerified} />;
}

/** For an item that is out: be told when it is back, or ask the shop about it. */
export function BackInStock({ book }: { book: Book }) {
  const { currentUser, settled, requireAuthState } = useAuth();
  const location = useLocation();
  const { t } = useT();
  // Firebase loads for out-of-stock items only: most pages never need it.
  useEffect(requireAuthState, [requireAuthState]);
  return (
    <section
      aria-label={t('catalogue.backInStock.region')}
      className="grid gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {!settled ? null : currentUser ? (
        <SignedInPanel book={book} emailVerified={currentUser.emailVerified} />
      ) : (
        <ButtonLink to="/login" state={{ from: location }} className="w-fit">
          {t('catalogue.backInStock.logIn')}
        </ButtonLink>
      )}
      <AskTheShop book={book} />
    </section>
  );
}

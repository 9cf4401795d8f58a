import { useState } from 'react';
import { TENDER_METHODS } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { AmountField, CheckBox, TextField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindCustomersQuery } from '../api';
import { partsProblem, type AccountCustomer, type PaymentChoice } from '../sale';

/** Typed this long, a search goes out: three digits of a number, or three letters of a name. */
const SEARCH_MIN = 3;

/**
 * The customer the sale is to: found by a few digits of their number or their name. `search` is
 * what the search box starts with; nobody is chosen until the owner picks one found.
 */
export function CustomerPicker({
  payment,
  onChange,
  search = '',
}: {
  payment: PaymentChoice;
  onChange: (payment: PaymentChoice) => void;
  search?: string;
}) {
  const { t, money } = useOwnerT();
  const [text, setText] = useState(search);
  const query = useDebouncedValue(text.trim(), 250);
  const found = useFindCustomersQuery(query, { skip: query.length < SEARCH_MIN || !!payment.customer });
  const choose = (customer: AccountCustomer | null) => {
    setText('');
    const method = !customer && payment.method === 'account' ? 'cash' : payment.method;
    onChange({ ...payment, customer, method, ...(customer ? {} : { split: false, partsText: {} }) });
  };
  const chosen = payment.customer;
  if (chosen) {
    return (
      <div
        role="group"
        aria-label={t('owner.counter.account.customer')}
        className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
      >
        <p className="text-sm">
          <span className="font-semibold">{chosen.name}</span> · {chosen.phone} ·{' '}
          {t('owner.counter.account.owes', {
            balance: money(chosen.balance),
            limit: money(chosen.creditLimit),
          })}
        </p>
        <Button variant="link" label={t('owner.counter.account.noCustomer')} onClick={() => choose(null)} />
      </div>
    );
  }
  const customers = query.length >= SEARCH_MIN ? (found.data ?? []) : [];
  return (
    <div className="space-y-2">
      <TextField
        id="counter-customer"
        label={t('owner.counter.account.customer')}
        hint={t('owner.counter.account.customerHint')}
        value={text}
        onChange={setText}
        autoComplete="off"
        className="max-w-xs"
      />
      {customers.length > 0 && (
        <ul aria-label={t('owner.counter.account.found')} className="space-y-1">
          {customers.map((customer) => (
            <li key={customer._id}>
              <Button
                variant="secondary"
                label={`${customer.name} · ${customer.phone}`}
                onClick={() => choose(customer)}
              />
            </li>
          ))}
        </ul>
      )}
      {query.length >= SEARCH_MIN && found.isSuccess && customers.length === 0 && (
        <p className="text-sm text-slate-600">{t('owner.counter.account.noneFound')}</p>
      )}
    </div>
  );
}

/** The payment in parts: an amount for each way of paying, on account only with a customer. */
export function SplitFields({
  payment,
  onChange,
  total,
}: {
  payment: PaymentChoice;
  onChange: (payment: PaymentChoice) => void;
  total: number;
}) {
  const { t } = useOwnerT();
  const methods = TENDER_METHODS.filter((method) => method !== 'account' || payment.customer);
  return (
    <div className="space-y-2">
      <label className="flex items-center gap-2 text-sm">
        <CheckBox
          checked={payment.split}
          onChange={(event) => onChange({ ...payment, split: event.target.checked })}
        />
        {t('owner.counter.account.split')}
      </label>
      {payment.split && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {methods.map((method) => (
            <AmountField
              key={method}
              id={`counter-part-${method}`}
              label={t('owner.counter.account.partLabel', { method })}
              value={payment.partsText[method] ?? ''}
              onChange={(amount) =>
                onChange({ ...payment, partsText: { ...payment.partsText, [method]: amount } })
              }
            />
          ))}
          <p className="col-span-full text-sm text-slate-700" aria-live="polite">
            {partsProblem(payment, total) ?? t('owner.counter.account.partsAddUp')}
          </p>
        </div>
      )}
    </div>
  );
}

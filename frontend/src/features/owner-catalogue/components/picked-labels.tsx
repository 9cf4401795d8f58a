import { useId } from 'react';
import type { Book } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { LABEL_COUNT_MAX, labelCode, SYMBOLOGY_NAMES } from '../labels';

/** A picked item and its count as the owner is typing it. */
export interface Picked {
  book: Book;
  count: string;
}

export const countValue = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);
const countIsValid = (text: string): boolean => {
  const count = countValue(text);
  return count >= 1 && count <= LABEL_COUNT_MAX;
};

export function codeText(book: Book): string {
  const code = labelCode(book);
  return code
    ? translateOwner('owner.catalogue.labels.code', {
        symbology: SYMBOLOGY_NAMES[code.symbology],
        value: code.value,
      })
    : translateOwner('owner.catalogue.labels.noCode');
}

/** The items picked for labels, each with its count to type and a Remove. */
export function PickedItems({
  picked,
  onCount,
  onRemove,
}: {
  picked: readonly Picked[];
  onCount: (id: string, count: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useOwnerT();
  if (picked.length === 0) return null;
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{t('owner.catalogue.labels.toPrint')}</h2>
      <ul
        aria-label={t('owner.catalogue.labels.toPrint')}
        className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {picked.map((pick) => (
          <PickedItem key={pick.book._id} pick={pick} onCount={onCount} onRemove={onRemove} />
        ))}
      </ul>
    </div>
  );
}

function PickedItem({
  pick,
  onCount,
  onRemove,
}: {
  pick: Picked;
  onCount: (id: string, count: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useOwnerT();
  const id = useId();
  const { book, count } = pick;
  const valid = countIsValid(count);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{book.title}</p>
        <p className="text-sm break-all text-slate-600">{codeText(book)}</p>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <div>
          <label htmlFor={id} className="sr-only">
            {t('owner.catalogue.labels.countOf', { title: book.title })}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={LABEL_COUNT_MAX}
            value={count}
            onChange={(event) => onCount(book._id, event.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
            className={`field-input h-11 w-24 ${valid ? '' : 'border-red-600'}`}
          />
          {!valid && (
            <p id={`${id}-error`} className="field-error max-w-40">
              {t('owner.catalogue.labels.countRange', { max: LABEL_COUNT_MAX })}
            </p>
          )}
        </div>
        <Button
          variant="dangerOutline"
          label={t('owner.catalogue.labels.remove')}
          onClick={() => onRemove(book._id)}
        >
          <span className="sr-only"> {book.title}</span>
        </Button>
      </div>
    </li>
  );
}

import { KIT_LINE_QUANTITY_MAX } from '@shop/backend/contract';
import { Button, IconButton } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import type { KitLineDraft } from '../kit-draft';

interface KitLinesProps {
  lines: readonly KitLineDraft[];
  errors: Readonly<Record<string, string>>;
  onChange: (index: number, line: KitLineDraft) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** The school's list as it prints: each item, how many, whether the parent may leave it out. */
export function KitLines({ lines, errors, ...actions }: KitLinesProps) {
  const { t } = useOwnerT();
  if (lines.length === 0) return <p className="text-sm text-slate-600">{t('owner.kits.lines.none')}</p>;
  return (
    <ol aria-label={t('owner.kits.lines.list')} className="grid gap-3">
      {lines.map((line, index) => (
        <KitLineRow
          key={line.productId}
          line={line}
          index={index}
          last={index === lines.length - 1}
          error={errors[`lines.${index}`]}
          {...actions}
        />
      ))}
    </ol>
  );
}

interface KitLineRowProps extends Omit<KitLinesProps, 'lines' | 'errors'> {
  line: KitLineDraft;
  index: number;
  last: boolean;
  error?: string;
}

function KitLineRow({ line, index, last, error, onChange, onMove, onRemove }: KitLineRowProps) {
  const { t, money } = useOwnerT();
  const title = line.title ?? t('owner.kits.lines.gone');
  const id = `kit-line-${index}`;
  return (
    <li
      aria-label={title}
      className={`rounded-lg border bg-white p-3 ${error ? 'border-red-400' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className={`font-medium break-words ${line.title ? 'text-slate-900' : 'text-red-700'}`}>
            {title}
          </p>
          {line.price !== null && (
            <p className="text-sm text-slate-600">
              {t('owner.kits.lines.each', { price: money(line.price) })}
            </p>
          )}
        </div>
        <div className="flex gap-1">
          <IconButton
            size="square"
            label={t('owner.kits.lines.up', { title })}
            icon="↑"
            disabled={index === 0}
            onClick={() => onMove(index, -1)}
          />
          <IconButton
            size="square"
            label={t('owner.kits.lines.down', { title })}
            icon="↓"
            disabled={last}
            onClick={() => onMove(index, 1)}
          />
          <Button
            variant="secondary"
            size="square"
            label={t('owner.kits.lines.remove')}
            onClick={() => onRemove(index)}
          >
            <span className="sr-only"> {title}</span>
          </Button>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
        <label htmlFor={`${id}-quantity`} className="flex items-center gap-2 text-sm text-slate-700">
          {t('owner.kits.lines.quantity')}
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={KIT_LINE_QUANTITY_MAX}
            value={line.quantity}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(index, { ...line, quantity: event.target.value })}
            className={`field-input h-11 w-20 ${error ? 'border-red-600' : ''}`}
          />
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={line.optional}
            onChange={(event) => onChange(index, { ...line, optional: event.target.checked })}
            className="size-5"
          />
          {t('owner.kits.lines.optional')}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </li>
  );
}

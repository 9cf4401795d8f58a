import type { KeyboardEvent } from 'react';
import { IconButton } from '@/components/ui/button';
import { useT } from '@/i18n';

interface StockStepperProps {
  /** Names the item in every label, so each button makes sense on its own to a screen reader. */
  itemName: string;
  value: number;
  /** The most that may be chosen: what is left, at most the per-line limit. */
  max: number;
  onChange: (quantity: number) => void;
}

const MIN = 1;

/**
 * A quantity from 1 to max with − and + buttons; the number itself is an ARIA spinbutton, so the
 * arrow keys, Home and End work on it too. A value above max (stock ran short) can only go down.
 */
export function StockStepper({ itemName, value, max, onChange }: StockStepperProps) {
  const { t } = useT();
  const top = Math.max(MIN, max);
  function change(next: number) {
    // Never below 1, and up only as far as max; a value already above max may still come down.
    const bounded = next > value ? Math.min(next, Math.max(top, value)) : Math.max(next, MIN);
    if (bounded !== value) onChange(bounded);
  }

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    const keys: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowRight: value + 1,
      ArrowDown: value - 1,
      ArrowLeft: value - 1,
      Home: MIN,
      End: top,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    change(keys[event.key]!);
  }

  return (
    <div className="flex items-center gap-2">
      <span className="text-slate-600" aria-hidden="true">
        {t('shop.stepper.qty')}
      </span>
      <IconButton
        className="text-lg"
        label={t('shop.stepper.decrease', { item: itemName })}
        icon={<span aria-hidden="true">−</span>}
        disabled={value <= MIN}
        onClick={() => change(value - 1)}
      />
      <span
        role="spinbutton"
        tabIndex={0}
        aria-label={t('shop.stepper.quantity', { item: itemName })}
        aria-valuenow={value}
        aria-valuemin={MIN}
        aria-valuemax={Math.max(top, value)}
        onKeyDown={onKeyDown}
        className="min-w-8 rounded text-center font-semibold text-slate-900 tabular-nums"
      >
        {value}
      </span>
      <IconButton
        className="text-lg"
        label={t('shop.stepper.increase', { item: itemName })}
        icon={<span aria-hidden="true">+</span>}
        disabled={value >= top}
        onClick={() => change(value + 1)}
      />
    </div>
  );
}

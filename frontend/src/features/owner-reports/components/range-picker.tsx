import type { ReportRange } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';

const FIELDS = [
  { key: 'from', label: 'owner.reports.from' },
  { key: 'to', label: 'owner.reports.to' },
] as const;

/** The period every download and the table cover: India dates, both ends included. */
export function RangePicker({
  range,
  problem,
  onChange,
}: {
  range: ReportRange;
  problem: string | null;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useOwnerT();
  return (
    <fieldset>
      <legend className="field-label">{t('owner.reports.period')}</legend>
      <div className="flex flex-wrap gap-4">
        {FIELDS.map(({ key, label }) => (
          <label key={key} className="flex min-w-36 flex-1 flex-col text-sm text-slate-700 sm:flex-none">
            {t(label)}
            <input
              type="date"
              className="field-input mt-1 min-h-11"
              value={range[key]}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'report-range-problem' : undefined}
              onChange={(event) => onChange({ ...range, [key]: event.target.value })}
            />
          </label>
        ))}
      </div>
      {problem && (
        <p id="report-range-problem" role="alert" className="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

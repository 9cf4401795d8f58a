import { useId } from 'react';
import { useT } from '@/i18n';
import type { KitSchool } from '@shop/backend/contract';
import { FieldLabel } from '@/components/ui/form-field';
import type { KitParams } from '../use-kit-params';

/** The school's classes, each once: a class listed for two years shows its newest year's kit. */
export function classesOf(school: KitSchool | undefined): KitSchool['classes'] {
  const seen = new Set<string>();
  return (school?.classes ?? []).filter((entry) => {
    if (seen.has(entry.className)) return false;
    seen.add(entry.className);
    return true;
  });
}

/** The school from a list, then its class from large buttons a thumb can hit; the choice is the address's. */
export function KitPicker({ schools, choice }: { schools: KitSchool[]; choice: KitParams }) {
  const { school, className, chooseSchool, chooseClass } = choice;
  const { t } = useT();
  const selectId = useId();
  const classesId = useId();
  const chosenSchool = schools.find((entry) => entry.school === school);
  const classes = classesOf(chosenSchool);
  return (
    <div className="space-y-5">
      <div>
        <FieldLabel id={selectId} label={t('kits.school')} />
        <select
          id={selectId}
          value={chosenSchool ? school : ''}
          onChange={(event) => chooseSchool(event.target.value)}
          className="field-input mt-1 h-12 text-base"
        >
          <option value="" disabled>
            {t('kits.chooseSchool')}
          </option>
          {schools.map((entry) => (
            <option key={entry.school} value={entry.school}>
              {entry.school}
            </option>
          ))}
        </select>
        {school && !chosenSchool && (
          <p className="mt-2 text-sm text-amber-800">{t('kits.unknownSchool', { school })}</p>
        )}
      </div>
      {chosenSchool && (
        <fieldset>
          <legend id={classesId} className="field-label">
            {t('kits.class')}
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2 min-[400px]:grid-cols-3 sm:grid-cols-4">
            {classes.map((entry) => (
              <label
                key={entry.className}
                className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-center font-semibold break-words text-slate-800 transition hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={classesId}
                  value={entry.className}
                  checked={entry.className === className}
                  onChange={() => chooseClass(entry.className)}
                  className="sr-only"
                />
                {entry.className}
              </label>
            ))}
          </div>
          {className && !classes.some((entry) => entry.className === className) && (
            <p className="mt-2 text-sm text-amber-800">{t('kits.unknownClass', { className })}</p>
          )}
        </fieldset>
      )}
    </div>
  );
}

import { FormField, TextAreaField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { useGetOwnerKitsQuery } from '../api';
import type { KitDraft } from '../kit-draft';
import { kitFilterChoices } from '../kit-groups';

interface FieldsProps {
  draft: KitDraft;
  errors: Readonly<Record<string, string>>;
  onChange: (change: Partial<KitDraft>) => void;
}

/** Which school's list this is: its title, the school, the class and the school year. */
export function KitDetailsFields({ draft, errors, onChange }: FieldsProps) {
  const { t } = useOwnerT();
  // The schools already named, offered as the owner types, so one school does not become two.
  const { data: kits } = useGetOwnerKitsQuery({});
  const { schools } = kitFilterChoices(kits ?? []);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="kit-title"
        label={t('owner.kits.form.title')}
        showRequired
        autoComplete="off"
        className="sm:col-span-2"
        placeholder={t('owner.kits.form.titlePlaceholder')}
        value={draft.title}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <FormField
        id="kit-school"
        label={t('owner.kits.form.school')}
        showRequired
        autoComplete="off"
        list="kit-schools"
        value={draft.school}
        error={errors.school}
        onChange={(event) => onChange({ school: event.target.value })}
      />
      <datalist id="kit-schools">
        {schools.map((school) => (
          <option key={school} value={school} />
        ))}
      </datalist>
      <FormField
        id="kit-class"
        label={t('owner.kits.form.className')}
        showRequired
        autoComplete="off"
        placeholder={t('owner.kits.form.classPlaceholder')}
        value={draft.className}
        error={errors.className}
        onChange={(event) => onChange({ className: event.target.value })}
      />
      <FormField
        id="kit-year"
        label={t('owner.kits.form.academicYear')}
        showRequired
        autoComplete="off"
        hint={t('owner.kits.form.yearHint')}
        value={draft.academicYear}
        error={errors.academicYear}
        onChange={(event) => onChange({ academicYear: event.target.value })}
      />
    </div>
  );
}

/** Whether parents see the kit, how many the shop expects to sell, and the owner's notes on it. */
export function KitPublishingFields({ draft, errors, onChange }: FieldsProps) {
  const { t } = useOwnerT();
  return (
    <div className="grid gap-4">
      <label className="inline-flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.published}
          onChange={(event) => onChange({ published: event.target.checked })}
        />
        <span>
          <span className="font-semibold">{t('owner.kits.form.published')}</span>
          <span className="block text-sm text-slate-600">{t('owner.kits.form.publishedHint')}</span>
        </span>
      </label>
      <FormField
        id="kit-expected"
        label={t('owner.kits.form.expectedKits')}
        hint={t('owner.kits.form.expectedKitsHint')}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-xs"
        value={draft.expectedKits}
        error={errors.expectedKits}
        onChange={(event) => onChange({ expectedKits: event.target.value })}
      />
      <TextAreaField
        id="kit-notes"
        label={t('owner.kits.form.notes')}
        rows={3}
        value={draft.notes}
        error={errors.notes}
        onChange={(event) => onChange({ notes: event.target.value })}
        className="[&_textarea]:min-h-20"
      />
    </div>
  );
}

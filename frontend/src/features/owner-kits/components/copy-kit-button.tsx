import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAcademicYear, nextAcademicYear, type KitSummary } from '@shop/backend/contract';
import { showToast } from '@/components/dialogs';
import { Button } from '@/components/ui/button';
import { DIALOG_FOCUS, FormDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { readApiError } from '@/lib/api-error';
import { useCopyKitMutation } from '../api';
import { kitNameValues } from '../kit-groups';

type CopiedKit = Pick<KitSummary, '_id' | 'school' | 'className' | 'academicYear'>;

/** Next year's list from this one: asks the year (the next one unless told), then opens the copy. */
export function CopyKitButton({ kit }: { kit: CopiedKit }) {
  const { t } = useOwnerT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" label={t('owner.kits.copy.button')} onClick={() => setAsking(true)}>
        <span className="sr-only"> {t('owner.kits.kitName', kitNameValues(kit))}</span>
      </Button>
      {asking && <CopyKitDialog kit={kit} onClose={() => setAsking(false)} />}
    </>
  );
}

function CopyKitDialog({ kit, onClose }: { kit: CopiedKit; onClose: () => void }) {
  const { t } = useOwnerT();
  const navigate = useNavigate();
  const [copyKit, { isLoading }] = useCopyKitMutation();
  const [year, setYear] = useState(() => nextAcademicYear(kit.academicYear));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const academicYear = year.trim();
    if (!isAcademicYear(academicYear)) return setProblem(translateOwner('owner.kits.form.yearHint'));
    if (isLoading) return;
    setProblem(null);
    const result = await copyKit({ id: kit._id, academicYear });
    if (result.error) return setProblem(copyProblem(result.error, { ...kit, academicYear }));
    onClose();
    void showToast(translateOwner('owner.kits.copy.done', { academicYear }));
    navigate(`/dashboard/kits/${result.data._id}/edit`);
  }

  return (
    <FormDialog
      title={t('owner.kits.copy.title', kitNameValues(kit))}
      description={t('owner.kits.copy.text')}
      submitLabel={t(isLoading ? 'owner.kits.copy.copying' : 'owner.kits.copy.submit')}
      cancelLabel={t('owner.kits.copy.cancel')}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <TextField
        id="kit-copy-year"
        label={t('owner.kits.form.academicYear')}
        autoComplete="off"
        value={year}
        error={problem ?? undefined}
        onChange={setYear}
        {...{ [DIALOG_FOCUS]: '' }}
      />
    </FormDialog>
  );
}

function copyProblem(error: Parameters<typeof readApiError>[0], kit: CopiedKit): string {
  const refusal = readApiError(error);
  if (refusal.kind === 'refusal' && refusal.status === 409)
    return translateOwner('owner.kits.conflict', kitNameValues(kit));
  if (refusal.kind === 'refusal' && refusal.message) return refusal.message;
  return translateOwner('owner.kits.copy.failed');
}

import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Book, KitView } from '@shop/backend/contract';
import { KIT_LINES_MAX } from '@shop/backend/contract';
import { Panel } from '@/components/ui/panel';
import { showToast } from '@/components/dialogs';
import { Button, ButtonLink, SubmitButton } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-field';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { useCreateKitMutation, useUpdateKitMutation } from '../api';
import { BackLink } from '../components/back-link';
import { CopyKitButton } from '../components/copy-kit-button';
import { ItemSearch } from '../components/item-search';
import { LoadedKit } from '../components/loaded-kit';
import { KitDetailsFields, KitPublishingFields } from '../components/kit-details-fields';
import { KitLines } from '../components/kit-lines';
import { KitPricingFields } from '../components/kit-pricing-fields';
import { useDeleteKit } from '../hooks/use-delete-kit';
import {
  draftFromKit,
  emptyDraft,
  errorsByField,
  kitInputOf,
  lineFromBook,
  moveLine,
  type KitDraft,
  type KitLineDraft,
} from '../kit-draft';
import { kitProblemFrom } from '../kit-problem';
import { kitIssues } from '../kit-validation';

/** /dashboard/kits/new and /dashboard/kits/:id/edit: one editor for a new kit and a kept one. */
export default function KitEditorPage() {
  const { id } = useParams();
  return id ? (
    <LoadedKit key={id} id={id}>
      {(kit) => <KitEditor kit={kit} />}
    </LoadedKit>
  ) : (
    <KitEditor kit={null} />
  );
}

function KitEditor({ kit }: { kit: KitView | null }) {
  const { t } = useOwnerT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<KitDraft>(() => (kit ? draftFromKit(kit) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [createKit, created] = useCreateKitMutation();
  const [updateKit, updated] = useUpdateKitMutation();
  const saving = created.isLoading || updated.isLoading;

  const change = (fields: Partial<KitDraft>) => setDraft((current) => ({ ...current, ...fields }));
  const setLines = (lines: (current: KitLineDraft[]) => KitLineDraft[]) =>
    setDraft((current) => ({ ...current, lines: lines(current.lines) }));
  const addLine = (book: Book) =>
    setLines((lines) =>
      lines.some((line) => line.productId === book._id) ? lines : [...lines, lineFromBook(book)],
    );

  async function save() {
    const input = kitInputOf(draft);
    const issues = kitIssues(input);
    setErrors(errorsByField(issues));
    if (issues.length > 0) return setProblem(translateOwner('owner.kits.form.fixFields'));
    setProblem(null);
    const result = kit ? await updateKit({ id: kit._id, body: input }) : await createKit(input);
    if (result.error) {
      const refused = kitProblemFrom(result.error, input);
      setErrors(refused.errors);
      return setProblem(refused.message);
    }
    void showToast(translateOwner('owner.kits.form.saved'));
    if (kit) setDraft(draftFromKit(result.data));
    else navigate(`/dashboard/kits/${result.data._id}/edit`, { replace: true });
  }

  return (
    <section aria-labelledby="kit-editor-heading" className="mx-auto w-full max-w-4xl">
      <BackLink to="/dashboard/kits" label={t('owner.kits.backToList')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 id="kit-editor-heading" className="text-2xl font-bold break-words text-slate-900">
          {kit ? t('owner.kits.form.editHeading', { title: kit.title }) : t('owner.kits.form.newHeading')}
        </h1>
        {kit && <KitActions kit={kit} />}
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="mt-6 grid gap-6"
      >
        <Card>
          <KitDetailsFields draft={draft} errors={errors} onChange={change} />
        </Card>
        <Card heading={t('owner.kits.lines.heading', { count: draft.lines.length, max: KIT_LINES_MAX })}>
          <ItemSearch added={new Set(draft.lines.map((line) => line.productId))} onAdd={addLine} />
          {errors.lines && <p className="field-error">{errors.lines}</p>}
          <KitLines
            lines={draft.lines}
            errors={errors}
            onChange={(index, line) =>
              setLines((lines) => lines.map((old, at) => (at === index ? line : old)))
            }
            onMove={(index, by) => setLines((lines) => moveLine(lines, index, by))}
            onRemove={(index) => setLines((lines) => lines.filter((_, at) => at !== index))}
          />
        </Card>
        <Card heading={t('owner.kits.pricing.heading')}>
          <KitPricingFields draft={draft} error={errors.pricing} onChange={change} />
        </Card>
        <Card>
          <KitPublishingFields draft={draft} errors={errors} onChange={change} />
        </Card>
        {problem && <FormProblem>{problem}</FormProblem>}
        <div className="flex justify-end">
          <SubmitButton
            busy={saving}
            label={t('owner.kits.form.save')}
            busyLabel={t('owner.kits.form.saving')}
          />
        </div>
      </form>
    </section>
  );
}

function Card({ heading, children }: { heading?: string; children: ReactNode }) {
  return (
    <Panel as="section" className="grid gap-4">
      {heading && <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>}
      {children}
    </Panel>
  );
}

/** What the owner does with a kept kit besides editing it. */
function KitActions({ kit }: { kit: KitView }) {
  const { t } = useOwnerT();
  const { deleting, remove } = useDeleteKit();
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to={`/dashboard/kits/${kit._id}/print`} variant="outline" size="sm">
        {t('owner.kits.print.button')}
      </ButtonLink>
      <CopyKitButton kit={kit} />
      <Button
        variant="dangerOutline"
        label={t('owner.kits.delete.button')}
        busy={deleting}
        busyLabel={t('owner.kits.delete.deleting')}
        onClick={() => void remove(kit)}
      />
    </div>
  );
}

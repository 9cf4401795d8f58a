import type { KitInput } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';
import { readApiError, type ApiCallError, type ApiError } from '@/lib/api-error';
import { errorsByField } from './kit-draft';

/** What the editor shows of a refused save: a line under the form, and each issue beside its field. */
export interface KitProblem {
  message: string;
  errors: Record<string, string>;
}

/** A 409 says in words which kit is already there; a 400 puts its issues at their fields. */
export function kitProblemFrom(error: ApiCallError, input: KitInput): KitProblem {
  const refusal = readApiError(error);
  if (refusal.kind === 'network') return { message: translateOwner('owner.kits.form.offline'), errors: {} };
  if (refusal.status === 409) {
    const message = translateOwner('owner.kits.conflict', {
      school: input.school,
      className: input.className,
      academicYear: input.academicYear,
    });
    return { message, errors: { className: message } };
  }
  if (refusal.status === 404) return { message: translateOwner('owner.kits.form.gone'), errors: {} };
  return {
    message: refusal.message ?? translateOwner('owner.kits.form.saveFailed'),
    errors: errorsByField(refusal.issues),
  };
}

/** Why a kit could not be opened for editing or printing: deleted meanwhile, or not loaded. */
export const kitLoadFailure = (problem: ApiError | null): string =>
  translateOwner(problem?.status === 404 ? 'owner.kits.form.gone' : 'owner.kits.form.loadFailed');

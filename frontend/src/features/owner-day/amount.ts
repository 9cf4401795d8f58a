import { translateOwner } from '@/i18n/owner';
import { readApiError, type ApiCallError } from '@/lib/api-error';

/** What a form shows of a refusal: the API's message, and its issue for each field by name. */
export interface Refusal {
  message: string;
  fields: Record<string, string>;
}

export function refusalOf(error: ApiCallError, fallback: string): Refusal {
  const read = readApiError(error);
  if (read.kind === 'network') {
    return { message: translateOwner('owner.day.noAnswer', { refusal: fallback }), fields: {} };
  }
  return {
    message: read.message ?? fallback,
    fields: Object.fromEntries(read.issues.map((issue) => [issue.path, issue.message])),
  };
}

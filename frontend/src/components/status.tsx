import { STATUS_TEXTS } from '@/lib/spec-texts';

/** Shared loading and error lines. */
export function Loading({ text = STATUS_TEXTS.loading }: { text?: string }) {
  return (
    <p role="status" aria-live="polite" className="py-10 text-center text-slate-600">
      {text}
    </p>
  );
}

export function ErrorMessage({ text }: { text: string }) {
  return (
    <p role="alert" className="py-10 text-center font-medium text-red-700">
      {text}
    </p>
  );
}

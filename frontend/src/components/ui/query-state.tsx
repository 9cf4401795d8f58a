import { isValidElement, type ReactNode } from 'react';
import { ErrorMessage, Loading } from '@/components/status';
import { readApiError, type ApiCallError, type ApiError } from '@/lib/api-error';
import { Panel } from './panel';

/** What QueryState reads of an RTK Query result: any query hook's answer fits. */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError?: boolean;
  error?: ApiCallError;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The Loading line's words ("Loading..." when left out), or an element in its place (a skeleton). */
  loading?: ReactNode;
  /**
   * The error line's words, or an element in its place; as a function it reads the API's answer
   * first (the one reader of API errors), so a screen can say "gone" for a 404.
   */
  error: ReactNode | ((problem: ApiError | null) => ReactNode);
  /** Shown instead of the list when it is empty: words for an EmptyNote, or an element. */
  empty?: ReactNode;
  /** When the data counts as empty; a list with no entries unless the screen says otherwise. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const noEntries = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Words become the kit's standard line; an element stands as it is. */
const shown = (node: ReactNode, line: (text: string) => ReactNode) =>
  typeof node === 'string' ? line(node) : isValidElement(node) ? node : null;

/**
 * A query's four faces in one place: loading, failed (or answered with nothing), empty, and the
 * data. Once loaded, data kept while a newer request runs stays on screen.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = noEntries,
  children,
}: QueryStateProps<T>) {
  if (query.isLoading)
    return loading === undefined ? <Loading /> : shown(loading, (text) => <Loading text={text} />);
  if (query.isError || query.data === undefined) {
    const said = typeof error === 'function' ? error(query.error ? readApiError(query.error) : null) : error;
    return shown(said, (text) => <ErrorMessage text={text} />);
  }
  if (empty !== undefined && isEmpty(query.data))
    return shown(empty, (text) => <EmptyNote>{text}</EmptyNote>);
  return children(query.data);
}

/** A list with nothing in it yet, said in a panel where the list would stand. */
export function EmptyNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <Panel as="p" padding="none" className={`px-4 py-10 text-center text-slate-600 ${className}`.trim()}>
      {children}
    </Panel>
  );
}

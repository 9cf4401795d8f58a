import { ORDER_STATUSES, type OrderStatus } from '../store';

/** The contract's status sets as an SQL list; only known statuses are ever written into SQL. */
export function statusList(statuses: readonly OrderStatus[]): string {
  return statuses
    .filter((status) => ORDER_STATUSES.includes(status))
    .map((status) => `'${status}'`)
    .join(', ');
}

/** A unique index refused the write (a primary key's refusal has a code of its own). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** `text` anywhere in a column, LIKE's own characters taken as themselves (with ESCAPE '\\'). */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

import type { KitInput } from '@shop/backend/contract';
import { kitBodySchema } from '@shop/backend/contract/schemas';

/**
 * The very rules the API checks a kit with, so a wrong year or quantity is said at its field before
 * anything is sent. Only the owner's lazily loaded kit screens import this (zod stays out of the shop).
 */
export function kitIssues(input: KitInput): { path: string; message: string }[] {
  const checked = kitBodySchema.safeParse(input);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

import {
  bookFieldSchemas,
  bookPriceProblems,
  stockCount,
  typedBookFieldSchemas,
} from '@shop/backend/contract/schemas';
import { z } from 'zod';
import { translateOwner } from '@/i18n/owner';
import { coverFileError, coverUrlError } from './book-form-values';

/** Both prices, once each is valid on its own; otherwise their own messages say enough. */
function validPrices(values: unknown): { oldPrice: number; newPrice: number } | null {
  const { oldPrice, newPrice } = (values ?? {}) as Record<string, unknown>;
  const old = bookFieldSchemas.oldPrice.safeParse(oldPrice);
  const current = bookFieldSchemas.newPrice.safeParse(newPrice);
  return old.success && current.success ? { oldPrice: old.data, newPrice: current.data } : null;
}

/**
 * The stock box: blank (spaces too) is "not counted", anything else the contract's count rule.
 * bookFieldSchemas.stock accepts the same, but as a union with null it reports a fraction or a
 * word only as "Invalid input"; the count rule alone says what is wrong.
 */
const stockField = z.string().superRefine((text, ctx) => {
  if (!text.trim()) return;
  const count = stockCount(translateOwner('owner.catalogue.form.stock')).safeParse(text.trim());
  for (const issue of count.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message });
});

/**
 * The add and edit forms' rules: the item's fields are checked by the very schemas the API uses
 * (prices and stock stay text in the form, as the API also takes them); the cover fields are the
 * form's own.
 * The rules across fields run even while another field is wrong (`when`), as the owner expects
 * every problem shown at once.
 */
export function bookFormSchema(mode: 'add' | 'edit') {
  return z
    .object({
      ...typedBookFieldSchemas,
      category: bookFieldSchemas.category,
      trending: z.boolean(),
      stock: stockField,
      coverUrl: z.string().superRefine((url, ctx) => {
        const problem = coverUrlError(url);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      coverFile: z
        .instanceof(File)
        .nullable()
        .superRefine((file, ctx) => {
          const problem = file
            ? coverFileError(file)
            : mode === 'add'
              ? translateOwner('owner.catalogue.form.chooseCover')
              : null;
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    })
    .superRefine(
      (values, ctx) => {
        const prices = validPrices(values);
        if (!prices) return;
        for (const { path, message } of bookPriceProblems(prices)) {
          ctx.addIssue({ code: 'custom', path: [path], message });
        }
      },
      { when: ({ value }) => validPrices(value) !== null },
    )
    .superRefine(
      (values, ctx) => {
        if (!(values.coverUrl.trim() && values.coverFile)) return;
        ctx.addIssue({
          code: 'custom',
          path: ['coverUrl'],
          message: translateOwner('owner.catalogue.form.addressOrFile'),
        });
      },
      { when: ({ value }) => typeof (value as { coverUrl?: unknown }).coverUrl === 'string' },
    );
}

export const CATEGORIES = ['penandpencil', 'colors', 'adhesive', 'book', 'box'] as const;
export type Category = (typeof CATEGORIES)[number];

export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);

/** How the storefront names each category: its filters, cards, cart and detail page. */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  penandpencil: 'Pen and Pencil',
  colors: 'Colors',
  adhesive: 'Adhesive or Gum',
  book: 'Book',
  box: 'Box',
};

/** The owner's add and edit forms name and order the categories their own way. */
export const CATEGORY_FORM_OPTIONS: readonly { value: Category; label: string }[] = [
  { value: 'penandpencil', label: 'Pen & Pencil' },
  { value: 'book', label: 'Book' },
  { value: 'adhesive', label: 'Adhesive or Gum' },
  { value: 'box', label: 'Stationary Kit or Boxes' },
  { value: 'colors', label: 'Colours' },
];

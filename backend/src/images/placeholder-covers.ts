/** A plain drawn cover per category, for items added without a picture (a spreadsheet, a bill). */
import { CATEGORY_LABELS, type Category } from '../contract';
import { renderCoverSvg } from './artwork';

const PLACEHOLDER_ART: Record<
  Category,
  { motif: 'pen' | 'paint' | 'glue' | 'book' | 'box'; primary: string; secondary: string }
> = {
  penandpencil: { motif: 'pen', primary: '#1f5fbf', secondary: '#8fb8ef' },
  colors: { motif: 'paint', primary: '#c2410c', secondary: '#fdba74' },
  adhesive: { motif: 'glue', primary: '#0f766e', secondary: '#99f6e4' },
  book: { motif: 'book', primary: '#7c2d12', secondary: '#fcd9bd' },
  box: { motif: 'box', primary: '#4338ca', secondary: '#c7d2fe' },
};

/** The category's placeholder cover, drawn and stored once per category for the caller's lifetime. */
export function placeholderCovers(images: { storeGeneratedSvg(svg: string): Promise<string> }) {
  const stored = new Map<Category, Promise<string>>();
  return (category: Category): Promise<string> => {
    let cover = stored.get(category);
    if (!cover) {
      const art = PLACEHOLDER_ART[category];
      cover = images.storeGeneratedSvg(renderCoverSvg({ title: CATEGORY_LABELS[category], category, art }));
      stored.set(category, cover);
    }
    return cover;
  };
}

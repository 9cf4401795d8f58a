import type { ImageService } from '../images/service';
import type { BookStore } from '../store/store';
import { renderCoverSvg } from '../images/artwork';
import { seedCatalogue } from './catalogue';
import { seedStock } from './stock';

/** Fills an empty catalogue with the bundled items and their drawn covers; never touches a non-empty one. */
export async function seedIfEmpty(deps: {
  books: Pick<BookStore, 'count' | 'create'>;
  images: Pick<ImageService, 'storeGeneratedSvg'>;
}): Promise<number> {
  if ((await deps.books.count()) > 0) return 0;
  // Reversed, so the newest-first listing opens with the catalogue's first items.
  for (const [position, item] of [...seedCatalogue.entries()].reverse()) {
    const coverImage = await deps.images.storeGeneratedSvg(renderCoverSvg(item));
    await deps.books.create({
      title: item.title,
      description: item.description,
      category: item.category,
      trending: item.trending,
      oldPrice: item.oldPrice,
      newPrice: item.newPrice,
      coverImage,
      stock: seedStock(item, position),
      sku: null,
      author: item.author ?? null,
      language: item.language ?? null,
      ...item.tax,
    });
  }
  return seedCatalogue.length;
}

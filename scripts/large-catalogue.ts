import { createImageService } from '../backend/src/images/service';
import { createSqliteStore } from '../backend/src/store/sqlite';
import { CATEGORIES } from '../backend/src/contract';

/** The words the bench's items are named with: what its searches type. */
export const CATALOGUE_WORDS = [
  'gel',
  'pen',
  'pencil',
  'crayon',
  'glue',
  'tape',
  'notebook',
  'atlas',
  'box',
  'marker',
  'eraser',
  'ruler',
];

/** A catalogue of `count` believable items sharing one small cover, written straight into the file. */
export async function fillCatalogue(file: string, count: number): Promise<string[]> {
  const store = createSqliteStore({ path: file });
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="#1d4ed8"/></svg>';
  const coverImage = await createImageService(store.images).storeGeneratedSvg(svg);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = CATALOGUE_WORDS[i % CATALOGUE_WORDS.length]!;
    const book = await store.books.create({
      title: `${word[0]!.toUpperCase()}${word.slice(1)} item ${i}`,
      description: `A dependable ${word} for school and office, item number ${i} in the catalogue.`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      trending: i % 7 === 0,
      oldPrice: 50 + (i % 400),
      newPrice: 45 + (i % 400),
      coverImage,
      // Counted, so every order the bench places takes stock; enough that none runs out.
      stock: 1_000_000,
      sku: `BENCH-${i}`,
    });
    ids.push(book._id);
  }
  await store.close();
  return ids;
}

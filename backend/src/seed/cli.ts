import { loadEnvironment } from '../environment';
import { loadConfig } from '../config';
import { createImageService } from '../images/service';
import { createStore, describeStore } from '../store';
import { seedIfEmpty } from './seed';

loadEnvironment();
const config = loadConfig();
const store = await createStore(config);
const where = await describeStore(config);
try {
  const added = await seedIfEmpty({ books: store.books, images: createImageService(store.images) });
  console.log(
    added > 0
      ? `Seeded ${added} items into ${where}.`
      : `The catalogue in ${where} already has items; nothing seeded.`,
  );
} finally {
  await store.close();
}

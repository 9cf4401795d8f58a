import { loadEnvironment } from '../environment';
import { loadConfig } from '../config';
import { createImageService } from '../images/service';
import { createStore } from '../store';
import { seedIfEmpty } from './seed';

loadEnvironment();
const config = loadConfig();
const store = await createStore(config);
try {
  const added = await seedIfEmpty({ books: store.books, images: createImageService(store.images) });
  console.log(
    added > 0
      ? `Seeded ${added} items into ${config.databasePath}.`
      : `The catalogue in ${config.databasePath} already has items; nothing seeded.`,
  );
} finally {
  await store.close();
}

import { at, type Mounts } from '../http/mount';
import type { Store } from '../store/store';
import { imageRoutes } from './routes';
import { createImageService, type ImageService } from './service';

/** Cover images: kept in the store, served at /images. */
export function imagesModule(deps: { store: Store }): Mounts & { images: ImageService } {
  const images = createImageService(deps.store.images);
  return { images, mounts: [at('/images', imageRoutes(images))] };
}

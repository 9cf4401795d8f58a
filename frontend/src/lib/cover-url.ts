import { isWebAddress, storedImagePath } from '@shop/backend/contract';
import { apiBaseUrl } from './env';

/** A cover is a web address (shown as it is) or a stored image's name (served by the API). */
export function coverUrl(coverImage: string): string {
  return isWebAddress(coverImage) ? coverImage : `${apiBaseUrl}${storedImagePath(coverImage)}`;
}

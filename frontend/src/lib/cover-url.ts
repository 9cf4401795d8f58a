import { apiBaseUrl } from './env';

/** A cover is either a stored image name (served by the API) or a full URL. */
export function coverUrl(coverImage: string): string {
  if (/^https?:\/\//i.test(coverImage)) return coverImage;
  return `${apiBaseUrl}/api/images/${encodeURIComponent(coverImage)}`;
}

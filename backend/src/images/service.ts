import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors';
import { COVER_TOO_LARGE, COVER_UPLOAD_MAX_BYTES, COVER_UPLOAD_TYPES } from '../contract';
import type { ImageStore } from '../store/store';
import { readCoverReference, STORED_IMAGE_NAME } from './cover-reference';

const ACCEPTED_TYPES = new Set(COVER_UPLOAD_TYPES);
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 1200;

async function toWebp(input: Buffer | string): Promise<Buffer> {
  return sharp(typeof input === 'string' ? Buffer.from(input) : input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: false,
  })
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

export function createImageService(images: ImageStore) {
  async function save(bytes: Buffer): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex')}.webp`;
    await images.put({ name, contentType: 'image/webp', bytes });
    return name;
  }

  return {
    /**
     * Trusts the bytes, never the file name or declared type: SVG (scriptable) and anything
     * that is not a raster image are refused, and what is kept is re-encoded by sharp.
     */
    async storeUpload(bytes: Buffer): Promise<string> {
      if (bytes.length > COVER_UPLOAD_MAX_BYTES) throw new AppError('payload_too_large', COVER_TOO_LARGE);
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !ACCEPTED_TYPES.has(detected.mime)) {
        throw new AppError(
          'unsupported_media_type',
          'The cover must be a JPEG, PNG, WebP, GIF or AVIF image.',
        );
      }
      let encoded: Buffer;
      try {
        encoded = await toWebp(bytes);
      } catch {
        throw new AppError('unsupported_media_type', 'The cover image could not be read.');
      }
      return save(encoded);
    },

    /** For artwork the project draws itself; never reachable from a request. */
    async storeGeneratedSvg(svg: string): Promise<string> {
      return save(await toWebp(svg));
    },

    async get(name: string) {
      if (!STORED_IMAGE_NAME.test(name)) return null;
      return images.get(name);
    },

    async exists(name: string): Promise<boolean> {
      return STORED_IMAGE_NAME.test(name) && images.exists(name);
    },

    /**
     * A cover as a book keeps it: a web address as given, or the name of an image this shop
     * already stores. Anything else is refused.
     */
    async checkCoverReference(reference: string): Promise<string> {
      const cover = readCoverReference(reference);
      if (cover?.kind === 'web') return cover.url;
      if (cover?.kind === 'stored' && (await images.exists(cover.name))) return cover.name;
      throw new AppError('validation', 'coverImage names an image that does not exist.', [
        { path: 'coverImage', message: 'No uploaded image has this name' },
      ]);
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;

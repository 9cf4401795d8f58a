import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { ImageStore } from '../store/store';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 1200;

/** Stored names are content hashes; seeded and uploaded covers share one shape. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{64}\.webp$/;

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
      if (bytes.length > MAX_UPLOAD_BYTES)
        throw new AppError('payload_too_large', 'The image is larger than 2 MB.');
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
  };
}

export type ImageService = ReturnType<typeof createImageService>;

import multer from 'multer';
import { COVER_UPLOAD_MAX_BYTES } from '../contract';

/** In memory only: the bytes are checked and re-encoded before anything is stored. */
export const coverUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: COVER_UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
}).single('coverImage');

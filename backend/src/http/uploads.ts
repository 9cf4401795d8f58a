import type { RequestHandler } from 'express';
import multer from 'multer';
import { CATALOGUE_CSV_MAX_BYTES, COVER_UPLOAD_MAX_BYTES, PRINT_FILE_MAX_BYTES } from '../contract';
import { AppError } from '../errors';

/** In memory only: the bytes are checked and re-encoded before anything is stored. */
export const coverUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: COVER_UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
}).single('coverImage');

/** A catalogue spreadsheet: in memory, at most 2 MB, read as text and never stored. */
const catalogueUploadParser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: CATALOGUE_CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

export const catalogueUpload: RequestHandler = (req, res, next) =>
  catalogueUploadParser(req, res, (error?: unknown) => {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      next(
        new AppError('payload_too_large', 'The CSV file is larger than 2 MB. Split it and import each part.'),
      );
      return;
    }
    if (!error && !req.file) {
      next(new AppError('validation', 'Choose a CSV file to import (form field "file").'));
      return;
    }
    next(error);
  });

/** A print PDF: in memory (25 MB at most), read by the PDF worker before anything is stored. */
const printUploadParser = multer({
  storage: multer.memoryStorage(),
  // Browsers send the file's name as raw UTF-8 with no charset named; read as Latin-1 it is mojibake.
  defParamCharset: 'utf8',
  limits: { fileSize: PRINT_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

export const printUpload: RequestHandler = (req, res, next) =>
  printUploadParser(req, res, (error?: unknown) => {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      next(
        new AppError(
          'payload_too_large',
          'The PDF is larger than 25 MB. Split it, or save it smaller, and upload again.',
        ),
      );
      return;
    }
    if (!error && !req.file) {
      next(new AppError('validation', 'Choose a PDF to upload (form field "file").'));
      return;
    }
    next(error);
  });

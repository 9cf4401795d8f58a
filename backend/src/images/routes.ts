import { Router } from 'express';
import { AppError } from '../errors';
import type { ImageService } from './service';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function imageRoutes(images: ImageService): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    const image = await images.get(req.params.name);
    if (!image) throw new AppError('not_found', 'No such image.');
    // Names are content hashes: the bytes behind a name never change.
    res.set('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    res.set('Content-Type', image.contentType);
    // Covers are public: clients on other origins show them with a plain <img>, which the
    // same-origin resource policy set for every other answer would block.
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    res.set('ETag', `"${image.name}"`);
    if (req.fresh) return void res.status(304).end();
    res.send(image.bytes);
  });
  return router;
}

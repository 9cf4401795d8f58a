import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { isStorefrontPath } from '../contract';
import { firstScreenLinks, pageLanguage, parseFirstScreensPlan } from './first-screen';
import { servePrecompressed } from './precompressed';

/** Written by the storefront build (frontend/build-plugins/first-screens.ts). */
const FIRST_SCREENS_FILE = path.join('.vite', 'first-screens.json');
/** Written by the storefront build (frontend/build-plugins/firebase-settings.ts). */
const STOREFRONT_BUILD_FILE = path.join('.vite', 'storefront-build.json');

/**
 * Why the storefront build in `dir` must not face customers of a shop whose API accepts sign-ins
 * from `firebaseProjectId`: missing, built for the Auth emulator, or for another project.
 * Null when it may.
 */
export function storefrontBuildProblem(dir: string, firebaseProjectId: string): string | null {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    return `There is no built storefront in ${dir}: run \`npm run build\` first.`;
  }
  let build: { firebaseProjectId?: unknown; authEmulator?: unknown };
  try {
    build = JSON.parse(fs.readFileSync(path.join(dir, STOREFRONT_BUILD_FILE), 'utf8'));
  } catch {
    return `The storefront in ${dir} does not say which Firebase project it signs in with: build it again with \`npm run build\`.`;
  }
  if (build.authEmulator === true) {
    return `The storefront in ${dir} is a demo build that signs in against the Auth emulator: build it with the VITE_FIREBASE_* settings (docs/operations.md).`;
  }
  if (build.firebaseProjectId !== firebaseProjectId) {
    return `The storefront in ${dir} signs customers in with Firebase project ${String(build.firebaseProjectId)}, but the API accepts ${firebaseProjectId} (FIREBASE_PROJECT_ID): build it again with matching settings.`;
  }
  return null;
}

/**
 * Serves the storefront build in `dir`: its fingerprinted assets, and for every other address
 * that asks for HTML the app's page, naming what that address's first screen will load. An
 * address the storefront has no screen for gets the same page, which shows "not found", with 404.
 */
export function serveStorefront(
  app: Express,
  dir: string,
  compress: RequestHandler,
  /** The cover the screen at an address paints first, if any (books/first-screen-cover.ts). */
  firstCover: (url: URL) => Promise<string | undefined> = async () => undefined,
): void {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  app.use(compress);
  // Vite fingerprints everything under assets/, so those can be cached for a year.
  const assets = path.join(dir, 'assets');
  app.use(
    '/assets',
    servePrecompressed(assets, { maxAge: '365d' }),
    express.static(assets, { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    try {
      const url = new URL(req.originalUrl, 'http://shop');
      // Read on every request, as a new build may replace the files under a running server.
      const [page, planText, cover] = await Promise.all([
        fs.promises.readFile(indexFile, 'utf8'),
        fs.promises.readFile(path.join(dir, FIRST_SCREENS_FILE), 'utf8').catch(() => ''),
        // Only a hint: the page goes out without it rather than not at all.
        firstCover(url).catch(() => undefined),
      ]);
      const language = pageLanguage(url, req.headers.cookie, req.headers['accept-language']);
      const links = firstScreenLinks(parseFirstScreensPlan(planText), url, language, cover);
      res.status(isStorefrontPath(url.pathname) ? 200 : 404).set('Cache-Control', 'no-cache');
      // The language varies the page; the cookie and Accept-Language choose it.
      res.vary('Cookie').vary('Accept-Language');
      const inLanguage = page.replace('<html lang="en">', `<html lang="${language}">`);
      res.type('html').send(links ? inLanguage.replace('</head>', () => `${links}</head>`) : inLanguage);
    } catch (err) {
      next(err);
    }
  });
}

import helmet from 'helmet';
import cors from 'cors';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';

/**
 * Helmet's answer headers depend on nothing in the request: they are worked out once, by
 * running it on a stand-in response, and then set in one pass, instead of through a dozen
 * middlewares on every request.
 */
function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let called = false;
  void middleware({} as Request, recorder as unknown as Response, () => (called = true));
  if (!called) throw new Error('helmet did not finish at once; its headers cannot be worked out ahead');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/**
 * The SPA talks to Firebase Auth (or its local emulator) and Google's sign-in popup, and loads the
 * chat widget when one is configured; everything else is same-origin.
 */
export function securityHeaders(config: Pick<Config, 'firebase' | 'chatWidgetOrigin'>) {
  const emulator = config.firebase.authEmulatorHost
    ? [`http://${config.firebase.authEmulatorHost}`, `ws://${config.firebase.authEmulatorHost}`]
    : [];
  // A widget loads its script, styles and frame from its origin and talks back to it.
  const chatWidget = config.chatWidgetOrigin ? [config.chatWidgetOrigin] : [];
  return fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Phone sign-in's invisible reCAPTCHA loads from google.com/recaptcha and gstatic.
          scriptSrc: [
            "'self'",
            'https://apis.google.com',
            'https://www.gstatic.com',
            'https://www.google.com/recaptcha/',
            ...chatWidget,
          ],
          // The storefront's one worker (frontend i18n/intl-warm-up.ts) is inlined into its script.
          workerSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'", ...chatWidget],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            'https://www.googleapis.com',
            ...emulator,
            ...chatWidget,
          ],
          frameSrc: [
            "'self'",
            'https://*.firebaseapp.com',
            'https://accounts.google.com',
            'https://www.google.com/recaptcha/',
            'https://recaptcha.google.com/recaptcha/',
            ...emulator,
            ...chatWidget,
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The Google sign-in popup needs to talk back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
}

export function corsFromAllowList(origins: string[]) {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    exposedHeaders: ['X-Total-Count', 'Idempotent-Replayed', 'RateLimit', 'RateLimit-Policy'],
    maxAge: 600,
  });
}

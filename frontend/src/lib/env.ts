/** Build-time settings, from the repository's .env and the shell (vite.config.ts). */
const env = import.meta.env;

export const firebaseSettings = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-bookshop.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-bookshop',
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

/** Set when there is no real Firebase project (build-plugins/firebase-settings.ts): the local emulator. */
export const authEmulatorHost: string | undefined = env.VITE_FIREBASE_API_KEY
  ? undefined
  : env.VITE_FIREBASE_AUTH_EMULATOR_HOST || undefined;

export const chatWidgetSrc: string | undefined = env.VITE_CHAT_WIDGET_SRC || undefined;

export const apiBaseUrl: string = env.VITE_API_BASE_URL || '';

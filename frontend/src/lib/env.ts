/** Build-time settings. Without VITE_FIREBASE_* the shop signs in against the local Auth emulator. */
const env = import.meta.env;

export const firebaseSettings = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-bookshop.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-bookshop',
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

/** Set when there is no real Firebase project: the emulator `npm start` runs. */
export const authEmulatorHost: string | undefined = env.VITE_FIREBASE_API_KEY
  ? undefined
  : env.VITE_FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';

export const chatWidgetSrc: string | undefined = env.VITE_CHAT_WIDGET_SRC || undefined;

export const apiBaseUrl: string = env.VITE_API_BASE_URL || '';

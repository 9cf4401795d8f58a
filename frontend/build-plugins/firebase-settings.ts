import type { Plugin } from 'vite';

/** What the server reads to check that the storefront it serves signs customers in where it expects. */
export const STOREFRONT_BUILD_FILE = '.vite/storefront-build.json';

export interface StorefrontBuild {
  firebaseProjectId: string;
  /** Built to sign in against the local Auth emulator: never a storefront for real customers. */
  authEmulator: boolean;
}

/** The Firebase web settings a storefront for real customers needs (Firebase console, project settings). */
const REQUIRED_FOR_FIREBASE = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
];

export type FirebaseSettings =
  | { mode: 'firebase'; define: Record<string, string>; build: StorefrontBuild }
  | { mode: 'emulator'; define: Record<string, string>; build: StorefrontBuild }
  | { mode: 'refused'; problems: string[] };

/**
 * Decides how the storefront signs customers in, from the repository's .env and the shell (`env`):
 * with the VITE_FIREBASE_* web settings, against that Firebase project; without them, against the
 * Auth emulator on AUTH_EMULATOR_PORT for FIREBASE_PROJECT_ID, as the API does. A production build
 * must name a real project unless it is asked for as a demo (DEMO_BUILD=true), because a storefront
 * built for the emulator looks fine and lets no customer sign in.
 */
export function resolveFirebaseSettings(
  env: Record<string, string | undefined>,
  purpose: { productionBuild: boolean },
): FirebaseSettings {
  const demo = env.DEMO_BUILD === 'true';
  if (env.VITE_FIREBASE_API_KEY) {
    const missing = REQUIRED_FOR_FIREBASE.filter((name) => !env[name]);
    const projectId = env.VITE_FIREBASE_PROJECT_ID ?? '';
    const problems = missing.map((name) => `${name} is not set.`);
    if (projectId.startsWith('demo-')) {
      problems.push(`VITE_FIREBASE_PROJECT_ID is ${projectId}, an emulator-only project id.`);
    }
    if (problems.length) return { mode: 'refused', problems };
    return { mode: 'firebase', define: {}, build: { firebaseProjectId: projectId, authEmulator: false } };
  }
  if (purpose.productionBuild && !demo) {
    return {
      mode: 'refused',
      problems: REQUIRED_FOR_FIREBASE.filter((name) => !env[name]).map((name) => `${name} is not set.`),
    };
  }
  const projectId = env.VITE_FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID || 'demo-bookshop';
  const emulatorHost = env.VITE_FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${env.AUTH_EMULATOR_PORT || 9099}`;
  return {
    mode: 'emulator',
    define: {
      'import.meta.env.VITE_FIREBASE_PROJECT_ID': JSON.stringify(projectId),
      'import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST': JSON.stringify(emulatorHost),
    },
    build: { firebaseProjectId: projectId, authEmulator: true },
  };
}

/** A configuration problem, not a fault in the build: its message alone says what to do. */
export class FirebaseSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = message;
  }
}

/**
 * Applies resolveFirebaseSettings to the storefront: the dev server and demo builds get the
 * emulator's address and project, a production build without the web settings fails naming each
 * missing variable, and every build records what it signs in against (STOREFRONT_BUILD_FILE).
 */
export function firebaseSettings(env: Record<string, string | undefined>): Plugin {
  let settings: FirebaseSettings | undefined;
  return {
    name: 'shop:firebase-settings',
    config(_config, { command, mode }) {
      settings = resolveFirebaseSettings(env, {
        productionBuild: command === 'build' && mode === 'production',
      });
      if (settings.mode === 'refused') {
        throw new FirebaseSettingsError(
          [
            'The storefront cannot be built for customers without its Firebase web settings:',
            ...settings.problems.map((problem) => `  ${problem}`),
            'Set them in .env (Firebase console > Project settings > Your apps; see docs/operations.md),',
            'or build a demo that signs in against the local Auth emulator: DEMO_BUILD=true npm run build.',
          ].join('\n'),
        );
      }
      return { define: settings.define };
    },
    generateBundle() {
      if (!settings || settings.mode === 'refused') return;
      this.emitFile({
        type: 'asset',
        fileName: STOREFRONT_BUILD_FILE,
        source: JSON.stringify(settings.build),
      });
    },
  };
}

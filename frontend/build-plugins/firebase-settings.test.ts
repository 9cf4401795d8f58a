import { describe, expect, it } from 'vitest';
import { resolveFirebaseSettings } from './firebase-settings';

const realProject = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'saraswati-books.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'saraswati-books',
};
const productionBuild = { productionBuild: true };
const devServer = { productionBuild: false };

describe('resolveFirebaseSettings', () => {
  it('when a production build has no Firebase web settings, then it is refused naming each missing variable', () => {
    expect(resolveFirebaseSettings({}, productionBuild)).toEqual({
      mode: 'refused',
      problems: [
        'VITE_FIREBASE_API_KEY is not set.',
        'VITE_FIREBASE_AUTH_DOMAIN is not set.',
        'VITE_FIREBASE_PROJECT_ID is not set.',
      ],
    });
  });

  it('when a production build has an API key but no auth domain, then that one variable is named', () => {
    const { VITE_FIREBASE_AUTH_DOMAIN: _left, ...withoutDomain } = realProject;
    expect(resolveFirebaseSettings(withoutDomain, productionBuild)).toEqual({
      mode: 'refused',
      problems: ['VITE_FIREBASE_AUTH_DOMAIN is not set.'],
    });
  });

  it('when the web settings name a demo-* project, then the build is refused: no customer could sign in', () => {
    const settings = resolveFirebaseSettings(
      { ...realProject, VITE_FIREBASE_PROJECT_ID: 'demo-bookshop' },
      productionBuild,
    );
    expect(settings).toEqual({
      mode: 'refused',
      problems: ['VITE_FIREBASE_PROJECT_ID is demo-bookshop, an emulator-only project id.'],
    });
  });

  it('when the web settings are complete, then the storefront signs in with that project and not the emulator', () => {
    expect(resolveFirebaseSettings(realProject, productionBuild)).toEqual({
      mode: 'firebase',
      define: {},
      build: { firebaseProjectId: 'saraswati-books', authEmulator: false },
    });
  });

  it('when a build without settings is asked for as a demo, then it signs in against the emulator the API uses', () => {
    const env = { DEMO_BUILD: 'true', FIREBASE_PROJECT_ID: 'demo-nagpur', AUTH_EMULATOR_PORT: '9199' };
    expect(resolveFirebaseSettings(env, productionBuild)).toEqual({
      mode: 'emulator',
      define: {
        'import.meta.env.VITE_FIREBASE_PROJECT_ID': '"demo-nagpur"',
        'import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST': '"127.0.0.1:9199"',
      },
      build: { firebaseProjectId: 'demo-nagpur', authEmulator: true },
    });
  });

  it('when the dev server runs without settings, then it uses the emulator on its default port', () => {
    const settings = resolveFirebaseSettings({}, devServer);
    expect(settings.mode === 'emulator' && settings.define).toEqual({
      'import.meta.env.VITE_FIREBASE_PROJECT_ID': '"demo-bookshop"',
      'import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST': '"127.0.0.1:9099"',
    });
  });
});

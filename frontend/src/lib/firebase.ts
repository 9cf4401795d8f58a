import type { Auth } from 'firebase/auth';
import { authEmulatorHost, firebaseSettings } from './env';

export type FirebaseAuthModule = typeof import('firebase/auth');

let loading: Promise<{ auth: Auth; sdk: FirebaseAuthModule }> | undefined;

/** Firebase is loaded on demand (the auth provider decides when); every caller shares one instance. */
export function loadFirebaseAuth(): Promise<{ auth: Auth; sdk: FirebaseAuthModule }> {
  loading ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp(firebaseSettings);
    const auth = sdk.getAuth(app);
    if (authEmulatorHost) {
      sdk.connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
      // The emulator cannot check a reCAPTCHA: phone sign-in there uses Firebase's stand-in
      // widget. connectAuthEmulator turns this on too; said here so it never depends on that,
      // and never set for a real project (authEmulatorHost is unset whenever an API key is).
      auth.settings.appVerificationDisabledForTesting = true;
    }
    return { auth, sdk };
  })();
  return loading;
}

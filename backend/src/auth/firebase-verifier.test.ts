import { describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/harness';
import { TEST_FIREBASE_PROJECT } from '../../test/emulator';
import { AppError } from '../errors';
import { createFirebaseVerifier } from './customer-tokens';

// Its own file: firebase-admin reads the emulator's address from this process's environment.
describe('the Firebase verifier when Firebase cannot be reached', () => {
  it('when a good token cannot be checked, then it is a 503 to try again, not a sign-in refused', async () => {
    const { idToken } = await signUpCustomer();
    const verify = createFirebaseVerifier({
      projectId: TEST_FIREBASE_PROJECT,
      authEmulatorHost: '127.0.0.1:1',
    });
    const failure = await verify(idToken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ type: 'unavailable' });
    // A token that is no token is refused without asking anyone.
    expect(await verify('not-a-token')).toBeNull();
  });
});

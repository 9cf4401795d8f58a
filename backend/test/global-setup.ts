import { startAuthEmulator } from '../../scripts/auth-emulator';
import { TEST_EMULATOR_PORT, TEST_FIREBASE_PROJECT } from './emulator';

/** One real Auth emulator for the whole API suite. */
export default async function setup() {
  const emulator = await startAuthEmulator({
    port: TEST_EMULATOR_PORT,
    projectId: TEST_FIREBASE_PROJECT,
    quiet: true,
  });
  return () => emulator.stop();
}

/**
 * `npm run dev` in backend/: the API from source, restarting when a file changes, with the Firebase
 * Auth emulator when no real Firebase project is configured, so that `npm run dev` in frontend/
 * beside it is a whole shop with customer sign-in.
 */
import path from 'node:path';
import { loadShopEnvironment, repoRoot, runApiUntilStopped } from './shop-environment';
import { startAuthEmulatorIfWanted } from './auth-emulator';

async function main(): Promise<void> {
  const env = loadShopEnvironment();
  env.LOG_FORMAT ??= 'pretty';
  const emulator = await startAuthEmulatorIfWanted(env);
  runApiUntilStopped(['--import', 'tsx', '--watch', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'backend'),
    env,
    emulator,
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

/**
 * `npm start` outside production: builds the API and the storefront, starts the Firebase Auth
 * emulator when no real Firebase project is configured (and builds the storefront as a demo for
 * it), then runs the built API serving the storefront on one URL, as production does.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulatorIfWanted } from './auth-emulator';
import { loadShopEnvironment, repoRoot, runApiUntilStopped } from './shop-environment';

/** The exit status of `npm run build`: 0 when both builds are done. */
function build(env: NodeJS.ProcessEnv): number {
  console.log('Building the API and the storefront…');
  return spawnSync('npm', ['run', 'build'], { cwd: repoRoot, env, stdio: 'inherit' }).status ?? 1;
}

async function main(): Promise<void> {
  const env = loadShopEnvironment();
  env.LOG_FORMAT ??= 'pretty';
  const emulator = await startAuthEmulatorIfWanted(env);
  // The storefront signs in against that emulator: a demo build, which production refuses to serve.
  if (emulator) env.DEMO_BUILD = 'true';
  const status = build(env);
  if (status !== 0) {
    console.error('The build failed; see the output above.');
    await emulator?.stop();
    process.exit(status);
  }
  env.STATIC_DIR ??= path.join(repoRoot, 'frontend', 'dist');
  runApiUntilStopped([path.join(repoRoot, 'backend', 'run-built.mjs')], { cwd: repoRoot, env, emulator });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

/**
 * `npm start`: builds the storefront, starts the Firebase Auth emulator when no real
 * Firebase project is configured, then runs the API serving the SPA on one URL.
 * `npm run dev` does the same with Vite's dev server and the API restarting on change.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
dotenv.config({ path: path.join(root, '.env'), quiet: true });

const env: NodeJS.ProcessEnv = { ...process.env };
const projectId = env.FIREBASE_PROJECT_ID || 'demo-bookshop';
const production = env.NODE_ENV === 'production';
// demo-* project ids are Firebase's convention for emulator-only projects.
const wantsEmulator = !production && !env.FIREBASE_AUTH_EMULATOR_HOST && projectId.startsWith('demo-');

function run(command: string, args: string[], cwd = root): ChildProcess {
  return spawn(command, args, { cwd, env, stdio: 'inherit' });
}

function buildStorefront(): void {
  console.log('Building the storefront…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The storefront build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

async function main(): Promise<void> {
  const emulatorPort = Number(env.AUTH_EMULATOR_PORT || 9099);
  if (wantsEmulator) {
    // The storefront is built against the same emulator and project the API trusts.
    env.VITE_FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${emulatorPort}`;
    env.VITE_FIREBASE_PROJECT_ID ??= projectId;
  }
  if (!dev) buildStorefront();

  let emulator: AuthEmulator | undefined;
  if (wantsEmulator) {
    console.log(`Starting the Firebase Auth emulator on 127.0.0.1:${emulatorPort} (project ${projectId})…`);
    emulator = await startAuthEmulator({ port: emulatorPort, projectId, quiet: true });
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    env.FIREBASE_PROJECT_ID = projectId;
  }

  const children: ChildProcess[] = [];
  const backendDir = path.join(root, 'backend');
  if (dev) {
    children.push(run(process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], backendDir));
    children.push(run('npm', ['run', 'dev', '-w', 'frontend']));
  } else {
    env.STATIC_DIR ??= path.join(root, 'frontend', 'dist');
    children.push(run(process.execPath, ['--import', 'tsx', 'src/server.ts'], backendDir));
  }

  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await emulator?.stop();
    process.exit(code);
  };
  for (const child of children) child.once('exit', (code) => void stopAll(code ?? 0));
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

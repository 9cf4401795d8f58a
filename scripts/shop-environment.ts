import { spawn } from 'node:child_process';
import path from 'node:path';
import dotenv from 'dotenv';
import type { AuthEmulator } from './auth-emulator';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** The shell's environment over the repository's .env, as the API and the storefront build read them. */
export function loadShopEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  dotenv.config({
    path: path.join(repoRoot, '.env'),
    quiet: true,
    processEnv: env as Record<string, string>,
  });
  return env;
}

/**
 * Runs the API as a child with `env` until it exits, passing SIGINT and SIGTERM on to it, then
 * stops the Auth emulator started for it and exits with its code.
 */
export function runApiUntilStopped(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; emulator: AuthEmulator | null },
): void {
  const api = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: 'inherit' });
  const stop = () => api.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.once('exit', async (code) => {
    await options.emulator?.stop();
    process.exit(code ?? 0);
  });
}

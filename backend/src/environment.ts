import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Reads the repository's .env; a variable already set in the shell wins. */
export function loadEnvironment(file = path.join(repoRoot, '.env')): void {
  dotenv.config({ path: file, quiet: true, override: false });
}

/**
 * Runs a program of the API built by `npm run build` (dist/): the shop's server by default, or
 * one of the owner's tools (`backup`, `seed`, `migrate-sqlite-to-mongo`), with no TypeScript
 * tooling, so it works after `npm ci --omit=dev`. `npm start` and the ops scripts come here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PROGRAMS = ['server', 'backup', 'seed', 'migrate-sqlite-to-mongo'];
const program = PROGRAMS.includes(process.argv[2]) ? process.argv.splice(2, 1)[0] : 'server';
const built = path.join(import.meta.dirname, 'dist', `${program}.js`);
if (!fs.existsSync(built)) {
  console.error('The API has not been built: run `npm run build` first (see README, Production).');
  process.exit(1);
}
// Stack traces in the logs name the TypeScript files and lines.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(built).href);

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const backend = path.resolve(import.meta.dirname, '..');
/** Set by npm itself for the scripts it runs, never by whoever runs the shop. */
const SET_BY_NPM = new Set(['INIT_CWD']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('.env.example', () => {
  it('names every variable the API reads, so an operator finds each one there', () => {
    const read = new Set(
      sourceFiles(path.join(backend, 'src')).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]!),
      ),
    );
    const example = fs.readFileSync(path.join(backend, '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !SET_BY_NPM.has(name) && !listed.has(name))).toEqual([]);
  });
});

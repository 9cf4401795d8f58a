import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { foldRuntime, foldRuntimeIntoEntry } from './fold-runtime-into-entry';

const RUNTIME_FILE = 'assets/rolldown-runtime-Ab1_2.js';
/** The shape of the bundler's runtime chunk: helpers, then one export list. */
const RUNTIME =
  'var e=Object.defineProperty,o=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t),e=null),t.exports),' +
  'c=(t)=>t&&t.__esModule?t:e({default:t},"__esModule",{value:!0});export{c as n,o as t};';
const ENTRY =
  'import{n as e,t}from"./rolldown-runtime-Ab1_2.js";' +
  'var r=t((x,m)=>{m.exports={answer:42}});export const answer=e(r()).default.answer;export{e as __n};';

/** Runs the code as the browser would, a module of its own (in Node: vitest would transform it). */
function evaluate(code: string): { answer: unknown; helper: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fold-runtime-')), 'entry.mjs');
  fs.writeFileSync(file, code);
  const script = `import(${JSON.stringify(pathToFileURL(file).href)}).then((m) => console.log(JSON.stringify({ answer: m.answer, helper: typeof m.__n })))`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { answer: unknown; helper: string };
}

const chunk = (fileName: string, code: string, imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, code, imports, isEntry, map: null }) as unknown as Rollup.OutputChunk;

describe('the runtime helpers folded into the entry', () => {
  it('leaves the entry importing nothing, and its code working as it did with the import', () => {
    const folded = foldRuntime(ENTRY, RUNTIME, RUNTIME_FILE);
    expect(folded).not.toContain('rolldown-runtime');
    expect(evaluate(folded)).toEqual({ answer: 42, helper: 'function' });
  });

  it('drops the runtime from the entry’s imports only, so the page no longer names it and lazy screens still load it', () => {
    const runtime = chunk(RUNTIME_FILE, RUNTIME, []);
    const entry = chunk('assets/index-X.js', ENTRY, [RUNTIME_FILE], true);
    const screen = chunk('assets/cart-page-Y.js', 'import{t as e}from"./rolldown-runtime-Ab1_2.js";', [
      RUNTIME_FILE,
      'assets/index-X.js',
    ]);
    const bundle = { [runtime.fileName]: runtime, [entry.fileName]: entry, [screen.fileName]: screen };
    const plugin = foldRuntimeIntoEntry();
    const { handler } = plugin.generateBundle as { handler: (...args: unknown[]) => void };
    handler.call({ warn: () => undefined }, {}, bundle, true);
    expect(entry.imports).toEqual([]);
    expect(entry.code).not.toContain('rolldown-runtime');
    expect(screen.imports).toContain(RUNTIME_FILE);
    expect(bundle[RUNTIME_FILE]).toBe(runtime);
  });

  it('refuses a runtime whose exports it cannot read, instead of shipping an entry that fails to start', () => {
    expect(() => foldRuntime(ENTRY, 'export default 1;', RUNTIME_FILE)).toThrow(/export/);
  });
});

/**
 * The house's maps hold against the tree: the README's "Where things are" names every backend
 * folder and storefront feature, the store's README every adapter file and contract suite, and no
 * source file cites an issue by number, ours or another project's: the comment says the reason.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const foldersIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const filesIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => entry.name);

/** The README's map of the tree: from "## Where things are" to the next section. */
function readmeMap(): string {
  const readme = read('README.md');
  const start = readme.indexOf('## Where things are');
  assert.ok(start >= 0, 'README.md has a "## Where things are" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** Whether `name` is written in `text` as a whole word of a path (src/orders/, books|orders|…). */
const named = (text: string, name: string) =>
  new RegExp(
    `(^|[\\s/|,(\`])${name.replace(/[.*]/g, (c) => (c === '*' ? '[^\\s]*' : '\\.'))}([\\s/|,.)\`:;]|$)`,
    'm',
  ).test(text);

describe('the README’s map of the tree', () => {
  const map = readmeMap();

  it('when a backend folder exists under src/, then the map names it', () => {
    const missing = foldersIn('backend/src').filter((folder) => !named(map, folder));
    assert.deepEqual(missing, []);
  });

  it('when a storefront feature exists, then the map names it', () => {
    const missing = foldersIn('frontend/src/features').filter((feature) => !named(map, feature));
    assert.deepEqual(missing, []);
  });

  it('when the map names a backend folder, then it exists', () => {
    const group = /src\/([a-z-]+(?:\|[a-z-]+)+)\//.exec(map)?.[1];
    assert.ok(group, 'the map names the resources as src/a|b|c/');
    const gone = group
      .split('|')
      .filter((folder) => folder && !fs.existsSync(path.join(root, 'backend/src', folder)));
    assert.deepEqual(gone, []);
  });

  it('when the README is read, then it is at most 200 lines', () => {
    assert.ok(read('README.md').split('\n').length <= 200);
  });
});

describe('the store’s README', () => {
  const guide = read('backend/src/store/README.md');

  it('when an adapter has a file, then the store’s README names it or the pattern it is one of', () => {
    const patterns = [...guide.matchAll(/`([\w.*-]*\*[\w.*-]*\.ts)`/g)].map((match) => match[1]!);
    const matches = (file: string, pattern: string) =>
      new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`).test(file);
    const missing = ['sqlite', 'mongo'].flatMap((adapter) =>
      filesIn(`backend/src/store/${adapter}`)
        .filter((file) => file !== 'index.ts')
        .filter(
          (file) => !guide.includes(`\`${file}\``) && !patterns.some((pattern) => matches(file, pattern)),
        )
        .map((file) => `${adapter}/${file}`),
    );
    assert.deepEqual(missing, []);
  });

  it('when a contract suite exists, then the store’s README names it', () => {
    const suites = fs
      .readdirSync(path.join(root, 'backend/src/store'))
      .filter((file) => file.endsWith('-contract.test.ts'));
    const missing = suites.filter((suite) => suite !== 'contract.test.ts' && !guide.includes(`\`${suite}\``));
    assert.deepEqual(missing, []);
  });
});

describe('habits', () => {
  it('when a source file explains itself, then it cites no issue by number', () => {
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.css'], {
      cwd: root,
    })
      .toString()
      .split('\n')
      .filter(Boolean);
    const citing = tracked.filter(
      (file) => /\b(issue|task) #?\d+\b/i.test(read(file)) && file !== 'scripts/house.test.ts',
    );
    assert.deepEqual(citing, []);
  });
});

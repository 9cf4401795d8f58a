/**
 * The lint's import boundaries (import-boundaries.js) really bite: each planted violation below
 * must be reported, and each allowed import beside it must not be. Run by `npm test`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { BACKEND_ROOMS, RESOURCE_DEPENDENCIES } from '../import-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fire on `code` as if it were the file `file` of the repository. */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

interface Planted {
  what: string;
  file: string;
  code: string;
  rule: string;
}

const violations: Planted[] = [
  {
    what: 'a feature importing a feature it may not use',
    file: 'frontend/src/features/cart/planted.ts',
    code: "import { useGetBooksQuery } from '@/features/catalogue';\nexport const planted = useGetBooksQuery;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "a feature reaching past another feature's public entry",
    file: 'frontend/src/features/catalogue/planted.ts',
    code: "import { cartReducer } from '@/features/cart/cart-slice';\nexport const planted = cartReducer;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a feature importing app/',
    file: 'frontend/src/features/cart/planted.ts',
    code: "import { routes } from '@/app/router';\nexport const planted = routes;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a shared component importing a feature',
    file: 'frontend/src/components/planted.ts',
    code: "import { useAddToCart } from '@/features/cart';\nexport const planted = useAddToCart;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'http/ importing a resource folder',
    file: 'backend/src/http/planted.ts',
    code: "import { bookRoutes } from '../books/routes';\nexport const planted = bookRoutes;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a service importing express',
    file: 'backend/src/books/service.ts',
    code: "import { Router } from 'express';\nexport const planted = Router;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'the contract importing Node',
    file: 'backend/src/contract/planted.ts',
    code: "import fs from 'node:fs';\nexport const planted = fs;\n",
    rule: 'import-x/no-nodejs-modules',
  },
  {
    what: 'the contract importing the rest of the backend',
    file: 'backend/src/contract/planted.ts',
    code: "import { AppError } from '../errors';\nexport const planted = AppError;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "ops/ reaching into an adapter's internals",
    file: 'backend/src/ops/planted.ts',
    code: "import { migrate } from '../store/sqlite/migrations';\nexport const planted = migrate;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a recipe importing an adapter',
    file: 'backend/src/store/recipes/planted.ts',
    code: "import { createSqliteTransact } from '../sqlite/unit-of-work';\nexport const planted = createSqliteTransact;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a resource importing one it may not use',
    file: 'backend/src/invoices/planted.ts',
    code: "import { createOrderService } from '../orders/service';\nexport const planted = createOrderService;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a resource importing the seed',
    file: 'backend/src/books/planted.ts',
    code: "import { seedIfEmpty } from '../seed/seed';\nexport const planted = seedIfEmpty;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'an import cycle',
    file: 'backend/src/errors.ts',
    code: "import { parseInput } from './http/validate';\nexport const planted = parseInput;\n",
    rule: 'import-x/no-cycle',
  },
];

const allowed: Omit<Planted, 'rule'>[] = [
  {
    what: 'a feature using an allowed feature through its public entry',
    file: 'frontend/src/features/catalogue/planted.ts',
    code: "import { addToCart } from '@/features/cart';\nexport const planted = addToCart;\n",
  },
  {
    what: 'app/ composing features',
    file: 'frontend/src/app/planted.ts',
    code: "import { useAuth } from '@/features/account';\nexport const planted = useAuth;\n",
  },
  {
    what: 'a resource using one it may use',
    file: 'backend/src/counter/planted.ts',
    code: "import { numberedWrite } from '../invoices/series-full';\nexport const planted = numberedWrite;\n",
  },
  {
    what: 'a recipe using the unit of work',
    file: 'backend/src/store/recipes/planted.ts',
    code: "import type { StoreTx } from '../unit-of-work-contract';\nexport type Planted = StoreTx;\n",
  },
  {
    what: 'ops/ using an adapter through its entry',
    file: 'backend/src/ops/planted.ts',
    code: "import { createSqliteStore } from '../store/sqlite';\nexport const planted = createSqliteStore;\n",
  },
];

describe('the import boundaries', () => {
  it('when a backend folder exists, then the boundaries name it as a resource or a room', () => {
    const named = new Set([...Object.keys(RESOURCE_DEPENDENCIES), ...BACKEND_ROOMS]);
    const folders = fs
      .readdirSync(path.join(root, 'backend/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    assert.deepEqual(
      folders.filter((folder) => !named.has(folder)),
      [],
    );
  });

  it('when a resource may use another, then that one may not use it back', () => {
    const uses = RESOURCE_DEPENDENCIES;
    const loops = Object.entries(uses).flatMap(([resource, others]) =>
      others.filter((other) => uses[other]?.includes(resource)).map((other) => `${resource} ⇄ ${other}`),
    );
    assert.deepEqual(loops, []);
  });

  for (const planted of violations) {
    it(`when ${planted.what} is planted, then the lint reports ${planted.rule}`, async () => {
      assert.ok((await rulesBroken(planted.file, planted.code)).includes(planted.rule));
    });
  }

  for (const import_ of allowed) {
    it(`when ${import_.what}, then the lint finds nothing`, async () => {
      assert.deepEqual(await rulesBroken(import_.file, import_.code), []);
    });
  }

  it('when a feature folder exists, then the boundaries name it, and it has a public entry', async () => {
    const config = await eslint.calculateConfigForFile(path.join(root, 'frontend/src/features/cart/x.ts'));
    const zones = (
      config.rules['import-x/no-restricted-paths'] as [string, { zones: { target: string }[] }]
    )[1].zones;
    const named = new Set(
      zones.map((zone) => /^\.\/frontend\/src\/features\/([^/]+)$/.exec(String(zone.target))?.[1]),
    );
    const features = fs.readdirSync(path.join(root, 'frontend/src/features'));
    for (const feature of features) {
      assert.ok(named.has(feature), `features/${feature} is not in import-boundaries.js`);
      assert.ok(
        fs.existsSync(path.join(root, 'frontend/src/features', feature, 'index.ts')),
        `features/${feature} has no index.ts`,
      );
    }
  });
});

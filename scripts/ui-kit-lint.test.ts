/**
 * The lint holds the storefront to its UI kit: a raw <button> planted in a screen is reported,
 * the kit itself may draw one, and the translated screens keep their ban on literal words beside
 * it (both are one rule, no-restricted-syntax, so one block could silently drop the other).
 * Run by `npm test`.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages no-restricted-syntax gives on `code` as if it were the file `file` of the repository. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const rawButton = (label: string) =>
  `export function Planted() {\n  return <button type="button">{${label}}</button>;\n}\n`;
const isButtonMessage = (message: string) => message.includes('@/components/ui/button');
const isWordsMessage = (message: string) => message.includes('i18n catalog');

describe('the UI kit’s lint', () => {
  for (const file of [
    'frontend/src/features/owner-desk/components/planted.tsx',
    'frontend/src/features/cart/planted.tsx',
    'frontend/src/app/layout/planted.tsx',
    'frontend/src/components/planted.tsx',
  ]) {
    it(`when a raw <button> is planted in ${file}, then the lint reports it`, async () => {
      assert.ok((await restricted(file, rawButton('label'))).some(isButtonMessage));
    });
  }

  it('when the kit draws a <button> in components/ui, then the lint lets it', async () => {
    const messages = await restricted('frontend/src/components/ui/planted.tsx', rawButton('label'));
    assert.deepEqual(messages.filter(isButtonMessage), []);
  });

  it('when a test renders a raw <button>, then the lint lets it', async () => {
    const messages = await restricted('frontend/src/features/cart/planted.test.tsx', rawButton('label'));
    assert.deepEqual(messages.filter(isButtonMessage), []);
  });

  it('when a translated screen has both a raw <button> and a literal word, then both are reported', async () => {
    const messages = await restricted('frontend/src/features/cart/planted.tsx', rawButton("'Save'"));
    assert.ok(messages.some(isButtonMessage));
    assert.ok(messages.some(isWordsMessage));
  });

  it('when the kit writes a literal word, then the lint still reports it', async () => {
    const messages = await restricted('frontend/src/components/ui/planted.tsx', rawButton("'Save'"));
    assert.ok(messages.some(isWordsMessage));
  });

  it('when a screen uses the kit’s Button, then nothing is reported', async () => {
    const code =
      "import { Button } from '@/components/ui/button';\n" +
      'export function Planted({ label }: { label: string }) {\n  return <Button label={label} />;\n}\n';
    assert.deepEqual(await restricted('frontend/src/features/cart/planted.tsx', code), []);
  });
});

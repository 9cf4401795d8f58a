import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/** The catalogs as written (the test reads the JSON files, not the compiled modules). */
const sources = import.meta.glob<Record<string, string>>('./locales/*/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function catalog(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [file, raw] of Object.entries(sources)) {
    if (!file.startsWith(`./locales/${language}/`)) continue;
    for (const [key, message] of Object.entries(
      JSON.parse(raw as unknown as string) as Record<string, string>,
    )) {
      expect(messages.has(key), `${key} appears twice in the ${language} catalog`).toBe(false);
      messages.set(key, message);
    }
  }
  return messages;
}

/** The placeholders a message uses ({count}, {code}), which every language must keep. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: unknown): void => {
    if (!Array.isArray(compiled)) return;
    for (const token of compiled) {
      if (!Array.isArray(token)) continue;
      const [name, , forms] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const form of Object.values(forms ?? {})) walk(form);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('the customer catalogs', () => {
  const english = catalog('en');
  const hindi = catalog('hi');

  it('name the same keys in English and Hindi', () => {
    expect(
      [...hindi.keys()].filter((key) => !english.has(key)),
      'in Hindi only',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((key) => !hindi.has(key)),
      'missing in Hindi',
    ).toEqual([]);
  });

  it('keep every placeholder of the English message in its Hindi one', () => {
    const differing = [...english].filter(
      ([key, message]) =>
        hindi.has(key) && placeholders(message).join() !== placeholders(hindi.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the server finds the plan; under `.vite/`, which it never serves. */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/**
 * What `.vite/first-screens.json` holds. `screens` maps a storefront route ("/books/:id") to the
 * scripts its screen needs beyond the app's own (which index.html already preloads).
 * `sameOriginApi` says whether the storefront calls the API on the origin that serves it, the
 * only case in which the server may name API calls in the page.
 */
export interface FirstScreensPlan {
  sameOriginApi: boolean;
  screens: Record<string, string[]>;
  /** Language ("hi") to the scripts of its message catalog, which the app loads before it draws. */
  languages: Record<string, string[]>;
}

/**
 * Writes the plan the server uses to name a screen's code in the page it sends for that route
 * (`<link rel="modulepreload">`), so the code downloads alongside the app instead of after it.
 * `screens` maps each route to the module its router entry imports; a module that is missing
 * from the bundle (renamed, or no longer loaded lazily) fails the build instead of going quiet.
 */
export function firstScreens(screens: Record<string, string>, languages: Record<string, string>): Plugin {
  let root = '';
  let base = '/';
  let sameOriginApi = true;
  return {
    name: 'shop:first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      sameOriginApi = !config.env.VITE_API_BASE_URL;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const withStaticImports = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(imported, into);
        return into;
      };
      const appFiles = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) withStaticImports(chunk.fileName, appFiles);

      const scriptsOf = (name: string, module: string): string[] => {
        const id = path.resolve(root, module);
        const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) this.error(`first screen ${name}: no chunk of its own for ${module}`);
        return [...withStaticImports(chunk.fileName)]
          .filter((fileName) => !appFiles.has(fileName))
          .map((fileName) => `${base}${fileName}`);
      };
      const plan: FirstScreensPlan = { sameOriginApi, screens: {}, languages: {} };
      for (const [route, module] of Object.entries(screens)) plan.screens[route] = scriptsOf(route, module);
      for (const [language, module] of Object.entries(languages))
        plan.languages[language] = scriptsOf(`language ${language}`, module);
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(plan) });
    },
  };
}

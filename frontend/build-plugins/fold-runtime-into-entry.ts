import { parseAst, type Plugin, type Rollup } from 'vite';

/** The bundler's helpers for CommonJS packages (React is one), a file of their own. */
const RUNTIME_CHUNK = /(^|\/)rolldown-runtime-[\w-]+\.js$/;

type Node = { type: string; start: number; end: number } & Record<string, unknown>;
type Specifier = { local: { name: string }; imported?: { name: string }; exported?: { name: string } };

const importFrom = (program: Node[], fileName: string) =>
  program.find(
    (node) =>
      node.type === 'ImportDeclaration' &&
      String((node.source as { value: string }).value).endsWith(`/${fileName.split('/').pop()}`),
  );

/**
 * Copies the bundler's runtime helpers into the app's entry instead of importing them from a file
 * of their own. That 0.6 kB file is a second request on every first visit, and on a slow phone
 * link it halves the app script's share of the line while both download. The helpers hold no
 * state, so the entry's copy and the file the lazily loaded screens still import behave the same.
 * The entry's name already stands for this content: its hash covers the runtime file's name.
 */
export function foldRuntimeIntoEntry(): Plugin {
  return {
    name: 'shop:fold-runtime-into-entry',
    apply: 'build',
    generateBundle: {
      // Before the page's modulepreload links and the manifest are written from the chunks' imports.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const runtime = chunks.find((chunk) => RUNTIME_CHUNK.test(chunk.fileName));
        if (!runtime) return;
        for (const entry of chunks.filter(
          (chunk) => chunk.isEntry && chunk.imports.includes(runtime.fileName),
        )) {
          if (entry.map) {
            this.warn(`${entry.fileName}: source maps on, so the runtime helpers stay a file of their own`);
            continue;
          }
          entry.code = foldRuntime(entry.code, runtime.code, runtime.fileName);
          entry.imports = entry.imports.filter((file) => file !== runtime.fileName);
        }
      },
    },
  };
}

/** The entry's code with its import of the runtime replaced by a private copy of the runtime. */
export function foldRuntime(entryCode: string, runtimeCode: string, runtimeFileName: string): string {
  const runtimeProgram = parseAst(runtimeCode).body as unknown as Node[];
  const exportsOf = runtimeProgram.filter((node) => node.type === 'ExportNamedDeclaration');
  if (exportsOf.length !== 1 || exportsOf[0]!.source || exportsOf[0]!.declaration)
    throw new Error(`${runtimeFileName}: expected one "export { … }" of the runtime's helpers`);
  const runtimeExports = exportsOf[0]!;
  const body = runtimeCode.slice(0, runtimeExports.start) + runtimeCode.slice(runtimeExports.end);
  const exported = (runtimeExports.specifiers as Specifier[])
    .map(({ local, exported: name }) => `${name!.name}:${local.name}`)
    .join(',');

  const importDeclaration = importFrom(parseAst(entryCode).body as unknown as Node[], runtimeFileName);
  if (!importDeclaration) throw new Error(`the entry does not import ${runtimeFileName}`);
  const bindings = (importDeclaration.specifiers as Specifier[]).map(({ imported, local }) => {
    if (!imported) throw new Error(`the entry imports ${runtimeFileName} other than by name`);
    return `${imported.name}:${local.name}`;
  });
  // At the very top: an import's bindings exist before any of the module's code runs.
  const copy = `const{${bindings.join(',')}}=(()=>{${body};return{${exported}}})();\n`;
  return copy + entryCode.slice(0, importDeclaration.start) + entryCode.slice(importDeclaration.end);
}

/**
 * Whether an uploaded file is a PDF the shop can print, and how many pages it has. The cheap
 * checks run here; pdf.js runs in a worker thread per file (pdf-worker.ts), held to a memory
 * limit and a time limit, so a hostile or broken file can neither stall nor crash the API.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { PRINT_PAGES_MAX } from '../contract';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-worker';

export type PdfProblem =
  | 'not_pdf'
  | 'truncated'
  | 'no_pages'
  | 'too_many_pages'
  | 'encrypted'
  | 'javascript'
  | 'unreadable'
  | 'timeout';
export type PdfVerdict = { ok: true; pages: number } | { ok: false; problem: PdfProblem; message: string };

export interface PdfInspector {
  /** `reader` is who sent the file: each reader's files are read one at a time, readers in turn. */
  inspect(bytes: Uint8Array, reader?: string): Promise<PdfVerdict>;
  /** Stops every inspection under way (they reject) and refuses new ones. */
  close(): Promise<void>;
}

export interface PdfInspectorOptions {
  /** From the worker's start, pdf.js's own loading included. */
  timeoutMs?: number;
  memoryMb?: number;
  maxPages?: number;
  /** PDFs read at once, at most one per reader; more wait. Defaults to the cores but one, at most 2. */
  concurrency?: number;
  /** Told why a worker died (out of memory, or a fault such as a missing pdf-worker.js). */
  onWorkerError?: (error: unknown) => void;
}

const MESSAGES: Record<Exclude<PdfProblem, 'too_many_pages'>, string> = {
  not_pdf: 'This file is not a PDF.',
  truncated: 'This PDF is incomplete; upload the whole file again.',
  no_pages: 'This PDF has no pages.',
  encrypted: 'Remove the password and upload again',
  javascript: 'This PDF contains scripts; save it again without them (Print to PDF) and upload that.',
  unreadable: 'This PDF could not be read.',
  timeout: 'This PDF took too long to read. Try saving it again as a simpler PDF.',
};

const HEADER = Buffer.from('%PDF-', 'latin1');
const END_OF_FILE = Buffer.from('%%EOF', 'latin1');

/**
 * Built, this module is a chunk of dist/ with pdf-worker.js beside it (scripts/build.mjs). From
 * source (tsx, vitest) the worker is TypeScript, and Node 20 passes a worker's entry file through
 * no loader hooks, so a .ts entry would not be compiled: the worker starts as a script that
 * registers tsx and then imports pdf-worker.ts. It loads pdf.js first: through tsx's hooks that takes 0.6 s more a file.
 * tsx is found from the working directory, which for tsx and vitest is inside this repository.
 */
const FROM_SOURCE = new URL(import.meta.url).pathname.endsWith('.ts');
const PDFJS_MODULES = ['pdfjs-dist/legacy/build/pdf.worker.mjs', 'pdfjs-dist/legacy/build/pdf.mjs'];

function sourceWorkerScript(): string {
  const require = createRequire(import.meta.url);
  const preload = PDFJS_MODULES.map((name) => pathToFileURL(require.resolve(name)).href);
  const entry = new URL('./pdf-worker.ts', import.meta.url).href;
  return `(async () => {
    for (const url of ${JSON.stringify(preload)}) await import(url);
    (await import('tsx/esm/api')).register();
    await import(${JSON.stringify(entry)});
  })();`;
}

const WORKER_START: [string | URL, WorkerOptions] = FROM_SOURCE
  ? [sourceWorkerScript(), { eval: true }]
  : [new URL('./pdf-worker.js', import.meta.url), {}];

type WorkerOutcome = { kind: 'answer'; answer: PdfWorkerAnswer } | { kind: 'timeout' } | { kind: 'died' };

type Settings = Required<Omit<PdfInspectorOptions, 'concurrency'>>;

function failure(problem: keyof typeof MESSAGES): PdfVerdict {
  return { ok: false, problem, message: MESSAGES[problem] };
}

/**
 * Checked before pdf.js, which repairs a cut-off file and would count only what is left. Both
 * markers are looked for in the whole file, as readers do: a scanner may leave bytes after the end
 * marker, and a header may come late or not at all; pdf.js then decides whether it reads.
 */
function checkEnvelope(bytes: Uint8Array): PdfVerdict | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ended = buffer.lastIndexOf(END_OF_FILE) !== -1;
  if (ended) return null;
  return failure(buffer.indexOf(HEADER) === -1 ? 'not_pdf' : 'truncated');
}

function runWorker(bytes: Uint8Array, settings: Settings, running: Set<Worker>): Promise<WorkerOutcome> {
  // Copied once into a buffer of its own, which then moves to the worker with no second copy
  // and none of the bytes around the caller's view.
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  const request: PdfWorkerRequest = { data, maxPages: settings.maxPages };
  const [script, startOptions] = WORKER_START;
  const worker = new Worker(script, {
    ...startOptions,
    workerData: request,
    transferList: [data.buffer],
    // None of the API's own flags: tsx's loader among them would slow pdf.js's loading.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: 32 },
  });
  running.add(worker);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: WorkerOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(worker);
      // Answered or not, the worker has nothing more to do: stop it rather than wait for it.
      worker.terminate().catch(() => {});
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), settings.timeoutMs);
    worker.on('message', (answer: PdfWorkerAnswer) => settle({ kind: 'answer', answer }));
    // Kept for the worker's life: an 'error' with no listener would throw in this thread.
    worker.on('error', (error) => {
      if (!settled) settings.onWorkerError(error);
      settle({ kind: 'died' });
    });
    worker.on('exit', () => settle({ kind: 'died' }));
  });
}

function toVerdict(outcome: WorkerOutcome, maxPages: number): PdfVerdict {
  if (outcome.kind === 'timeout') return failure('timeout');
  if (outcome.kind === 'died') return failure('unreadable');
  const { answer } = outcome;
  if (answer.ok) return answer;
  if (answer.problem === 'too_many_pages') {
    const message = `This PDF has ${answer.pages} pages; the shop prints at most ${maxPages} per file.`;
    return { ok: false, problem: 'too_many_pages', message };
  }
  return failure(answer.problem);
}

/**
 * Turns at the readers, fair between those who send files: at most `concurrency` at once, at
 * most one per sender, and senders served in turn, so one customer's many (or slow, hostile)
 * files hold at most one reader and never the line. A finished read hands its turn straight on,
 * so none can slip in between.
 */
function createTurns(concurrency: number) {
  let active = 0;
  const reading = new Set<unknown>();
  // In turn order: a sender served goes to the back if more of theirs wait.
  const waiting = new Map<unknown, (() => void)[]>();
  const next = () => {
    while (active < concurrency) {
      const sender = [...waiting.keys()].find((key) => !reading.has(key));
      if (sender === undefined) return;
      const queue = waiting.get(sender)!;
      waiting.delete(sender);
      const go = queue.shift()!;
      if (queue.length) waiting.set(sender, queue);
      active += 1;
      reading.add(sender);
      go();
    }
  };
  return {
    /** Resolves with the function that gives the turn back. */
    async take(sender: unknown): Promise<() => void> {
      await new Promise<void>((go) => {
        const queue = waiting.get(sender);
        if (queue) queue.push(go);
        else waiting.set(sender, [go]);
        next();
      });
      return () => {
        active -= 1;
        reading.delete(sender);
        // Served, the sender's other files go behind everyone else's.
        const queue = waiting.get(sender);
        if (queue) {
          waiting.delete(sender);
          waiting.set(sender, queue);
        }
        next();
      };
    },
  };
}

export function createPdfInspector(options: PdfInspectorOptions = {}): PdfInspector {
  // A build laid out without the worker would refuse every upload as unreadable; refuse to start instead.
  if (!FROM_SOURCE && !fs.existsSync(WORKER_START[0])) {
    throw new Error(`${fileURLToPath(WORKER_START[0])} is missing: build the API again (npm run build).`);
  }
  const settings: Settings = {
    timeoutMs: options.timeoutMs ?? 20_000,
    memoryMb: options.memoryMb ?? 256,
    maxPages: options.maxPages ?? PRINT_PAGES_MAX,
    onWorkerError: options.onWorkerError ?? (() => {}),
  };
  const running = new Set<Worker>();
  let closed = false;
  const closedError = () => new Error('The PDF inspector is closed.');
  // Each worker may take a core and memoryMb of heap: more at once than the machine has cores
  // would let a burst of uploads starve every other request. The rest wait their turn.
  const concurrency = options.concurrency ?? Math.max(1, Math.min(2, os.availableParallelism() - 1));
  const turns = createTurns(concurrency);
  return {
    async inspect(bytes, reader) {
      if (closed) throw closedError();
      const envelopeProblem = checkEnvelope(bytes);
      if (envelopeProblem) return envelopeProblem;
      const release = await turns.take(reader ?? Symbol('anonymous'));
      try {
        if (closed) throw closedError();
        const outcome = await runWorker(bytes, settings, running);
        if (closed && outcome.kind !== 'answer') throw closedError();
        return toVerdict(outcome, settings.maxPages);
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}

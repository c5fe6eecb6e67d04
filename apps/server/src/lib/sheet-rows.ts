import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { XlsxRow } from './xlsx';
import { ZipRefused, type ZipRefusal } from './zip';

// The rows of an uploaded sheet, read on a worker thread: exceljs inflates a workbook's parts and
// parses them whole (0.2–0.5 s at a time for 10,000 rows), which on the server's own thread held
// every other request for as long. One worker serves every read, and ends 10 s after the last one:
// consecutive imports share its start (~0.5 s with exceljs), and its heap (a few hundred MB after a
// 10,000-row file) goes back soon after.

export type SheetFormat = 'xls' | 'xlsx';
export type SheetRowsRequest = { id: number; format: SheetFormat; content: Uint8Array };
export type SheetRowsMessage =
  | { id: number; rows: XlsxRow[] }
  | { id: number; done: true }
  | { id: number; error: { zip?: ZipRefusal; message: string } };

const IDLE_MS = 10_000;

/** The worker: its file built beside the bundle (dist), or the TypeScript source through tsx. */
const startWorker = () => {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 1024 } };
  const built = new URL('./sheet-rows.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, options);
  const source = new URL('./sheet-rows.worker.ts', import.meta.url).href;
  const load = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(load, { ...options, eval: true });
};

type Deliver = (message: SheetRowsMessage) => void;
/** The worker, the reads it serves, and the timer that ends it once it has none. */
type Shared = { worker: Worker; reads: Map<number, Deliver>; idle?: NodeJS.Timeout };
let shared: Shared | undefined;
let nextId = 1;

const sharedWorker = () => {
  if (shared) return shared;
  const worker = startWorker();
  worker.unref();
  const own: Shared = { worker, reads: new Map() };
  // A worker that fails or ends fails the reads under way; the next read starts another.
  const fail = (message: string) => {
    if (shared === own) shared = undefined;
    for (const [id, deliver] of own.reads) deliver({ id, error: { message } });
    own.reads.clear();
  };
  worker.on('message', (m: SheetRowsMessage) => own.reads.get(m.id)?.(m));
  worker.on('error', (error) => fail(error.message));
  worker.on('exit', (code) => fail(`sheet reader ended (${code})`));
  shared = own;
  return own;
};

/** Ends an idle worker; a read that starts meanwhile gets a new one, never the one ending. */
const retire = (own: Shared) => {
  if (shared === own) shared = undefined;
  void own.worker.terminate();
};

/**
 * The rows of a sheet file held whole, as `readXlsxBuffer` and `readXlsRows` give them, read on the
 * worker; a zip bomb throws `ZipRefused` as there, anything unreadable an Error.
 */
export async function* readSheetRows(content: Buffer, format: SheetFormat): AsyncGenerator<XlsxRow> {
  const own = sharedWorker();
  const { worker, reads } = own;
  clearTimeout(own.idle);
  const id = nextId++;
  const queue: SheetRowsMessage[] = [];
  let wake: (() => void) | undefined;
  reads.set(id, (message) => {
    queue.push(message);
    wake?.();
  });
  // A copy goes to the worker (transferred), so the caller's buffer stays the caller's.
  const bytes = new Uint8Array(content);
  worker.postMessage({ id, format, content: bytes } satisfies SheetRowsRequest, [bytes.buffer]);
  try {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = queue.shift()!;
      if ('rows' in message) yield* message.rows;
      else if ('done' in message) return;
      else throw message.error.zip ? new ZipRefused(message.error.zip) : new Error(message.error.message);
    }
  } finally {
    reads.delete(id);
    if (reads.size === 0) own.idle = setTimeout(() => retire(own), IDLE_MS).unref();
  }
}

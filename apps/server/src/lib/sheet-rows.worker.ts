import { parentPort } from 'node:worker_threads';
import type { SheetRowsMessage, SheetRowsRequest } from './sheet-rows';
import { readXlsRows } from './xls';
import { readXlsxBuffer, type XlsxRow } from './xlsx';
import { ZipRefused } from './zip';

// The worker of ./sheet-rows.ts: reads each file it is sent and answers its rows in batches.

const BATCH = 500;
const port = parentPort!;
const post = (message: SheetRowsMessage) => port.postMessage(message);

port.on('message', async ({ id, format, content }: SheetRowsRequest) => {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  try {
    let rows: XlsxRow[] = [];
    for await (const row of format === 'xls' ? readXlsRows(bytes) : readXlsxBuffer(bytes)) {
      rows.push(row);
      if (rows.length === BATCH) {
        post({ id, rows });
        rows = [];
      }
    }
    if (rows.length > 0) post({ id, rows });
    post({ id, done: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({ id, error: { zip: error instanceof ZipRefused ? error.reason : undefined, message } });
  }
});

import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { FILE_LIMITS, MIME_OF, formatMessage, type Language } from '@oms/contracts';
import { readSheetRows } from '../../lib/sheet-rows';
import { writeXlsx, type XlsxRow } from '../../lib/xlsx';
import { ZipRefused, type ZipRefusal } from '../../lib/zip';
import { stampedName } from '../files/file-names';
import type { FileOwner, FileRow, FilesService } from '../files/files.service';
import { JobFailure, type JobContext } from '../jobs/jobs.service';
import type { DbOrTx } from '../../db/client';
import { ImportRowsError, ROWS_PER_TURN, type RawRow, type RegisteredImport } from './define-import';

export const importPayload = z.object({
  kind: z.string(),
  name: z.object({ zh: z.string(), en: z.string() }),
  language: z.enum(['zh', 'en']),
  fileId: z.string(),
  /** The document the import fills (kinds with `checkTarget`). */
  target: z.string().optional(),
});
export type ImportPayload = z.infer<typeof importPayload>;

/** The job's result (and the upload's answer once it finished). */
export type ImportJobResult = {
  status: 'SUCCEEDED' | 'FAILED';
  total: number;
  succeeded: number;
  failed: number;
  errorFileId: string | null;
};

type Sheet = { header: string[]; rows: { rowNumber: number; cells: string[] }[] };

const normalise = (text: string) => text.trim().replace(/\*$/, '').trim().toLowerCase();

/**
 * The rows of the stored file, read whole (imports are at most 10 MB): xls (BIFF8) or xlsx, on the
 * sheet reader's worker thread, so that the server answers other requests meanwhile.
 */
const rowsOf = async (files: FilesService, file: FileRow): Promise<AsyncGenerator<XlsxRow>> => {
  if (file.size > FILE_LIMITS.importMaxBytes) throw new JobFailure('imports.badFile');
  const content = await buffer(await files.read(file));
  return readSheetRows(content, file.mime === MIME_OF.xls ? 'xls' : 'xlsx');
};

const UNPACKS_TOO_LARGE = new Set<ZipRefusal>(['tooLarge', 'ratio', 'sizeMismatch', 'tooManyEntries']);
/** A refused zip: one that would unpack too large, or one that is no workbook we can read. */
export const zipRefusalMessage = (refusal: ZipRefused) =>
  UNPACKS_TOO_LARGE.has(refusal.reason) ? 'imports.unpacksTooLarge' : 'imports.badFile';

/** Reads the first sheet: a header row, then data rows (at most FILE_LIMITS.importMaxRows). */
const readSheet = async (
  files: FilesService,
  owner: FileOwner,
  fileId: number,
  progress: (n: number) => Promise<void>,
): Promise<Sheet> => {
  const file = await files.ofCompany(owner.companyId, fileId);
  if (!file || file.status === 'WRITING') throw new JobFailure('imports.badFile');
  let header: string[] | undefined;
  const rows: Sheet['rows'] = [];
  try {
    for await (const row of await rowsOf(files, file)) {
      if (!header) {
        header = row.cells;
        continue;
      }
      rows.push(row);
      if (rows.length > FILE_LIMITS.importMaxRows) throw new JobFailure('imports.tooManyRows');
      if (rows.length % 500 === 0) await progress(rows.length);
    }
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    if (error instanceof ZipRefused) throw new JobFailure(zipRefusalMessage(error));
    // Not a workbook we can read (damaged, encrypted, strict Open XML, or xls older than Excel 97).
    throw new JobFailure('imports.badFile');
  }
  if (!header || rows.length === 0) throw new JobFailure('imports.noRows');
  return { header, rows };
};

/** Maps header cells to the import's column keys, by the zh or en header or the key itself. */
const columnKeys = (def: RegisteredImport, header: string[]) => {
  const byName = new Map<string, string>();
  for (const c of def.templateColumns) {
    for (const name of [c.header.zh, c.header.en, c.key]) byName.set(normalise(name), c.key);
  }
  const keys = header.map((h) => byName.get(normalise(h)));
  if (!keys.some(Boolean)) throw new JobFailure('imports.wrongTemplate');
  return keys;
};

const toRaw = (keys: (string | undefined)[], row: Sheet['rows'][number]): RawRow => {
  const values: Record<string, string | undefined> = {};
  keys.forEach((key, i) => {
    const cell = row.cells[i];
    if (key) values[key] = cell === undefined || cell === '' ? undefined : cell;
  });
  return { rowNumber: row.rowNumber, values };
};

/** A number as the sheet read it ("12", "-0.5") goes back as a number; anything else ("007", "1e3") as typed. */
const NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d*[1-9])?$/;
export const cellValue = (text: string): string | number => (NUMBER.test(text) ? Number(text) : text);

/** The sheet's rows as sent, each with its reason (or none), in batches with a turn of the event loop between. */
async function* rowsWithReasons(sheet: Sheet, reasons: Map<number, string>) {
  for (let i = 0; i < sheet.rows.length; i += ROWS_PER_TURN) {
    if (i > 0) await nextTurn();
    yield sheet.rows
      .slice(i, i + ROWS_PER_TURN)
      .map((r) => [
        ...sheet.header.map((_h, c) => cellValue(r.cells[c] ?? '')),
        reasons.get(r.rowNumber) ?? '',
      ]);
  }
}

/** The rows as the user sent them, with a reason column: fix it and upload it again. */
const writeErrorFile = async (
  files: FilesService,
  owner: FileOwner,
  def: RegisteredImport,
  sheet: Sheet,
  reasons: Map<number, string>,
  language: Language,
) => {
  const reasonHeader = formatMessage('imports.reasonHeader', language);
  const name = stampedName(`${def.name[language]}-${language === 'zh' ? '错误文件' : 'errors'}`, 'xlsx');
  const row = await files.begin(owner, { kind: 'error-file', module: def.module, name }, MIME_OF.xlsx);
  const out = new PassThrough();
  const stored = files.putContent(row, out);
  try {
    await writeXlsx(out, {
      sheetName: def.name[language],
      columns: [...sheet.header.map((h) => ({ header: h })), { header: reasonHeader, width: 60 }],
      rows: rowsWithReasons(sheet, reasons),
    });
    const { size } = await stored;
    return { row, size };
  } catch (error) {
    out.destroy();
    await stored.catch(() => undefined);
    await files.discard(row);
    throw error;
  }
};

/**
 * Runs one import: read, check every row, stage them (kinds that do), then apply all in one transaction
 * or write the error file.
 */
export const runImport = async (
  job: JobContext<unknown>,
  deps: { db: DbOrTx; files: FilesService; registry: ReadonlyMap<string, RegisteredImport> },
): Promise<ImportJobResult> => {
  const parsed = importPayload.safeParse(job.payload);
  const def = parsed.success ? deps.registry.get(parsed.data.kind) : undefined;
  const { tenantId, companyId, userId } = job.job;
  if (!parsed.success || !def || tenantId === null || companyId === null || userId === null) {
    throw new JobFailure('imports.unknownKind');
  }
  const { language, fileId, target } = parsed.data;
  const owner = { tenantId, companyId, userId };
  const sheet = await readSheet(deps.files, owner, Number(fileId), (n) => job.progress(n));
  const keys = columnKeys(def, sheet.header);
  const total = sheet.rows.length;
  await job.progress(0, total);
  const prepared = await def.prepare(
    deps.db,
    sheet.rows.map((r) => toRaw(keys, r)),
    { ...owner, language, target },
  );

  const fail = async (reasons: Map<number, string>) => {
    const errorFile = await writeErrorFile(deps.files, owner, def, sheet, reasons, language);
    return job.complete(
      async (tx): Promise<ImportJobResult> => {
        await deps.files.markReady(tx, errorFile.row, errorFile.size);
        return {
          status: 'FAILED',
          total,
          succeeded: 0,
          failed: reasons.size,
          errorFileId: String(errorFile.row.id),
        };
      },
      { failed: 'imports.failed' },
    );
  };

  if (prepared.reasons.size > 0) return fail(prepared.reasons);
  const staged = await prepared.stage(job.job.id);
  try {
    return await job.complete(async (tx): Promise<ImportJobResult> => {
      await staged.apply(tx);
      return { status: 'SUCCEEDED', total, succeeded: total, failed: 0, errorFileId: null };
    });
  } catch (error) {
    if (error instanceof ImportRowsError) return fail(prepared.refused(error));
    throw error;
  } finally {
    // Whatever the outcome; rows a failed clean-up leaves are invisible, and the kind's next
    // staging deletes them (staged rows a day old).
    await staged.discard().catch(() => undefined);
  }
};

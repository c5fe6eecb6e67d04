import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The embedded database's directory is held by another live process. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running server?). ` +
        'PGlite cannot share its directory between processes: stop that process first, ' +
        `or run the server and this command against PostgreSQL (DATABASE_URL). If no such process runs, ` +
        `delete ${join(dataDir, 'oms.lock')}.`,
    );
  }
}

type Holder = { pid: number; host: string };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): Holder | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
};

/**
 * Takes the embedded database directory for this process, or throws DataDirBusyError. PGlite does
 * not lock its directory itself, and two processes writing one directory corrupt it; so the server
 * and the operator command both take this lock. A lock left by a process that died is taken over.
 * Answers the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const dir = resolve(dataDir);
  const file = join(dir, 'oms.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Holder));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      // Our own pid is a previous life of this process id (a container restarted as pid 1), not us.
      const live =
        holder && holder.pid !== process.pid && (holder.host !== hostname() || isAlive(holder.pid));
      if (live) throw new DataDirBusyError(dir, holder.pid);
      // Stale (its process is gone) or unreadable: remove it and try again.
      try {
        unlinkSync(file);
      } catch {
        // another process removed it first
      }
    }
  }
  throw new Error(`Could not lock ${file}`);
};

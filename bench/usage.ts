// `--help` for every benchmark: prints the usage (the head comment of the script, one text to keep
// current) and stops before anything runs.
import { readFileSync } from 'node:fs';

/** With --help or -h on the command line, prints the head comment of `file` and exits. */
export const helpOnRequest = (file: string) => {
  if (!process.argv.includes('--help') && !process.argv.includes('-h')) return;
  const lines = readFileSync(file, 'utf8').split('\n');
  const head = lines.slice(
    0,
    lines.findIndex((l) => !l.startsWith('//')),
  );
  process.stdout.write(`${head.map((l) => l.replace(/^\/\/ ?/, '')).join('\n')}\n`);
  process.exit(0);
};

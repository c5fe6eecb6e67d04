// The command line of every benchmark, TypeScript or plain node: `--help` prints the usage (the
// script's head comment, one text to keep current) and stops before anything runs; options are
// `--name value`.
import { readFileSync } from 'node:fs';

/** With --help or -h on the command line, prints the head comment of `file` (a path or URL) and exits. */
export const helpOnRequest = (file) => {
  if (!process.argv.includes('--help') && !process.argv.includes('-h')) return;
  const lines = readFileSync(file, 'utf8').split('\n');
  const head = lines.slice(
    0,
    lines.findIndex((l) => !l.startsWith('//')),
  );
  process.stdout.write(`${head.map((l) => l.replace(/^\/\/ ?/, '')).join('\n')}\n`);
  process.exit(0);
};

/** The value after `--name` on the command line, or `fallback`. */
export const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
};

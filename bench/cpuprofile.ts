// The top of a V8 CPU profile (`node --cpu-prof`, or bench/http.ts --profile): self time by function
// and by where the code comes from (a package, node's internals, the app), as percentages of samples.
// Usage: npx tsx bench/cpuprofile.ts FILE.cpuprofile [--top 15]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type ProfileNode = {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples?: number[] };
export type TopRow = { name: string; share: number };

/** Where a frame's code lives: a package, node's internals, the app's source, or V8 itself. */
const originOf = (url: string, name: string) => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.split('/')[0]!;
  const app = /\/(apps\/[^/]+\/src|packages\/[^/]+\/src|bench)\//.exec(url);
  return app ? app[1]! : url;
};

const top = (counts: Map<string, number>, total: number, n: number): TopRow[] =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, hits]) => ({ name, share: (100 * hits) / total }));

/** Self-time shares (% of samples) of the top functions and of the top origins. */
export const summarise = (file: string, n = 15) => {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? ` ${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}`
      : '';
    const name = `${functionName || '(anonymous)'}${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const origin = originOf(url, functionName);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + hits);
  }
  return { samples: total, functions: top(byFunction, total, n), origins: top(byOrigin, total, n) };
};

export const formatTop = (rows: TopRow[]) =>
  rows.map((r) => `  ${r.share.toFixed(1).padStart(5)} %  ${r.name}`).join('\n');

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const file = process.argv[2];
  if (!file || file === '--help') {
    process.stdout.write('Usage: npx tsx bench/cpuprofile.ts FILE.cpuprofile [--top 15]\n');
    process.exit(file ? 0 : 1);
  }
  const i = process.argv.indexOf('--top');
  const result = summarise(file, i > 0 ? Number(process.argv[i + 1]) : 15);
  process.stdout.write(
    `${result.samples} samples\nBy function (self):\n${formatTop(result.functions)}\n` +
      `By origin (self):\n${formatTop(result.origins)}\n`,
  );
}

// Fails when any import circle exists (type-only imports included): one per app, and the contracts.
import madge from 'madge';

const roots = [
  { dir: 'apps/server/src', tsConfig: 'apps/server/tsconfig.json' },
  { dir: 'apps/web/src', tsConfig: 'apps/web/tsconfig.json' },
  { dir: 'packages/contracts/src', tsConfig: 'packages/contracts/tsconfig.json' },
];

let circles = 0;
for (const { dir, tsConfig } of roots) {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  for (const circle of graph.circular()) {
    circles++;
    console.error(`import circle in ${dir}: ${circle.join(' > ')}`);
  }
}
if (circles > 0) process.exit(1);
console.log('no import circles');

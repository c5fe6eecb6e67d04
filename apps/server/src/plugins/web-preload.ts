import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS, PUBLIC_PATHS, SESSION_COOKIE } from '@oms/contracts';

// A signed-in first visit needs the layout's code (and on home, the home page's) before its first
// render, but the browser learns of it only once the entry has loaded and run (~0.2–0.3 s later).
// The server knows from the build's manifest which files those are, and from the session cookie that
// the visit is signed in, so it names them in index.html as module preloads: they load beside the
// entry instead of after it (issue 22: home's first paint).

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of the layout and the home page (apps/web's source paths). */
const LAYOUT = 'src/app/layout/layout.tsx';
const HOME = 'src/features/homepage/pages/home-page.tsx';
const HOME_PATHS = new Set(['/', PATHS.home]);
/** Pages that open without a session: a stale cookie there must not fetch the portal. */
const PUBLIC = new Set(PUBLIC_PATHS);

/** The files a manifest entry loads, with its static imports, transitively. */
const filesOf = (manifest: Manifest, key: string, into = new Set<string>()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) filesOf(manifest, next, into);
  return into;
};

const links = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * index.html for a request: as built, or with the portal's files preloaded when the request carries
 * a session cookie (the layout's; on home, the home page's too). Without the build's manifest (a
 * stand-in build in tests, a build without it) always as built.
 */
export const createIndexPages = (webDir: string, indexHtml: string) => {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath) || !indexHtml.includes('</head>')) return () => indexHtml;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[LAYOUT] || !manifest[HOME]) return () => indexHtml;
  const loaded = filesOf(manifest, entry);
  const layout = [...filesOf(manifest, LAYOUT)].filter((f) => !loaded.has(f));
  const home = [...filesOf(manifest, HOME)].filter((f) => !loaded.has(f) && !layout.includes(f));
  const withPreloads = (files: string[]) => indexHtml.replace('</head>', `${links(files)}</head>`);
  const portal = withPreloads(layout);
  const homePage = withPreloads([...layout, ...home]);

  return (path: string, cookieHeader: string | undefined) => {
    if (!hasSession(cookieHeader) || PUBLIC.has(path)) return indexHtml;
    return HOME_PATHS.has(path) ? homePage : portal;
  };
};

const hasSession = (cookieHeader: string | undefined) =>
  (cookieHeader ?? '').split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_COOKIE && Boolean(value);
  });

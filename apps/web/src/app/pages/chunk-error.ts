const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

/** A lazy page's script that failed to load: a network hiccup, or a deploy that removed old chunks. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (error instanceof Error) return CHUNK_ERROR.test(`${error.name} ${error.message}`);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
};

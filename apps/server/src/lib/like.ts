/** Escapes LIKE's wildcards (and the escape character) so user text matches only itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern of a "contains" filter: `ILIKE contains(text)` finds the text anywhere, literally. */
export const contains = (text: string) => `%${escapeLike(text)}%`;

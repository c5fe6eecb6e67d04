// Keyset cursors of lib/paginate: the sort and the last row's (sort value, id), base64url JSON. A
// cursor is opaque to clients but not secret; it is only ever compared through bound parameters.

export type CursorValue = string | number | boolean | Date | null;
export type Cursor = { key: string; order: 'asc' | 'desc'; value: CursorValue; id: number };

type Wire = { k: string; o: 'a' | 'd'; v: string | number | boolean | null | { d: string }; i: number };

export const encodeCursor = (cursor: Cursor): string => {
  const v = cursor.value instanceof Date ? { d: cursor.value.toISOString() } : cursor.value;
  const wire: Wire = { k: cursor.key, o: cursor.order === 'asc' ? 'a' : 'd', v, i: cursor.id };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
};

const isScalar = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The cursor, or null when the text is not one this server wrote. */
export const decodeCursor = (text: string): Cursor | null => {
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof wire !== 'object' || wire === null) return null;
  const { k, o, v, i } = wire as Partial<Wire>;
  if (typeof k !== 'string' || (o !== 'a' && o !== 'd') || !Number.isSafeInteger(i)) return null;
  let value: CursorValue;
  if (isScalar(v)) value = v;
  else if (typeof v === 'object' && typeof v.d === 'string' && !Number.isNaN(Date.parse(v.d)))
    value = new Date(v.d);
  else return null;
  return { key: k, order: o === 'a' ? 'asc' : 'desc', value, id: i as number };
};

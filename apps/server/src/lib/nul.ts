/**
 * Where a request's input holds a NUL character (U+0000), which PostgreSQL refuses in text: the dotted
 * path of the first string (or object key) that has one, '' for the value itself, or undefined.
 */
export const nulPath = (value: unknown, path = ''): string | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      const found = nulPath(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
};

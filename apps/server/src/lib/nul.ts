/** What makes a request's input unusable before any schema looks at it, and where. */
export type InputProblem = { kind: 'nul' | 'tooDeep'; path: string };

type Frame = { value: unknown; path: string; depth: number; key?: string };

const childPath = (path: string, part: string) => (path ? `${path}.${part}` : part);

/**
 * The first problem of a request's input, in document order, or undefined: a NUL character (U+0000),
 * which PostgreSQL refuses in text, in a string or an object key (the dotted path of it, '' for the
 * value itself); or arrays and objects nested deeper than `maxDepth` (the path of the first one too
 * deep). Walks with a stack of its own: a body of thousands of nested arrays is a few kilobytes, and
 * a recursive walk overflowed the call stack on it.
 */
export const inputProblem = (value: unknown, maxDepth: number): InputProblem | undefined => {
  const stack: Frame[] = [{ value, path: '', depth: 0 }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { value: v, path, depth } = frame;
    if (frame.key?.includes('\u0000')) return { kind: 'nul', path };
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'tooDeep', path };
    const children: Frame[] = Array.isArray(v)
      ? v.map((item, i) => ({ value: item, path: childPath(path, String(i)), depth: depth + 1 }))
      : Object.entries(v).map(([key, item]) => ({
          value: item,
          path: childPath(path, key),
          depth: depth + 1,
          key,
        }));
    // Last child first onto the stack, so the first comes off first.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
};

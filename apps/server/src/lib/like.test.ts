import { describe, expect, it } from 'vitest';
import { contains, escapeLike } from './like';

describe('LIKE patterns', () => {
  it('match user text literally: wildcards and the escape character are escaped', () => {
    expect(escapeLike('50%_off\\x')).toBe('50\\%\\_off\\\\x');
    expect(contains('a_b')).toBe('%a\\_b%');
    expect(contains('plain')).toBe('%plain%');
  });
});

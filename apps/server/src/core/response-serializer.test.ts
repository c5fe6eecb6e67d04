import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from './response-serializer';

const route = { method: 'POST', url: '/api/things/page' };
const thing = z.object({
  id: z.string(),
  name: z.string().nullable(),
  status: z.enum(['ON', 'OFF']),
  amount: z.string(),
  count: z.number().int().nullable(),
  tags: z.array(z.object({ code: z.string(), label: z.string().nullable() })),
  warehouse: z.object({ code: z.string(), nameZh: z.string() }).nullable(),
  extra: z.record(z.string(), z.number()),
  note: z.string().optional(),
});
const answer = z.object({ code: z.number(), data: z.object({ records: z.array(thing), total: z.number() }) });

const sample = {
  code: 0,
  data: {
    total: 2,
    records: [
      {
        id: '1',
        name: 'Box "A" <b>\u2028',
        status: 'ON',
        amount: '12.50',
        count: 3,
        tags: [{ code: 'X', label: null }],
        warehouse: { code: 'LAX', nameZh: '洛杉矶仓' },
        extra: { a: 1.5 },
        // Not in the schema: written by neither.
        secret: 'hash',
      },
      {
        id: '2',
        name: null,
        status: 'OFF',
        amount: '0.00',
        count: null,
        tags: [],
        warehouse: null,
        extra: {},
      },
    ],
  },
};

describe('the compiled response serialiser', () => {
  it('writes what zod and JSON.stringify wrote, byte for byte, and leaves out fields outside the schema', () => {
    const expected = JSON.stringify(z.encode(answer, sample as never));
    for (const check of [true, false]) {
      const write = createResponseSerializer(check)({ schema: answer, ...route });
      expect(write(sample)).toBe(expected);
      expect(write(sample)).not.toContain('hash');
    }
  });

  it('refuses an answer that does not match its schema where answers are checked, and only there', () => {
    const [first, second] = sample.data.records;
    const wrong = { ...sample, data: { ...sample.data, records: [{ ...first, status: 'MAYBE' }, second] } };
    expect(() => createResponseSerializer(true)({ schema: answer, ...route })(wrong)).toThrow(
      /Response doesn't match the schema/,
    );
    // A deployment writes with the compiled serialiser alone, which does not check.
    expect(createResponseSerializer(false)({ schema: answer, ...route })(wrong)).toContain(
      '"status":"MAYBE"',
    );
  });

  it('keeps zod for an answer JSON Schema cannot describe', () => {
    const custom = z.object({ word: z.custom<string>((v) => typeof v === 'string') });
    const write = createResponseSerializer(false)({ schema: custom, ...route });
    expect(write({ word: 'hi', other: 1 })).toBe('{"word":"hi"}');
    expect(() => write({ word: 1 })).toThrow(/Response doesn't match the schema/);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { combinationNameSchema, ratioSchema, type CombinationDetail } from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { combinations } from '../schema';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';
import { DEMO_COMBINATIONS } from './seed-combinations';

describe('demo combinations', () => {
  it('seeds combinations of passed products within the form rules, once, shown by the API', async () => {
    const { app, first } = await seededTwice();
    const rows = await app.deps.db
      .select()
      .from(combinations)
      .where(eq(combinations.companyId, first.companyId));
    expect(rows.map((r) => [r.name, r.totalPcs])).toEqual(
      DEMO_COMBINATIONS.map((c) => [c.name, c.lines.reduce((n, [, ratio]) => n + ratio, 0)]),
    );
    for (const c of DEMO_COMBINATIONS) {
      expect(combinationNameSchema.parse(c.name)).toBe(c.name);
      for (const [, ratio] of c.lines) expect(ratioSchema.parse(ratio)).toBe(ratio);
    }
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const res = await call(app, token, 'combinations/detail', { id: String(rows[0]!.id) });
    const detail = bodyOf<CombinationDetail>(res).data;
    expect(detail.components.map((c) => [c.sku, c.ratio, c.status])).toEqual([
      ['GH-MUG-350', 2, 'PASSED'],
      ['GH-LAMP-01', 1, 'PASSED'],
    ]);
    expect(detail.operations.map((o) => o.action)).toEqual(['create']);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { createProduct } from '../products/products.test-support';
import { InsufficientStock, StockBucketShort } from './inventory.service';
import { stockBalances } from './inventory.table';
import { docOf, inTx, ownerOf, stockWorld } from './inventory.test-support';

// Any sequence of expect, receive, reserve, release and ship keeps every bucket at or above zero and
// equal to its movement log (and the lots equal to what is on hand); each call either applies exactly
// its change or, refused, changes nothing.

type Op =
  | { kind: 'expect' | 'reserve' | 'release' | 'ship'; line: number; quantity: number }
  | { kind: 'receive'; line: number; fromTransit: number; quantity: number; unsellable: boolean };

const line = fc.nat({ max: 1 });
const quantity = fc.integer({ min: 1, max: 12 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('expect' as const, 'reserve' as const, 'release' as const, 'ship' as const),
    line,
    quantity,
  }),
  fc.record({
    kind: fc.constant('receive' as const),
    line,
    fromTransit: fc.nat({ max: 12 }),
    quantity: fc.nat({ max: 12 }),
    unsellable: fc.boolean(),
  }),
);

type Model = { inTransit: number; available: number; reserved: number; unsellable: number; shipped: number };
const zero = (): Model => ({ inTransit: 0, available: 0, reserved: 0, unsellable: 0, shipped: 0 });

describe('inventory kernel properties', () => {
  const t = useTestApp(stockWorld);

  it('keeps every bucket at or above zero and equal to its log', async () => {
    const inv = t.app.services.inventory;
    const owner = ownerOf(t.a);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        // Fresh products each run: the model starts from zero.
        const products = [
          Number((await createProduct(t.app, t.a.token)).id),
          Number((await createProduct(t.app, t.a.token)).id),
        ];
        const models = [zero(), zero()];
        for (const o of ops) {
          const productId = products[o.line]!;
          const m = models[o.line]!;
          const doc = docOf(t.warehouseId);
          const next = { ...m };
          const moves: Record<Op['kind'], (q: number) => Partial<Model>> = {
            expect: (q) => ({ inTransit: q }),
            reserve: (q) => ({ available: -q, reserved: q }),
            release: (q) => ({ reserved: -q, available: q }),
            ship: (q) => ({ reserved: -q, shipped: q }),
            receive: () => ({}),
          };
          for (const [k, v] of Object.entries(moves[o.kind](o.quantity)) as [keyof Model, number][])
            next[k] += v;
          if (o.kind === 'receive') {
            next.inTransit -= o.fromTransit;
            next[o.unsellable ? 'unsellable' : 'available'] += o.quantity;
          }
          const allowed = Object.values(next).every((v) => v >= 0);
          try {
            await inTx(t.app, (tx) => {
              if (o.kind === 'receive')
                return inv.receive(tx, owner, {
                  ...doc,
                  lines: [
                    {
                      productId,
                      fromTransit: o.fromTransit,
                      quantity: o.quantity,
                      into: o.unsellable ? 'unsellable' : 'available',
                    },
                  ],
                });
              return inv[o.kind](tx, owner, { ...doc, lines: [{ productId, quantity: o.quantity }] });
            });
            expect(allowed).toBe(true);
            models[o.line] = next;
          } catch (e) {
            if (!(e instanceof InsufficientStock) && !(e instanceof StockBucketShort)) throw e;
            expect(allowed).toBe(false);
          }
        }
        for (const [i, productId] of products.entries()) {
          const [row] = await t.app.deps.db
            .select()
            .from(stockBalances)
            .where(and(eq(stockBalances.companyId, owner.companyId), eq(stockBalances.productId, productId)));
          const held = row ?? zero();
          expect({
            inTransit: held.inTransit,
            available: held.available,
            reserved: held.reserved,
            unsellable: held.unsellable,
            shipped: held.shipped,
          }).toEqual(models[i]);
        }
        expect(await inv.mismatches(t.app.deps.db, owner.companyId)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

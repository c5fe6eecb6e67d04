import type { App } from '../../src/app';
import { fullProfile, upload, warehouseOf } from '../../src/modules/certification/certification.test-support';
import { signWarehouse } from '../../src/modules/inbound-orders/inbound-orders.test-support';
import { bodyOf, type call, type Company } from '../fixtures';

/**
 * How the access test makes a document of one domain in a company, so that it can prove another
 * company never reads or changes it. Each domain with calls that take ids has one file here.
 */
export type AccessFixture = {
  /** Makes one document of the domain in `owner`'s company; answers its id. */
  seed(ctx: { app: App; owner: Company; call: typeof call }): Promise<{ id: string }>;
  /**
   * A valid body for a call that names the document, where `{ id }` (or `{ ids, reason }` for a
   * call that takes `ids`) is not enough to pass validation.
   */
  bodies?: Record<string, (id: string) => Record<string, unknown>>;
  /**
   * A call whose ids pick rows of another list (an export's selection) answers as if they matched
   * nothing; name its answer here. Every other call answers 404.
   */
  refusals?: Record<string, { status: number; message: string }>;
  /**
   * For ids that every company of the tenant shares (the operator's warehouses): another company may
   * name them, so instead of the 404 check this proves it sees only its own part of the document.
   */
  sharedIds?: (ctx: {
    app: App;
    owner: Company;
    intruder: Company;
    call: typeof call;
    id: string;
  }) => Promise<void>;
};

/**
 * The owner made ready to write orders: certified (unless an earlier fixture did it) and signed to a
 * warehouse of its tenant; answers the warehouse.
 */
export const orderingOwner = async (app: App, owner: Company, post: typeof call) => {
  const certified = await app.services.certification.requirePassed(owner).then(
    () => true,
    () => false,
  );
  if (!certified) {
    const license = await upload(app, owner.token);
    const submitted = bodyOf<{ id: string }>(
      await post(app, owner.token, 'certification/submit', fullProfile(license.id)),
    );
    await app.services.certification.decide(
      owner.tenantId,
      Number(submitted.data.id),
      { approve: true },
      'LAX',
    );
  }
  const warehouse = await warehouseOf(app, owner.tenantId);
  await signWarehouse(app, owner, warehouse.id);
  return warehouse;
};

import { createProduct, productBody } from '../../src/modules/products/products.test-support';
import type { AccessFixture } from './fixture';

export const products: AccessFixture = {
  async seed({ app, owner }) {
    return { id: (await createProduct(app, owner.token)).id };
  },
  // Three images for the schema; whose they are does not matter: the product is not found first.
  bodies: { update: (id) => ({ ...productBody([id, `${id}1`, `${id}2`]), id }) },
};

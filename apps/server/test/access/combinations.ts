import {
  combinationBody,
  createCombination,
  passedProduct,
} from '../../src/modules/combinations/combinations.test-support';
import type { AccessFixture } from './fixture';

/** The owner's product the seeded combination holds (an update names it again). */
let component = '';

export const combinations: AccessFixture = {
  async seed({ app, owner }) {
    const product = await passedProduct(app, owner);
    component = product.id;
    return { id: (await createCombination(app, owner.token, combinationBody([[product, 2]]))).id };
  },
  bodies: { update: (id) => ({ ...combinationBody([[{ id: component }, 1]]), id }) },
};

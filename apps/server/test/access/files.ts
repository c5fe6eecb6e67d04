import { uploadImage } from '../../src/modules/products/products.test-support';
import type { AccessFixture } from './fixture';

export const files: AccessFixture = {
  async seed({ app, owner }) {
    return { id: await uploadImage(app, owner.token) };
  },
};

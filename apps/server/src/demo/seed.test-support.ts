// Helpers for the demo seed tests (not a test file itself).
import { createTestApp } from '../../test/app';
import { seedDemo } from './seed';

/** A fresh app with the demo seeded twice (the second run must change nothing), and the first run. */
export const seededTwice = async () => {
  const { app } = await createTestApp();
  const first = await seedDemo({ deps: app.deps, services: app.services });
  await seedDemo({ deps: app.deps, services: app.services });
  if (first.status !== 'seeded') throw new Error('not seeded');
  return { app, first };
};

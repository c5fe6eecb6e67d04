import { inject } from 'vitest';

/** One portal the global setup started: its address, the mailbox it sends to, its fake Shopify. */
export type Portal = { baseURL: string; mailDir: string; shopifyOrigin: string };

/**
 * The portal of this test worker. The global setup starts one portal per worker (each with its own
 * embedded database and demo data), and vitest numbers its workers 1…maxWorkers (VITEST_POOL_ID), so
 * two files running side by side never share a database, a demo session or a mailbox.
 */
export const portal = (): Portal => {
  const portals = inject('portals');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return portals[(worker - 1) % portals.length]!;
};

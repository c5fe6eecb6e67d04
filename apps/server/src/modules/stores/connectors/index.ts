import type { StorePlatform } from '@oms/contracts';
import type { Config } from '../../../config';
import type { StoreConnector } from './connector';
import { manualConnector } from './manual';
import { createShopifyConnector } from './shopify';

export type Connectors = { for: (platform: StorePlatform) => StoreConnector | undefined };

/** The connector of each platform that has one (CONNECTED_PLATFORMS). */
export const createConnectors = (config: Pick<Config, 'SHOPIFY_BASE_URL'>): Connectors => {
  const byPlatform = new Map<StorePlatform, StoreConnector>([
    ['MANUAL', manualConnector],
    ['SHOPIFY', createShopifyConnector({ baseUrl: config.SHOPIFY_BASE_URL })],
  ]);
  return { for: (platform) => byPlatform.get(platform) };
};

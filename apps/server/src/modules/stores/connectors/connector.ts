import type { MessageKey, StorePlatform } from '@oms/contracts';

// One interface for every selling platform. The stores service keeps credentials and states; a
// connector only speaks to its platform. Store orders, outbound and inventory (later issues) call
// fetchOrders, pushTracking and pushInventory through `connectorFor(platform)`.

/** What a connector is handed: the shop and its credentials, opened from their encrypted form. */
export type StoreAccess = {
  platform: StorePlatform;
  shopDomain: string | null;
  accessToken: string | null;
  inventoryUpdate: 'AUTO' | 'MANUAL';
};

export type AuthorizationResult = {
  shopName: string | null;
  /** Scopes the platform granted, when it tells them. */
  scopes: string[] | null;
};

/** An order as a platform gives it, before any mapping to our SKUs. */
export type PlatformOrder = {
  platformOrderId: string;
  /** The number people see, e.g. `#1001`. */
  orderNumber: string;
  createdAt: string;
  updatedAt: string;
  financialStatus: string | null;
  fulfillmentStatus: string | null;
  currency: string | null;
  totalPrice: string | null;
  buyerEmail: string | null;
  shippingAddress: {
    name: string;
    company: string | null;
    country: string | null;
    state: string | null;
    city: string | null;
    address1: string | null;
    address2: string | null;
    postalCode: string | null;
    phone: string | null;
  } | null;
  lines: { lineId: string; platformSku: string | null; title: string; quantity: number }[];
};

export type Listing = { platformSku: string | null; title: string };

export type TrackingPush = {
  platformOrderId: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
};

export type InventoryPush = { platformSku: string; available: number };

/**
 * Why a platform call failed, as a message key: `stores.authExpired` (credentials refused), or a
 * reason the shop cannot be reached now (the store stays as it is).
 */
export class ConnectorError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly credentialsRefused = false,
  ) {
    super(key);
  }
}

export interface StoreConnector {
  readonly platform: StorePlatform;
  /** Whether the credentials work; throws ConnectorError when not. */
  checkAuthorization(access: StoreAccess): Promise<AuthorizationResult>;
  /** Orders created or changed since `since` (every page). */
  fetchOrders(access: StoreAccess, since: Date): Promise<PlatformOrder[]>;
  /** Marks the order fulfilled with its tracking number. */
  pushTracking(access: StoreAccess, push: TrackingPush): Promise<void>;
  /** Sets the available quantity of each SKU; returns the SKUs the platform does not know. */
  pushInventory(access: StoreAccess, levels: InventoryPush[]): Promise<{ unknownSkus: string[] }>;
  /** The platform's listings (for the SKU mapping); null when the platform has none to offer. */
  listings(access: StoreAccess): Promise<Listing[] | null>;
}

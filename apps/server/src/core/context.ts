// Who is calling: derived from the session (customer API) or the API key (integration API), never
// from headers. Every module reads these types from here, so none imports another module for them.

/** What every authenticated customer request knows, derived from the session alone. */
export type AuthContext = {
  sessionId: number;
  userId: number;
  tenantId: number;
  companyId: number;
  accountName: string;
  userName: string;
  companyName: string;
  customerType: number;
  isMain: boolean;
  permissions: ReadonlySet<string>;
};

/** Who calls the integration API: the key, its warehouse and tenant. Routes take everything from it. */
export type IntegrationContext = {
  keyId: number;
  keyName: string;
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  warehouseId: number;
  warehouseCode: string;
  warehouseNameZh: string;
  warehouseNameEn: string;
  /** How the operation record names this caller: `<warehouse code>/<key name>`. */
  actor: string;
};

// Who is calling: derived from the session (customer API) or the API key (integration API), never
// from headers (but the language a caller reads). Every module reads these types from here, so none
// imports another module for them.
import type { Language } from '@oms/contracts';

/** What every authenticated customer request knows, derived from the session alone (and its language). */
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
  /** The request's language (its `language` header): what the server names for the caller is in it. */
  language: Language;
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

/** One state change of a document (PRODUCT.md §3): who, when, from which state to which, and why. */
export type OperationRecordInput = {
  tenantId: number;
  /** The customer company owning the document; null for operator-wide records. */
  companyId?: number | null;
  /** The customer user who acted; null when the warehouse or the system acted. */
  userId?: number | null;
  /** Who acted: an account name, `<warehouse code>/<key name>` for an integration key, or `system`. */
  actor: string;
  /** The warehouse that acted (through its API key): the customer's timeline shows its name instead. */
  warehouseId?: number | null;
  /** The document's domain, e.g. `outbound-orders`. */
  entityType: string;
  entityId: string | number;
  /** The action, e.g. `submit`, `ship`, `cancel`. */
  action: string;
  fromState?: string | null;
  toState?: string | null;
  note?: string | null;
  /** When it happened; now when absent (a demo's history gives past times). */
  at?: Date;
};

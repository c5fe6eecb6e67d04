import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, INTEGRATION_LIMITS } from '@oms/contracts';
import type { IntegrationContext } from '../../core/context';
import type { Db, DbOrTx } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import { apiKeysRepository as repo, type ApiKeyRow } from './api-keys.repository';

export type ApiKeyView = {
  id: number;
  name: string;
  prefix: string;
  tenantCode: string;
  warehouseId: number;
  warehouseCode: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** A new key: `key` is the secret, shown this once and never stored. */
export type CreatedApiKey = ApiKeyView & { key: string };

/** Why a key cannot be made; the operator command prints it. */
export class ApiKeyError extends Error {}

const PREFIX_SHOWN = API_KEY_PREFIX.length + 6;

const contextOf = (row: ApiKeyRow): IntegrationContext => ({
  keyId: row.id,
  keyName: row.name,
  tenantId: row.tenantId,
  tenantCode: row.tenantCode,
  tenantName: row.tenantName,
  warehouseId: row.warehouseId,
  warehouseCode: row.warehouseCode,
  warehouseNameZh: row.warehouseNameZh,
  warehouseNameEn: row.warehouseNameEn,
  actor: `${row.warehouseCode}/${row.name}`,
});

const viewOf = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  tenantCode: row.tenantCode,
  warehouseId: row.warehouseId,
  warehouseCode: row.warehouseCode,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  revokedAt: row.revokedAt,
});

/** 256 random bits, URL-safe, behind a recognisable prefix. */
const newKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** API keys of the warehouse integration API: made and revoked by the operator command. */
export const createApiKeysService = ({ db }: { db: Db }) => {
  const insertKey = async (tx: DbOrTx, at: { tenantId: number; warehouseId: number }, name: string) => {
    const key = newKey();
    const id = await repo.insert(tx, {
      tenantId: at.tenantId,
      warehouseId: at.warehouseId,
      name,
      keyHash: sha256(key),
      prefix: key.slice(0, PREFIX_SHOWN),
    });
    const row = await repo.byId(tx, id);
    return { ...viewOf(row!), key };
  };

  return {
    /** A key for the warehouse with this code; `tenantCode` picks one when several tenants have it. */
    async create(input: {
      warehouseCode: string;
      name?: string;
      tenantCode?: string;
    }): Promise<CreatedApiKey> {
      const name = (input.name ?? input.warehouseCode).trim();
      if (!name || name.length > INTEGRATION_LIMITS.keyNameMax) {
        throw new ApiKeyError(`The key name must have 1 to ${INTEGRATION_LIMITS.keyNameMax} characters`);
      }
      const found = (await repo.warehousesByCode(db, input.warehouseCode.trim())).filter(
        (w) => !input.tenantCode || w.tenantCode.toUpperCase() === input.tenantCode.toUpperCase(),
      );
      if (found.length === 0) throw new ApiKeyError(`No warehouse with code ${input.warehouseCode}`);
      if (found.length > 1) {
        const codes = found.map((w) => w.tenantCode).join(', ');
        throw new ApiKeyError(
          `Warehouse ${input.warehouseCode} exists in several tenants (${codes}): add --tenant`,
        );
      }
      const warehouse = found[0]!;
      return insertKey(db, { tenantId: warehouse.tenantId, warehouseId: warehouse.id }, name);
    },

    /** Revokes live keys of this name unused since `before` (left by a process that is gone). */
    revokeIdle: async (name: string, before: Date) => (await repo.revokeIdle(db, name, before)).length,

    /** A key for each warehouse not in `known` (the built-in simulator plays every warehouse). */
    async createForWarehouses(name: string, known: ReadonlySet<number>): Promise<CreatedApiKey[]> {
      const created: CreatedApiKey[] = [];
      for (const w of await repo.allWarehouses(db)) {
        if (!known.has(w.id))
          created.push(await insertKey(db, { tenantId: w.tenantId, warehouseId: w.id }, name));
      }
      return created;
    },

    list: async (): Promise<ApiKeyView[]> => (await repo.list(db)).map(viewOf),

    /** Revokes a live key; false when there is none with this id (or it is revoked already). */
    revoke: async (id: number): Promise<boolean> => (await repo.revoke(db, id)).length > 0,

    /** The caller of a key, or null for an unknown or revoked one. */
    async authenticate(key: string): Promise<IntegrationContext | null> {
      if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
      const row = await repo.activeByHash(db, sha256(key));
      if (!row) return null;
      await repo.touch(db, row.id);
      return contextOf(row);
    },
  };
};
export type ApiKeysService = ReturnType<typeof createApiKeysService>;

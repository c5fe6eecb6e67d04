import {
  formatMessage,
  type MessageKey,
  STORE_STATUS_LABELS,
  type StoreStatus,
  TODO_TYPE,
} from '@oms/contracts';
import { errors } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { Deps } from '../../core/deps';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { ConnectorError, type StoreAccess, type StoreConnector } from './connectors/connector';
import type { Connectors } from './connectors';
import { storesRepository as repo, type StoreValues } from './stores.repository';
import type { StoreRow } from './stores.table';

// A store's credentials and their state on the platform: opening them for a connector, trying new
// ones before they are kept, checking kept ones (on demand, on a refused call, and in the background)
// and what a refusal does (AUTH_EXPIRED, its record and its to-do).

export const STORE_ENTITY = 'store';
export const AUTH_EXPIRED: MessageKey = 'stores.authExpired';
const AUTH_RESTORED: MessageKey = 'stores.authRestored';

/** Who a store's operation record names: a user (`actorOf(auth)`), or the system (the background check). */
export type StoreActor = { tenantId: number; companyId: number; userId: number | null; actor: string };

/** Writes one entry of a store's operation record. */
export const storeRecorder = (operationRecords: OperationRecordsService) =>
  operationRecords.recorderOf(STORE_ENTITY);

export type StoreAuthorizationDeps = Pick<Deps, 'db' | 'log'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  connectors: Connectors;
  secrets: SecretBox;
};

/** A store's live notice: its name and what happened, in both languages. */
const liveNotice = (store: StoreRow, status: StoreStatus, key: MessageKey) => ({
  tenantId: store.tenantId,
  companyId: store.companyId,
  relateType: TODO_TYPE.storeAuthorization,
  status,
  statusDescZh: STORE_STATUS_LABELS[status].zh,
  statusDescEn: STORE_STATUS_LABELS[status].en,
  title: {
    zh: `${store.name}：${formatMessage(key, 'zh')}`,
    en: `${store.name}: ${formatMessage(key, 'en')}`,
  },
  documentType: STORE_ENTITY,
  documentId: store.id,
  documentNo: store.name,
});

const hintOf = (token: string) => `${token.slice(0, token.indexOf('_') + 1)}…${token.slice(-4)}`;
/** Credentials are sealed for their company: a sealed value copied elsewhere does not open. */
const contextOf = (companyId: number) => `store-credentials:${companyId}`;

export const createStoreAuthorization = ({
  db,
  log,
  operationRecords,
  todos,
  connectors,
  secrets,
}: StoreAuthorizationDeps) => {
  const record = storeRecorder(operationRecords);

  /** The store's access, its credentials opened; a value that does not open counts as none. */
  const accessOf = (row: StoreRow): StoreAccess => ({
    platform: row.platform,
    shopDomain: row.shopDomain,
    accessToken: row.credentials ? secrets.open(row.credentials, contextOf(row.companyId)) : null,
    inventoryUpdate: row.inventoryUpdate,
  });

  const connectorOf = (platform: StoreRow['platform']) => {
    const connector = connectors.for(platform);
    if (!connector) throw errors.invalid('stores.platformUnavailable', undefined, 'platform');
    return connector;
  };

  /**
   * Tries credentials before they are kept. A refusal here is the specification's "failed to obtain
   * independent site token", with the reason; the form shows it on the token field.
   */
  const authorize = async (access: StoreAccess) => {
    try {
      return await connectorOf(access.platform).checkAuthorization(access);
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      const key = error.credentialsRefused ? 'stores.tokenRefused' : error.key;
      throw errors.invalid(key, error.params, 'accessToken');
    }
  };

  /** Credentials tried and accepted → the columns that keep them. */
  const authorizedValues = async (companyId: number, access: StoreAccess): Promise<StoreValues> => {
    const result = await authorize(access);
    const now = new Date();
    return {
      shopDomain: access.shopDomain,
      credentials: access.accessToken ? secrets.seal(access.accessToken, contextOf(companyId)) : null,
      credentialHint: access.accessToken ? hintOf(access.accessToken) : null,
      shopName: result.shopName,
      authorizedAt: now,
      checkedAt: now,
      authError: null,
      authErrorParams: null,
    };
  };

  /**
   * Checks one store's authorization and keeps the outcome: refused credentials make it AUTH_EXPIRED
   * (with a to-do), a good answer clears an earlier failure (an expired store is enabled again, with
   * an update notice); an unreachable shop changes nothing but the last error. Returns the failure
   * (its message key and parameters), or null.
   */
  const checkRow = async (
    row: StoreRow,
    who: Parameters<typeof record>[1],
  ): Promise<{ key: MessageKey; params: Record<string, string> } | null> => {
    let failure: ConnectorError | null = null;
    let shopName = row.shopName;
    try {
      shopName = (await connectorOf(row.platform).checkAuthorization(accessOf(row))).shopName ?? shopName;
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      failure = error;
    }
    const notice = await db.transaction(async (tx) => {
      const current = await repo.lock(tx, row.companyId, row.id);
      if (!current) return null;
      const now = new Date();
      if (!failure) {
        const status = current.status === 'AUTH_EXPIRED' ? 'ENABLED' : current.status;
        await repo.update(tx, row.id, {
          checkedAt: now,
          shopName,
          authError: null,
          authErrorParams: null,
          status,
        });
        if (status === current.status) return null;
        await record(tx, who, row.id, 'authRestored', { fromState: current.status, toState: status });
        // Nothing waits any more: information, which also settles the "authorization expired" to-do.
        return todos.inform(tx, liveNotice(current, status, AUTH_RESTORED));
      }
      const expired = failure.credentialsRefused;
      const status = expired && current.status === 'ENABLED' ? 'AUTH_EXPIRED' : current.status;
      await repo.update(tx, row.id, {
        checkedAt: now,
        authError: expired ? AUTH_EXPIRED : failure.key,
        authErrorParams: expired ? null : failure.params,
        status,
      });
      if (status === current.status) return null;
      await record(tx, who, row.id, 'authExpired', { fromState: current.status, toState: status });
      return todos.raise(tx, liveNotice(current, status, AUTH_EXPIRED));
    });
    if (notice) await todos.publish(notice);
    if (!failure) return null;
    return failure.credentialsRefused
      ? { key: AUTH_EXPIRED, params: {} }
      : { key: failure.key, params: failure.params };
  };

  return {
    accessOf,
    connectorOf,
    authorizedValues,
    checkRow,

    /**
     * Runs a platform call for a usable store. Credentials refused on the way are recorded at once
     * (the store becomes AUTH_EXPIRED with its to-do); any connector failure answers its message.
     */
    async withConnector<T>(
      who: StoreActor,
      row: StoreRow,
      call: (connector: StoreConnector, access: StoreAccess) => Promise<T>,
    ): Promise<T> {
      if (row.status === 'AUTH_EXPIRED') throw errors.conflict('stores.reauthorizeFirst', { name: row.name });
      try {
        return await call(connectorOf(row.platform), accessOf(row));
      } catch (error) {
        if (!(error instanceof ConnectorError)) throw error;
        if (error.credentialsRefused) {
          await checkRow(row, who);
          throw errors.conflict('stores.authExpired');
        }
        throw errors.conflict(error.key, error.params);
      }
    },

    /** The periodic check of every enabled store with credentials, in every company. */
    async checkAll(): Promise<{ checked: number; expired: number }> {
      let afterId = 0;
      let checked = 0;
      let expired = 0;
      for (;;) {
        const batch = await repo.toCheck(db, ['SHOPIFY'], afterId, 100);
        if (batch.length === 0) return { checked, expired };
        for (const { id, companyId } of batch) {
          afterId = id;
          const row = await repo.byId(db, companyId, id);
          if (!row) continue;
          try {
            const failure = await checkRow(row, {
              tenantId: row.tenantId,
              companyId,
              userId: null,
              actor: 'system',
            });
            checked += 1;
            if (failure?.key === AUTH_EXPIRED) expired += 1;
          } catch (err) {
            log.warn({ err, storeId: id }, 'store authorization check failed');
          }
        }
      }
    },
  };
};
export type StoreAuthorization = ReturnType<typeof createStoreAuthorization>;

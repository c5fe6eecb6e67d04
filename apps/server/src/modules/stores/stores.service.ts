import {
  formatMessage,
  isConnectedPlatform,
  STORE_PLATFORM_NAMES,
  type BatchResult,
  type CreateStoreRequest,
  type DeleteStoresRequest,
  type Language,
  type Store,
  type StoreCheckResult,
  type StoreDetail,
  type StorePageRequest,
  type UpdateStoreRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AuthContext } from '../../core/context';
import type { StoreAccess, StoreConnector } from './connectors/connector';
import { actorOf } from '../operation-records/operation-records.service';
import {
  AUTH_EXPIRED,
  createStoreAuthorization,
  STORE_ENTITY,
  storeRecorder,
  type StoreAuthorizationDeps,
} from './store-authorization';
import { storesRepository as repo, type StoreListRow, type StoreValues } from './stores.repository';
import type { StoreRow } from './stores.table';

export { STORE_ENTITY };
export type StoresDeps = StoreAuthorizationDeps;

/** The answer's shape: credentials never leave the server, only their hint. */
export const toStore = (row: StoreListRow): Store => ({
  id: String(row.id),
  name: row.name,
  platform: row.platform,
  status: row.status,
  inventoryUpdate: row.inventoryUpdate,
  shopDomain: row.shopDomain,
  authorization: {
    shopName: row.shopName,
    credentialHint: row.credentialHint,
    authorizedAt: row.authorizedAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    error: row.authError,
    errorParams: row.authErrorParams ?? null,
  },
  mappingCount: row.mappingCount,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Stores: scoped to the session's company (another company's id answers 404). New credentials are
 * tried on the platform before they are kept; a platform that later refuses them marks the store
 * AUTH_EXPIRED and raises a to-do (related type 13).
 */
export const createStoresService = (deps: StoresDeps) => {
  const { db, operationRecords, todos } = deps;
  const record = storeRecorder(operationRecords);
  const authorization = createStoreAuthorization(deps);
  const { accessOf, authorizedValues, checkRow } = authorization;

  const load = async (auth: AuthContext, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  const assertName = async (auth: AuthContext, name: string, exceptId?: number) => {
    if (await repo.nameTaken(db, auth.companyId, name, exceptId))
      throw errors.conflict('stores.duplicateName', { name });
  };
  const nameOnRace = (name: string) => (error: unknown) => {
    throw isUniqueViolation(error) ? errors.conflict('stores.duplicateName', { name }) : error;
  };

  const setStatus = (auth: AuthContext, rawIds: string[], to: 'ENABLED' | 'DISABLED') => {
    const ids = [...new Set(rawIds.map(Number))];
    return db.transaction(async (tx): Promise<BatchResult> => {
      const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
      if (to === 'ENABLED') {
        // Credentials the platform refused stay refused until new ones are entered.
        const refused = found.find((r) => r.status === 'AUTH_EXPIRED' || r.authError === AUTH_EXPIRED);
        if (refused) throw errors.conflict('stores.reauthorizeFirst', { name: refused.name });
      }
      const changing = found.filter((row) => row.status !== to);
      if (changing.length > 0)
        await repo.setStatus(
          tx,
          changing.map((r) => r.id),
          to,
        );
      for (const row of changing)
        await record(tx, actorOf(auth), row.id, to === 'ENABLED' ? 'enable' : 'disable', {
          fromState: row.status,
          toState: to,
        });
      return { affected: changing.length };
    });
  };

  return {
    /** Runs a platform call for a usable store (see store-authorization.ts). */
    withConnector: <T>(
      auth: AuthContext,
      row: StoreRow,
      call: (connector: StoreConnector, access: StoreAccess) => Promise<T>,
    ) => authorization.withConnector(actorOf(auth), row, call),

    /** The periodic check of every enabled store with credentials, in every company. */
    checkAll: authorization.checkAll,

    async page(auth: AuthContext, request: StorePageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, repo.listQuery(auth.companyId, filters), paging, toStore);
    },

    async detail(auth: AuthContext, id: string): Promise<StoreDetail> {
      const row = await load(auth, Number(id));
      const operations = await operationRecords.recordOf(db, auth, STORE_ENTITY, row.id);
      return { ...toStore(row), operations };
    },

    /** One store of the company, for other modules (404 when it is not theirs). */
    load,

    async create(auth: AuthContext, input: CreateStoreRequest): Promise<Store> {
      if (!isConnectedPlatform(input.platform))
        throw errors.invalid('stores.platformUnavailable', undefined, 'platform');
      await assertName(auth, input.name);
      const access: StoreAccess = {
        platform: input.platform,
        shopDomain: input.platform === 'SHOPIFY' ? (input.shopDomain ?? null) : null,
        accessToken: input.platform === 'SHOPIFY' ? (input.accessToken ?? null) : null,
        inventoryUpdate: input.inventoryUpdate,
      };
      const authorized = await authorizedValues(auth.companyId, access);
      const id = await db
        .transaction(async (tx) => {
          const [created] = await repo.insert(tx, auth, {
            ...authorized,
            name: input.name,
            platform: input.platform,
            inventoryUpdate: input.inventoryUpdate,
            remark: input.remark ?? null,
            status: 'ENABLED',
          });
          await record(tx, actorOf(auth), created!.id, 'create', { toState: 'ENABLED' });
          return created!.id;
        })
        .catch(nameOnRace(input.name));
      return toStore(await load(auth, id));
    },

    /**
     * Changes a store. New credentials (a new token, or a new shop with its token) are tried first and
     * bring an AUTH_EXPIRED store back to ENABLED; pushing stock (AUTO) needs the inventory scopes, so
     * switching to it re-checks the kept token.
     */
    async update(auth: AuthContext, input: UpdateStoreRequest): Promise<Store> {
      const id = Number(input.id);
      const before = await load(auth, id);
      await assertName(auth, input.name, id);
      if (before.platform === 'MANUAL' && input.inventoryUpdate === 'AUTO')
        throw errors.invalid('stores.manualNoAutoInventory', undefined, 'inventoryUpdate');
      let values: StoreValues = {
        name: input.name,
        inventoryUpdate: input.inventoryUpdate,
        remark: input.remark ?? null,
      };
      let reauthorized = false;
      if (before.platform === 'SHOPIFY') {
        const domain = input.shopDomain ?? before.shopDomain;
        if (domain !== before.shopDomain && !input.accessToken)
          throw errors.invalid('stores.newDomainNeedsToken', undefined, 'accessToken');
        const newScopes = input.inventoryUpdate === 'AUTO' && before.inventoryUpdate !== 'AUTO';
        if (input.accessToken || newScopes) {
          const kept = accessOf(before).accessToken;
          const token = input.accessToken ?? kept;
          if (!token) throw errors.invalid('stores.accessTokenRequired', undefined, 'accessToken');
          const access = {
            platform: before.platform,
            shopDomain: domain,
            accessToken: token,
            inventoryUpdate: input.inventoryUpdate,
          };
          values = { ...values, ...(await authorizedValues(auth.companyId, access)) };
          reauthorized = Boolean(input.accessToken);
        }
      }
      await db
        .transaction(async (tx) => {
          const current = await repo.lock(tx, auth.companyId, id);
          if (!current) throw errors.notFound();
          const status = reauthorized && current.status === 'AUTH_EXPIRED' ? 'ENABLED' : current.status;
          await repo.update(tx, id, { ...values, status });
          await record(tx, actorOf(auth), id, reauthorized ? 'reauthorize' : 'update', {
            fromState: current.status,
            toState: status,
          });
          // New credentials answer the "authorization expired" to-do.
          if (reauthorized)
            await todos.resolve(tx, {
              companyId: auth.companyId,
              documentType: STORE_ENTITY,
              documentId: id,
            });
        })
        .catch(nameOnRace(input.name));
      return toStore(await load(auth, id));
    },

    /** "Test the connection": checks now, keeps the outcome, and says what happened. */
    async check(auth: AuthContext, rawId: string, language: Language): Promise<StoreCheckResult> {
      const row = await load(auth, Number(rawId));
      const failure = await checkRow(row, actorOf(auth));
      const after = await load(auth, row.id);
      const message = failure
        ? formatMessage(failure.key, language, failure.params)
        : row.platform === 'MANUAL'
          ? formatMessage('stores.manualOk', language)
          : formatMessage('stores.authOk', language, {
              shop: `${after.shopName ?? after.shopDomain} (${STORE_PLATFORM_NAMES[row.platform][language]})`,
            });
      return { ok: !failure, message, store: toStore(after) };
    },

    enable: (auth: AuthContext, ids: string[]) => setStatus(auth, ids, 'ENABLED'),
    disable: (auth: AuthContext, ids: string[]) => setStatus(auth, ids, 'DISABLED'),

    /** All or nothing, with a reason; the stores' SKU mappings go with them. */
    async delete(auth: AuthContext, input: DeleteStoresRequest): Promise<BatchResult> {
      const ids = [...new Set(input.ids.map(Number))];
      return db.transaction(async (tx) => {
        const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
        for (const row of found) {
          await record(tx, actorOf(auth), row.id, 'delete', { fromState: row.status, note: input.reason });
          await todos.resolve(tx, {
            companyId: auth.companyId,
            documentType: STORE_ENTITY,
            documentId: row.id,
          });
          await repo.deleteOne(tx, row.id);
        }
        return { affected: found.length };
      });
    },
  };
};
export type StoresService = ReturnType<typeof createStoresService>;

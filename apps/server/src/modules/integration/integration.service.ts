import {
  ANNOUNCEMENT_TYPE,
  RESULT_CODE,
  type PublishAnnouncementRequest,
  type PublishVersionRequest,
  type RaiseTodoRequest,
  type TodoRelateType,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import { AppError } from '../../lib/errors';
import type { AnnouncementsService } from '../homepage/announcements.service';
import type { TodosService } from '../homepage/todos.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import type { IntegrationContext } from '../../core/context';
import { createApiKeysService } from './api-keys.service';
import { createIdempotencyService } from './idempotency.service';
import { createPresence } from '../../lib/presence';

type IntegrationDeps = Pick<Deps, 'db' | 'database' | 'log'> & {
  announcements: AnnouncementsService;
  todos: TodosService;
  tenancy: TenancyService;
};

/**
 * What the warehouse does through the integration API, always within the key's tenant. The
 * certification and signing decisions live in their own modules; the routes call those directly.
 */
export const createIntegrationService = ({
  db,
  database,
  log,
  announcements,
  todos,
  tenancy,
}: IntegrationDeps) => {
  const publish = async (
    caller: IntegrationContext,
    type: (typeof ANNOUNCEMENT_TYPE)[keyof typeof ANNOUNCEMENT_TYPE],
    input: PublishVersionRequest & { position?: PublishAnnouncementRequest['position'] },
  ) => {
    const id = await db.transaction((tx) =>
      announcements.createAnnouncement(tx, {
        tenantId: caller.tenantId,
        type,
        title: input.title,
        titleEn: input.titleEn,
        label: input.label,
        labelEn: input.labelEn,
        content: input.content,
        contentEn: input.contentEn,
        position: input.position ?? 'NONE',
        ...(input.announceDate ? { announceDate: new Date(input.announceDate) } : {}),
      }),
    );
    return { id: String(id) };
  };

  return {
    apiKeys: createApiKeysService({ db }),
    idempotency: createIdempotencyService({ db, presence: createPresence(database, log) }),

    publishAnnouncement: (caller: IntegrationContext, input: PublishAnnouncementRequest) =>
      publish(caller, ANNOUNCEMENT_TYPE.announcement, input),

    publishVersion: (caller: IntegrationContext, input: PublishVersionRequest) =>
      publish(caller, ANNOUNCEMENT_TYPE.version, input),

    /** Raises a to-do for a company of the caller's tenant and sends it to the company's open pages. */
    async raiseTodo(caller: IntegrationContext, input: RaiseTodoRequest) {
      const company = await tenancy.companyById(db, Number(input.companyId));
      if (!company || company.tenantId !== caller.tenantId) {
        throw new AppError(RESULT_CODE.notFound, 'integration.companyNotFound');
      }
      const notice = await todos.raiseNow({
        tenantId: caller.tenantId,
        companyId: company.id,
        relateType: input.relateType as TodoRelateType,
        status: input.status,
        statusDescZh: input.statusDescZh,
        statusDescEn: input.statusDescEn,
        title: { zh: input.title, en: input.titleEn ?? input.title },
        ...(input.documentNo ? { documentNo: input.documentNo } : {}),
      });
      return { id: String(notice.payload.id) };
    },
  };
};
export type IntegrationService = ReturnType<typeof createIntegrationService>;

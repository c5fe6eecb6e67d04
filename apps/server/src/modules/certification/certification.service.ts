import {
  CERTIFICATION_CODES,
  CERTIFICATION_FIELDS,
  CERTIFICATION_MACHINE,
  CERTIFICATION_DOCUMENT,
  RESULT_CODE,
  canDo,
  formatBoth,
  type Certification,
  type CertificationAction,
  type CertificationDraft,
  type CertificationForOperator,
  type CertificationProfile,
  type CertificationProfileView,
  type CertificationState,
  type CertificationStatus,
  type Language,
  type ReviewDecision,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, errors, orNotFound } from '../../lib/errors';
import { reviewedColumns, reviewOutcome } from '../../lib/review';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FilesService } from '../files/files.service';
import type { TodosService } from '../homepage/todos.service';
import {
  deciderOf,
  type Decider,
  type OperationRecordsService,
} from '../operation-records/operation-records.service';
import { certificationRepository as repo, type ProfileColumns } from './certification.repository';
import type { CertificationRow } from './certification.table';
import { isUniqueViolation } from '../../lib/pg-errors';

export type CertificationDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  files: FilesService;
};

/** The timeline's entity type (operation records) and the to-dos' document type. */
export const CERTIFICATION_ENTITY = CERTIFICATION_DOCUMENT.entity;
const FILE_FIELDS = ['logoFileId', 'licenseFileId'] as const;

/** The company a session or the warehouse acts for; tenant scoping of the operator side. */
/** A company's documents; with a language when a customer reads them (see `recordOf`). */
type Scope = { tenantId: number; companyId: number; language?: Language };

export const profileView = (row: CertificationRow | undefined): CertificationProfileView =>
  Object.fromEntries(
    CERTIFICATION_FIELDS.map((k) => {
      const v = row?.[k];
      return [k, v === null || v === undefined ? null : String(v)];
    }),
  ) as CertificationProfileView;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Draft or full profile → the columns (blank → null, file ids → numbers). */
const columnsOf = (input: CertificationDraft): ProfileColumns =>
  Object.fromEntries(
    CERTIFICATION_FIELDS.map((k) => {
      const v = input[k];
      if (v === undefined || v === '') return [k, null];
      return [k, (FILE_FIELDS as readonly string[]).includes(k) ? Number(v) : v];
    }),
  ) as ProfileColumns;

const fileIdsOf = (c: Pick<ProfileColumns, 'logoFileId' | 'licenseFileId'>) =>
  [c.logoFileId, c.licenseFileId].filter((v): v is number => v !== null);

export const notPassed = (status: CertificationStatus) =>
  new AppError(
    RESULT_CODE.conflict,
    'certification.notPassed',
    {},
    { data: { certificationStatus: status } },
  );

/**
 * Identity verification (company certification): the customer fills in the profile of specification
 * §3, saves drafts and submits; the warehouse (integration API, simulator) approves or rejects it
 * with a reason. State changes follow CERTIFICATION_MACHINE (contracts), write the operation record in
 * their transaction, and the warehouse's answer raises a to-do (relate type 5) that reaches the
 * company live.
 */
export const createCertificationService = ({ db, operationRecords, todos, files }: CertificationDeps) => {
  const record = operationRecords.recorderOf(CERTIFICATION_ENTITY);
  const notify = createDocumentNotices(todos, CERTIFICATION_DOCUMENT);
  const move = createDocumentMoves(operationRecords, {
    document: CERTIFICATION_DOCUMENT,
    repository: repo,
    refused: () => errors.conflict('certification.alreadyDecided'),
  });

  const timeline = (scope: Scope, id: number) =>
    operationRecords.listFor(db, { ...scope, entityType: CERTIFICATION_ENTITY, entityId: id });

  const toView = async (scope: Scope, row: CertificationRow | undefined): Promise<Certification> => ({
    id: row ? String(row.id) : null,
    status: row?.status ?? CERTIFICATION_MACHINE.initial,
    profile: profileView(row),
    rejectReason: row?.rejectReason ?? null,
    submittedAt: iso(row?.submittedAt),
    decidedAt: iso(row?.decidedAt),
    updatedAt: iso(row?.updatedAt),
    operations: row ? await timeline(scope, row.id) : [],
  });

  /** Logo and licence must be images the company uploaded (checked before the transaction). */
  const assertImages = async (companyId: number, ids: number[]) => {
    for (const id of ids) {
      const file = await files.ofCompany(companyId, id);
      if (!file || file.kind !== 'upload' || !file.mime.startsWith('image/') || file.status === 'WRITING')
        throw errors.invalid('certification.fileInvalid');
    }
  };

  /**
   * Writes the profile of a draft or a submission: the company's row (made on first use), the images
   * kept (attached) and the replaced ones released, the new state, and the operation record.
   */
  const write = async (auth: AuthContext, input: CertificationDraft, action: CertificationAction) => {
    const columns = columnsOf(input);
    const wanted = fileIdsOf(columns);
    await assertImages(auth.companyId, wanted);
    try {
      await db.transaction(async (tx) => {
        await repo.ensure(tx, auth.tenantId, auth.companyId);
        const row = (await repo.lockByCompany(tx, auth.companyId))!;
        if (!canDo(CERTIFICATION_MACHINE, row.status, action, 'customer'))
          throw errors.conflict('certification.notEditable');
        // Readable by whoever may see the certification page (and the uploader).
        const attached = await files.attach(tx, auth.companyId, wanted, [CERTIFICATION_CODES.view]);
        if (attached.length !== new Set(wanted).size) throw errors.invalid('certification.fileInvalid');
        const released = fileIdsOf(row).filter((id) => !wanted.includes(id));
        if (released.length) await files.detach(tx, auth.companyId, released);
        const to = CERTIFICATION_MACHINE.transitions[action].to ?? row.status;
        const submitting = action === 'submit';
        await repo.update(tx, row.id, {
          ...columns,
          status: to,
          ...(submitting
            ? { submittedAt: new Date(), rejectReason: null, decidedAt: null, decidedBy: null }
            : {}),
        });
        await record(tx, auth, row.id, action, { fromState: row.status, toState: to });
        // The customer answered: the warehouse's earlier to-do about this certification is done.
        if (submitting)
          await todos.resolve(tx, {
            companyId: auth.companyId,
            documentType: CERTIFICATION_ENTITY,
            documentId: row.id,
          });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'certifications_tenant_code'))
        throw errors.conflict('certification.companyCodeTaken');
      throw error;
    }
    return service.get(auth);
  };

  const service = {
    /** The company's certification: profile, state, the warehouse's reason and the timeline. */
    async get(auth: AuthContext): Promise<Certification> {
      return toView(auth, await repo.byCompany(db, auth.companyId));
    },

    /** The state alone (any signed-in user may ask). */
    async state(auth: AuthContext): Promise<CertificationState> {
      const row = await repo.byCompany(db, auth.companyId);
      return {
        status: row?.status ?? CERTIFICATION_MACHINE.initial,
        rejectReason: row?.rejectReason ?? null,
      };
    },

    /** Saves what is filled in (formats checked, nothing required) while to be submitted or rejected. */
    save: (auth: AuthContext, draft: CertificationDraft) => write(auth, draft, 'save'),

    /** Saves the whole profile (every rule checked by the route's schema) and sends it for review. */
    submit: (auth: AuthContext, profile: CertificationProfile) => write(auth, profile, 'submit'),

    /** The company's certification state (for pages that need a passed one). */
    async statusOf(companyId: number, tx: DbOrTx = db): Promise<CertificationStatus> {
      return (await repo.byCompany(tx, companyId))?.status ?? CERTIFICATION_MACHINE.initial;
    },

    /**
     * Throws `certification.notPassed` (409, `data.certificationStatus`) unless the company's
     * certification has passed. Inbound and outbound creation and signing call it first.
     */
    async requirePassed(auth: Pick<AuthContext, 'companyId'>, tx: DbOrTx = db): Promise<void> {
      const status = await service.statusOf(auth.companyId, tx);
      if (status !== 'PASSED') throw notPassed(status);
    },

    // ---- operator side: the integration API and the simulator call these ----

    /** Certifications of the tenant's companies waiting for the warehouse, oldest first. */
    async pendingForTenant(
      tenantId: number,
    ): Promise<Array<{ id: number; companyId: number; companyName: string; submittedAt: string }>> {
      const rows = await repo.underReview(db, tenantId);
      return rows.map((r) => ({
        id: r.id,
        companyId: r.companyId,
        companyName: r.companyName ?? '',
        submittedAt: (r.submittedAt ?? new Date(0)).toISOString(),
      }));
    },

    /** One certification of the tenant with the full profile (image file ids included); 404 otherwise. */
    async detailForTenant(tenantId: number, id: number): Promise<CertificationForOperator> {
      const row = orNotFound(await repo.byIdForTenant(db, tenantId, id));
      return {
        id: row.id,
        companyId: row.companyId,
        status: row.status,
        profile: profileView(row),
        rejectReason: row.rejectReason,
        submittedAt: iso(row.submittedAt),
        decidedAt: iso(row.decidedAt),
        decidedBy: row.decidedBy,
        operations: await timeline({ tenantId, companyId: row.companyId }, row.id),
      };
    },

    /**
     * The warehouse's answer to a certification under review: passed, or rejected with a reason.
     * Another tenant's id answers 404; one already decided answers 409 `certification.alreadyDecided`.
     * A rejection raises a to-do for the company, a pass an update notice; either is published once
     * the change has committed.
     */
    async decide(
      tenantId: number,
      id: number,
      decision: ReviewDecision,
      by: Decider,
    ): Promise<{ id: number; status: string }> {
      const { action, reason } = reviewOutcome(decision);
      const { actor, warehouseId } = deciderOf(by);
      const { notice, status } = await db.transaction(async (tx) => {
        const row = orNotFound(await repo.lockForTenant(tx, tenantId, id));
        const { to } = await move(
          tx,
          row,
          action,
          { actor, warehouseId },
          reviewedColumns(reason, actor),
          reason,
        );
        const title =
          reason === null
            ? formatBoth('certification.todoPassed')
            : formatBoth('certification.todoRejected', { reason });
        // Rejected waits for the customer (a to-do); passed is information (an update notice).
        const raised = await notify(
          tx,
          { tenantId, companyId: row.companyId, id: row.id },
          to,
          title,
          reason !== null,
        );
        return { notice: raised, status: to };
      });
      await todos.publish(notice);
      return { id, status };
    },
  };
  return service;
};
export type CertificationService = ReturnType<typeof createCertificationService>;

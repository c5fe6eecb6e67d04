import type { DocumentDescriptor, LocalizedText } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { CompanyNotice } from '../../lib/notifier';
import type { TodosService } from '../homepage/todos.service';

/** The document a notice is about: whose it is, which one, and the number it is known by. */
export type NoticeSubject = {
  tenantId: number;
  companyId: number;
  id: number;
  number?: string | null;
};

/**
 * The document kernel's notice of a move (issue 23 §1): a to-do when the document now waits for the
 * customer (`waits`), an update notice when nothing does. Its related type, the status's names and
 * the document type come from the document's descriptor; the caller writes only what it says.
 * Publish the returned notice after the transaction commits (`todos.publish`).
 */
export const createDocumentNotices =
  <S extends string>(
    todos: Pick<TodosService, 'raise' | 'inform'>,
    document: Pick<DocumentDescriptor<string, never, S>, 'entity' | 'todo' | 'statuses'>,
  ) =>
  (
    tx: DbOrTx,
    subject: NoticeSubject,
    status: S,
    title: LocalizedText,
    waits: boolean,
  ): Promise<CompanyNotice> =>
    (waits ? todos.raise : todos.inform)(tx, {
      tenantId: subject.tenantId,
      companyId: subject.companyId,
      relateType: document.todo.type,
      status,
      statusDescZh: document.statuses[status].zh,
      statusDescEn: document.statuses[status].en,
      title,
      documentType: document.entity,
      documentId: subject.id,
      ...(subject.number ? { documentNo: subject.number } : {}),
    });

export type DocumentNotify<S extends string> = ReturnType<typeof createDocumentNotices<S>>;

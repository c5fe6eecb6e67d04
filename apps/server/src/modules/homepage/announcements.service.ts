import {
  ANNOUNCEMENT_TYPE,
  READ_RECORD_TYPE,
  type Announcement,
  type Language,
  type Notice,
  type PageRequest,
  type PageResult,
  type ReadRecordRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize';
import { announcementsRepository as repo } from './announcements.repository';

export type AnnouncementInput = {
  tenantId: number;
  type: (typeof ANNOUNCEMENT_TYPE)[keyof typeof ANNOUNCEMENT_TYPE];
  /** In Chinese, and in English below (absent: the Chinese serves English readers too). */
  title: string;
  titleEn?: string;
  label?: string;
  labelEn?: string;
  /** Rich text (HTML); sanitised before it is stored. */
  content: string;
  contentEn?: string;
  /** NONE (list only), TOP (marquee) or RIGHT (popup notice). */
  position?: 'NONE' | 'TOP' | 'RIGHT';
  published?: boolean;
  announceDate?: Date;
};

/** Who is reading: the tenant's announcements, this user's read records, in their language. */
type Reader = { tenantId: number; userId: number; language: Language };

type Texts = {
  title: string;
  titleEn: string | null;
  label: string;
  labelEn: string | null;
  content: string;
  contentEn: string | null;
};

/** An announcement's texts in the reader's language (each falls back to the Chinese one). */
const inLanguage = (row: Texts, language: Language) => {
  const en = language === 'en';
  return {
    title: (en && row.titleEn) || row.title,
    label: (en && row.labelEn) || row.label,
    content: sanitizeHtml((en && row.contentEn) || row.content),
  };
};

const trimmed = (text: string | undefined, max: number) => text?.trim().slice(0, max) || null;

const NOTICE_READ_TYPE = { TOP: READ_RECORD_TYPE.topNotice, RIGHT: READ_RECORD_TYPE.rightNotice } as const;

/**
 * Announcements and version notes of the operator. Content is sanitised when stored and again when
 * read out, so a row written around this service (an import, an old version) is never served raw.
 */
export const createAnnouncementsService = ({ db }: Pick<Deps, 'db'>) => {
  const notice = async (reader: Reader, position: 'TOP' | 'RIGHT'): Promise<Notice> => {
    const row = await repo.newestNotice(db, { ...reader, position, readType: NOTICE_READ_TYPE[position] });
    if (!row) return null;
    const { title, content } = inLanguage(row, reader.language);
    return { id: String(row.id), title, content };
  };

  const page = async (
    reader: Reader,
    type: AnnouncementInput['type'],
    req: PageRequest,
  ): Promise<PageResult<Announcement>> => {
    const { records, total } = await repo.page(db, {
      ...reader,
      type,
      readType: READ_RECORD_TYPE.dialog,
      offset: (req.current - 1) * req.size,
      limit: req.size,
    });
    return {
      records: records.map((r) => ({
        id: String(r.id),
        ...inLanguage(r, reader.language),
        announceDate: r.announceDate.toISOString(),
        alreadyRead: r.alreadyRead,
      })),
      total,
      current: req.current,
      size: req.size,
    };
  };

  return {
    /** Stores an announcement or version note; used by the demo seed and the operator API. */
    async createAnnouncement(tx: DbOrTx, input: AnnouncementInput): Promise<number> {
      const [row] = await repo.insert(tx, {
        tenantId: input.tenantId,
        type: input.type,
        title: input.title.trim().slice(0, 200),
        label: input.label?.trim().slice(0, 50) ?? '',
        content: sanitizeHtml(input.content),
        titleEn: trimmed(input.titleEn, 200),
        labelEn: trimmed(input.labelEn, 50),
        contentEn: input.contentEn?.trim() ? sanitizeHtml(input.contentEn) : null,
        position: input.position ?? 'NONE',
        published: input.published ?? true,
        ...(input.announceDate ? { announceDate: input.announceDate } : {}),
      });
      return row!.id;
    },

    findIdByTitle: (tx: DbOrTx, tenantId: number, type: AnnouncementInput['type'], title: string) =>
      repo.findIdByTitle(tx, tenantId, type, title),

    countForTenant: (tx: DbOrTx, tenantId: number) => repo.countForTenant(tx, tenantId),

    topNotice: (reader: Reader) => notice(reader, 'TOP'),
    rightNotice: (reader: Reader) => notice(reader, 'RIGHT'),
    announcements: (reader: Reader, req: PageRequest) => page(reader, ANNOUNCEMENT_TYPE.announcement, req),
    versions: (reader: Reader, req: PageRequest) => page(reader, ANNOUNCEMENT_TYPE.version, req),

    /** Announcements plus version notes this user has not acknowledged in the detail dialog. */
    unreadCount: (reader: Reader) =>
      repo.countUnread(db, {
        ...reader,
        types: [ANNOUNCEMENT_TYPE.announcement, ANNOUNCEMENT_TYPE.version],
        readType: READ_RECORD_TYPE.dialog,
      }),

    /** Records a read (idempotent); an id that is not a visible announcement of the tenant is 404. */
    async markRead(reader: Reader, req: ReadRecordRequest): Promise<void> {
      const id = Number(req.announcementId);
      if (!(await repo.existsVisible(db, reader.tenantId, id))) throw errors.notFound();
      await repo.insertRead(db, {
        announcementId: id,
        userId: reader.userId,
        readType: req.announcementType,
      });
    },
  };
};
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

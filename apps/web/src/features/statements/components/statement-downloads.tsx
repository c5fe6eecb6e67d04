import { useTranslation } from 'react-i18next';
import { Button, Space } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { Statement } from '@oms/contracts';
import { NS } from '../lib/display';
import { useStatementDownload } from '../lib/use-statement-download';

/** The statement's two files: "download xlsx" and "download PDF" (as links in a row, buttons in the drawer). */
export const StatementDownloads = ({ row, compact = false }: { row: Statement; compact?: boolean }) => {
  const { t } = useTranslation(NS);
  const { download, isPending } = useStatementDownload();
  const key = { month: row.month, currency: row.currency };
  const props = compact ? ({ type: 'link', size: 'small', style: { paddingInline: 0 } } as const) : {};
  return (
    <Space size="small">
      <Button
        {...props}
        icon={<FileExcelOutlined />}
        loading={isPending(key, 'xlsx')}
        onClick={() => void download(key, 'xlsx')}
        data-testid={`statement-xlsx-${row.id}${compact ? '' : '-drawer'}`}
      >
        {t('actions.xlsx')}
      </Button>
      <Button
        {...props}
        icon={<FilePdfOutlined />}
        loading={isPending(key, 'pdf')}
        onClick={() => void download(key, 'pdf')}
        data-testid={`statement-pdf-${row.id}${compact ? '' : '-drawer'}`}
      >
        {t('actions.pdf')}
      </Button>
    </Space>
  );
};

import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import { CURRENCY_SHORT, STATEMENTS_CODES, STATEMENTS_EXPORT_KIND, type Statement } from '@oms/contracts';
import { ListPage, rowLink } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { statementsList } from '../api';
import { StatementDownloads } from '../components/statement-downloads';
import { StatementLines } from '../components/statement-lines';
import { NS } from '../lib/display';
import { useStatementColumns } from '../statements-columns';

/**
 * /finance/mothAccountManage (the specification's spelling): the company's monthly statements per
 * month and currency, closed months and the running one; each one's lines in the drawer, as xlsx or PDF.
 */
const StatementsPage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(STATEMENTS_CODES);
  const startExport = useListExport(STATEMENTS_EXPORT_KIND);
  const title = (row: Statement) => `${t('title')} ${row.month} ${CURRENCY_SHORT[row.currency]}`;
  return (
    <ListPage
      {...statementsList}
      {...useStatementColumns()}
      title={t('title')}
      onExport={can('export') ? startExport : undefined}
      rowActionsWidth={240}
      rowActions={(row, { openDetail }) => (
        <Space size="small">
          {rowLink('detail', row.id, t('actions.detail'), openDetail)}
          {can('export') && <StatementDownloads row={row} compact />}
        </Space>
      )}
      detail={{ title, width: 720, extra: (row) => <StatementLines row={row} canDownload={can('export')} /> }}
    />
  );
};

export default StatementsPage;

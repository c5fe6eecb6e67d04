import { Link } from 'react-router';
import { Tag } from 'antd';
import { DISPUTE_FILTERS, FEE_CATALOGUE, type FeeFilters, type FeeRow } from '@oms/contracts';
import { choiceSearch, useCatalogueColumns } from '@/shared/list-page';
import { useFeeWarehouses } from './api';
import { DISPUTE_COLOR, FEE_STATUS_COLOR, NS, detailPath } from './lib/display';

/** The fee lines' columns: the catalogue's fields, with the type linking to the line's page. */
export const useFeeColumns = () =>
  useCatalogueColumns<FeeRow, FeeFilters>()(
    NS,
    FEE_CATALOGUE,
    ({ t, column }) => [
      column('createdAt', {
        sortable: true,
        search: { type: 'dateRange', from: 'createdFrom', to: 'createdTo' },
      }),
      column('feeType', {
        render: (row) => (
          <Link to={detailPath(row.id)} data-testid={`fee-${row.id}`}>
            {t(`feeType.${row.feeType}`)}
          </Link>
        ),
      }),
      column('name'),
      column('currency'),
      column('unitPrice', { defaultVisible: false }),
      column('quantity', { defaultVisible: false }),
      column('amount'),
      column('deducted'),
      column('refunded'),
      column('status', {
        render: (row) => <Tag color={FEE_STATUS_COLOR[row.status]}>{t(`status.${row.status}`)}</Tag>,
      }),
      column('documentType', { defaultVisible: false, search: undefined }),
      column('documentNo', { search: { type: 'text' } }),
      column('warehouse'),
      column('disputeState', {
        // "Never disputed" is a choice of the search, not a state a line shows.
        search: choiceSearch(DISPUTE_FILTERS, (s) => t(`disputeState.${s}`)),
        render: (row) =>
          row.disputeState ? (
            <Tag color={DISPUTE_COLOR[row.disputeState]} data-testid={`fee-dispute-${row.id}`}>
              {t(`disputeState.${row.disputeState}`)}
            </Tag>
          ) : (
            '-'
          ),
      }),
      column('remark', { ellipsis: true }),
      column('deductedAt', { defaultVisible: false }),
    ],
    { warehouses: useFeeWarehouses().data },
  );

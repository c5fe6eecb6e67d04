import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import {
  COMBINATION_CATALOGUE,
  COMBINATION_CODES,
  PRODUCT_CODES,
  PRODUCT_STATUS_TEXT,
  type CombinationComponent,
  type CombinationDetail,
} from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { formatDate } from '@/shared/lib/format';
import { useDeleteWithReason, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { DetailGate, DetailHeader, useIdParam } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { productDetailPath, StoredImage } from '@/features/products';
import { combinationsApi, useCombinationChange, useCombinationDetail } from '../api';
import { CombinationAvailabilityCard } from '../components/combination-availability';
import { CombinationFormDrawer } from '../components/combination-form-drawer';
import { MANAGE_PATH, NS, PRODUCT_STATUS_COLOR } from '../lib/display';
import { DELETES_IDS } from '@/shared/api/domain';

/** /basic/combinationDetail?id=…: the combination, its components as the products are now, its record. */
const CombinationDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="combination" id={id} query={useCombinationDetail(id)}>
      {(combination) => <Detail combination={combination} />}
    </DetailGate>
  );
};

const Detail = ({ combination: c }: { combination: CombinationDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const english = i18n.language === 'en';
  const navigate = useNavigate();
  const can = useCan(COMBINATION_CODES);
  const canOpenProducts = useCan(PRODUCT_CODES)('view');
  const form = useFormDialog<CombinationDetail>(NS, 'combination');
  const remove = useDeleteWithReason<CombinationDetail>({
    ns: NS,
    remove: useCombinationChange(combinationsApi.delete, DELETES_IDS),
    nameOf: (r) => r.name,
    onDeleted: () => void navigate(MANAGE_PATH),
  });

  const item = catalogueItems(COMBINATION_CATALOGUE, c, i18n.language);
  const by = (time: string, who: string | null) =>
    t('detail.createdLine', { time: formatDate(time), by: who ?? '-' });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="combination-detail">
      <DetailHeader
        title={c.name}
        titleTestId="combination-name"
        tag={
          <Tag color="blue" data-testid="combination-total">
            {t('form.totalPcs', { total: c.totalPcs })}
          </Tag>
        }
        actions={
          <>
            <Button onClick={() => void navigate(MANAGE_PATH)}>{t('actions.back')}</Button>
            {can('edit') && (
              <Button onClick={() => form.edit(c)} data-testid="detail-edit">
                {t('actions.edit')}
              </Button>
            )}
            {can('delete') && (
              <Button danger onClick={() => remove.request([c])} data-testid="detail-delete">
                {t('actions.delete')}
              </Button>
            )}
          </>
        }
      />
      <Card title={t('detail.basic')}>
        <Descriptions
          column={2}
          items={[
            item('totalPcs'),
            item('componentCount'),
            item('createdAt', { render: () => by(c.createdAt, c.createdBy) }),
            item('updatedAt', { render: () => by(c.updatedAt, c.updatedBy) }),
            item('remark', { span: 2 }),
          ]}
        />
      </Card>
      <Card title={t('detail.components')}>
        <Table<CombinationComponent>
          rowKey="productId"
          pagination={false}
          dataSource={c.components}
          data-testid="combination-components"
          columns={[
            {
              key: 'image',
              title: t('fields.image'),
              width: 80,
              render: (_, line) => (line.imageFileId ? <StoredImage id={line.imageFileId} size={48} /> : '-'),
            },
            {
              key: 'sku',
              title: t('fields.product'),
              render: (_, line) =>
                canOpenProducts ? (
                  <Link to={productDetailPath(line.productId)} data-testid={`component-sku-${line.sku}`}>
                    {line.sku}
                  </Link>
                ) : (
                  <span data-testid={`component-sku-${line.sku}`}>{line.sku}</span>
                ),
            },
            {
              key: 'name',
              title: t('fields.productName'),
              render: (_, line) => (english ? line.nameEn : line.nameCn),
            },
            {
              key: 'status',
              title: t('fields.productStatus'),
              render: (_, line) => (
                <Tag color={PRODUCT_STATUS_COLOR[line.status]}>
                  {PRODUCT_STATUS_TEXT[line.status][english ? 'en' : 'zh']}
                </Tag>
              ),
            },
            {
              key: 'ratio',
              title: t('fields.ratio'),
              align: 'right',
              render: (_, line) => <span data-testid={`component-ratio-${line.sku}`}>{line.ratio}</span>,
            },
          ]}
        />
      </Card>
      <CombinationAvailabilityCard combinationId={c.id} />
      <Card>
        <OperationTimeline ns={NS} testId="combination-timeline" operations={c.operations} />
      </Card>
      <CombinationFormDrawer {...form.dialog} />
      {remove.dialog}
    </Space>
  );
};

export default CombinationDetailPage;

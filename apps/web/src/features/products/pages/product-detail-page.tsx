import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Image,
  Result,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { actionsIn, PRODUCT_CODES, PRODUCT_MACHINE, type ProductDetail, TODO_TYPE } from '@oms/contracts';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { useDeleteWithReason } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useRefreshOnNotice } from '@/features/identity-verify';
import { productKeys, useDeleteProducts, useProductDetail, useSubmitProducts } from '../api';
import { MeasuresTable } from '../components/measures-table';
import { ProductFormDrawer, type ProductFormTarget } from '../components/product-form-drawer';
import { StoredImage } from '../components/product-images-field';
import { UnitSwitch } from '../components/unit-switch';
import { errorText } from '@/shared/api/errors';
import { NS, STATUS_COLOR, systemOf, type UnitSystem } from '../lib/display';
import { usePrintLabels } from '../lib/print-labels';

const PRODUCT_RELATE_TYPE = TODO_TYPE.product;

/** /basic/productDetail?id=…: the product, its audit state, allowed actions and operation record. */
const ProductDetailPage = () => {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useProductDetail(id);
  useRefreshOnNotice(PRODUCT_RELATE_TYPE, productKeys.all);
  if (!id || query.isError)
    return <Result status="404" title={t('detail.notFound')} data-testid="product-not-found" />;
  if (!query.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <Detail product={query.data} />;
};

const Detail = ({ product: p }: { product: ProductDetail }) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan(PRODUCT_CODES);
  const [system, setSystem] = useState<UnitSystem | null>(null);
  const shown = system ?? systemOf(p.weightUnit);
  const [form, setForm] = useState<ProductFormTarget | null>(null);
  const labels = usePrintLabels();
  const submit = useSubmitProducts();
  const remove = useDeleteWithReason<ProductDetail>({
    ns: NS,
    remove: useDeleteProducts(),
    nameOf: (r) => r.sku,
    onDeleted: () => void navigate('/basic/productManage'),
  });

  // The buttons come from the contracts' machine (what the state allows) and the user's codes.
  const actions = actionsIn(PRODUCT_MACHINE, p.status, 'customer').filter((a) =>
    can(a as 'edit' | 'submit' | 'delete'),
  );

  const doSubmit = async () => {
    try {
      await submit.mutateAsync([p.id]);
      void message.success(t('done.submitted', { count: 1 }));
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    }
  };

  const none = (v: string | null | undefined) => v || '-';
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="product-detail">
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space size={12}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="product-sku">
              {p.sku}
            </Typography.Title>
            <Tag color={STATUS_COLOR[p.status]} data-testid="product-status" data-status={p.status}>
              {t(`status.${p.status}`)}
            </Tag>
          </Space>
          <Space>
            {can('print') && (
              <Button
                loading={labels.pending}
                onClick={() => void labels.print([p.id])}
                data-testid="detail-label"
              >
                {t('actions.printLabel')}
              </Button>
            )}
            {actions.includes('edit') && (
              <Button onClick={() => setForm({ mode: 'edit', row: p })} data-testid="detail-edit">
                {t('actions.edit')}
              </Button>
            )}
            {actions.includes('submit') && (
              <Button
                type="primary"
                loading={submit.isPending}
                onClick={() => void doSubmit()}
                data-testid="detail-submit"
              >
                {t(p.status === 'REJECTED' ? 'actions.resubmit' : 'actions.submit')}
              </Button>
            )}
            {actions.includes('delete') && (
              <Button danger onClick={() => remove.request([p])} data-testid="detail-delete">
                {t('actions.delete')}
              </Button>
            )}
          </Space>
        </Flex>
        {p.status === 'REJECTED' && p.rejectReason && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title={t('detail.rejected')}
            description={p.rejectReason}
            data-testid="reject-reason"
          />
        )}
        {p.status === 'UNDER_REVIEW' && (
          <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('detail.underReview')} />
        )}
        {p.status === 'PASSED' && (
          <Alert type="success" showIcon style={{ marginTop: 12 }} title={t('detail.passed')} />
        )}
      </Card>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={2}
          items={[
            { key: 'nameCn', label: t('fields.nameCn'), children: p.nameCn },
            { key: 'nameEn', label: t('fields.nameEn'), children: p.nameEn },
            { key: 'brand', label: t('fields.brand'), children: none(p.brandName) },
            { key: 'category', label: t('fields.category'), children: t(`category.${p.category}`) },
            { key: 'pieces', label: t('fields.piecesPerCarton'), children: p.piecesPerCarton },
            { key: 'value', label: t('fields.declaredValue'), children: `$${formatMoney(p.declaredValue)}` },
            {
              key: 'url',
              label: t('fields.introductionUrl'),
              children: p.introductionUrl ? (
                <a href={p.introductionUrl} target="_blank" rel="noreferrer noopener">
                  {p.introductionUrl}
                </a>
              ) : (
                '-'
              ),
            },
            {
              key: 'created',
              label: t('fields.createdAt'),
              children: `${formatDate(p.createdAt)} · ${none(p.createdBy)}`,
            },
            { key: 'remark', label: t('fields.remark'), children: none(p.remark), span: 2 },
          ]}
        />
      </Card>
      <Card title={t('detail.measures')} extra={<UnitSwitch value={shown} onChange={setSystem} />}>
        <MeasuresTable forecast={p.forecast} actual={p.actual} system={shown} />
      </Card>
      <Card title={t('fields.images')}>
        {p.imageFileIds.length ? (
          <Image.PreviewGroup>
            <Flex gap={12} wrap>
              {p.imageFileIds.map((fid) => (
                <StoredImage key={fid} id={fid} size={120} />
              ))}
            </Flex>
          </Image.PreviewGroup>
        ) : (
          <Empty />
        )}
      </Card>
      <Card title={t('form.customs')}>
        <Descriptions
          column={2}
          items={[
            { key: 'hs', label: t('fields.hsCode'), children: none(p.hsCode) },
            { key: 'material', label: t('fields.material'), children: none(p.material) },
            { key: 'dcn', label: t('fields.declaredNameCn'), children: none(p.declaredNameCn) },
            { key: 'den', label: t('fields.declaredNameEn'), children: none(p.declaredNameEn) },
            {
              key: 'battery',
              label: t('fields.batteryType'),
              children: p.batteryType ? t(`battery.${p.batteryType}`) : '-',
            },
            {
              key: 'dg',
              label: t('fields.dangerousClass'),
              children: !p.dangerousClass
                ? '-'
                : p.dangerousClass === 'NONE'
                  ? t('dangerous.NONE')
                  : t('dangerous.class', { n: p.dangerousClass }),
            },
          ]}
        />
      </Card>
      <Card>
        <OperationTimeline ns={NS} testId="product-timeline" operations={p.operations} />
      </Card>
      <ProductFormDrawer target={form} onClose={() => setForm(null)} />
      {remove.dialog}
    </Space>
  );
};

export default ProductDetailPage;

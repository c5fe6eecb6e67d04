import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card, Descriptions, Empty, Flex, Image, Space, Tag } from 'antd';
import { PRODUCT_DOCUMENT, type ProductDetail } from '@oms/contracts';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { useFormDialog } from '@/shared/list-page';
import { DetailGate, DetailHeader, DetailNotice, useIdParam } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useProductDetail } from '../api';
import { MeasuresTable } from '../components/measures-table';
import { ProductFormDrawer } from '../components/product-form-drawer';
import { StoredImage } from '../components/product-images-field';
import { UnitSwitch } from '../components/unit-switch';
import { useProductActions } from '../components/use-product-actions';
import { NS, STATUS_COLOR, systemOf, type UnitSystem } from '../lib/display';

/** /basic/productDetail?id=…: the product, its audit state, allowed actions and operation record. */
const ProductDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="product" id={id} query={useProductDetail(id)}>
      {(product) => <Detail product={product} />}
    </DetailGate>
  );
};

const Detail = ({ product: p }: { product: ProductDetail }) => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [system, setSystem] = useState<UnitSystem | null>(null);
  const shown = system ?? systemOf(p.weightUnit);
  const form = useFormDialog<ProductDetail>(NS, 'product');
  const actions = useProductActions<ProductDetail>({
    edit: form.edit,
    onDeleted: () => void navigate(PRODUCT_DOCUMENT.listPath),
  });

  const none = (v: string | null | undefined) => v || '-';
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="product-detail">
      <DetailHeader
        title={p.sku}
        titleTestId="product-sku"
        tag={
          <Tag color={STATUS_COLOR[p.status]} data-testid="product-status" data-status={p.status}>
            {t(`status.${p.status}`)}
          </Tag>
        }
        actions={actions.buttons(p)}
      >
        {p.status === 'REJECTED' && p.rejectReason && (
          <DetailNotice
            type="error"
            title={t('detail.rejected')}
            description={p.rejectReason}
            testId="reject-reason"
          />
        )}
        {p.status === 'UNDER_REVIEW' && <DetailNotice type="warning" title={t('detail.underReview')} />}
        {p.status === 'PASSED' && <DetailNotice type="success" title={t('detail.passed')} />}
      </DetailHeader>
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
      <ProductFormDrawer {...form.dialog} />
      {actions.dialog}
    </Space>
  );
};

export default ProductDetailPage;

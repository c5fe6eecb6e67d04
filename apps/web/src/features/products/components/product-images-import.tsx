import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, List, Modal, Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  FILE_LIMITS,
  PRODUCT_IMAGES_ZIP,
  PRODUCT_LIMITS,
  productsEndpoints,
  type ProductImagesImportResult,
} from '@oms/contracts';
import { urlOf } from '@/shared/api/call';
import { uploadWithProgress } from '@/shared/import';
import { productKeys } from '../api';
import { NS } from '../lib/display';

type State =
  | { step: 'choose' }
  | { step: 'uploading'; percent: number }
  | { step: 'done'; result: ProductImagesImportResult };

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/**
 * Images for many products at once: a zip whose images are named by SKU (SKU.jpg, SKU-2.jpg,
 * SKU_3.png), uploaded with its progress; the result says what each product got and why a file was
 * not used.
 */
const ProductImagesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);

  const start = async (file: File) => {
    setError(null);
    setState({ step: 'uploading', percent: 0 });
    try {
      const result = await uploadWithProgress<ProductImagesImportResult>(
        urlOf(productsEndpoints.importImages),
        file,
        (percent) => setState({ step: 'uploading', percent }),
      );
      setState({ step: 'done', result });
      if (result.added > 0) void queryClient.invalidateQueries({ queryKey: productKeys.all });
    } catch (err) {
      setState({ step: 'choose' });
      setError(err instanceof Error && err.message ? err.message : t('failed'));
    }
  };

  const beforeUpload = (file: File) => {
    if (!isZip(file)) setError(t('zipImages.type'));
    else if (file.size > PRODUCT_IMAGES_ZIP.maxBytes)
      setError(t('zipImages.tooLarge', { mb: PRODUCT_IMAGES_ZIP.maxMb }));
    else void start(file);
    return false;
  };

  const close = () => {
    setState({ step: 'choose' });
    setError(null);
    onClose();
  };

  const result = state.step === 'done' ? state.result : null;
  return (
    <Modal
      title={t('zipImages.title')}
      open={open}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button onClick={close} data-testid="images-close">
          {t('zipImages.close')}
        </Button>
      }
    >
      <Flex vertical gap={12} data-testid="images-dialog">
        <Typography.Text>
          {t('zipImages.rule', {
            mb: PRODUCT_IMAGES_ZIP.maxMb,
            kb: FILE_LIMITS.imageMaxBytes / 1024,
            min: PRODUCT_LIMITS.imagesMin,
            max: PRODUCT_LIMITS.imagesMax,
          })}
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} data-testid="images-error" />}
        {state.step === 'choose' && (
          <Upload.Dragger accept=".zip" multiple={false} showUploadList={false} beforeUpload={beforeUpload}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('zipImages.drop')}</p>
          </Upload.Dragger>
        )}
        {state.step === 'uploading' && (
          <Flex vertical gap={4}>
            <Typography.Text>{t('zipImages.uploading', { percent: state.percent })}</Typography.Text>
            <Progress percent={state.percent} />
          </Flex>
        )}
        {result && (
          <Flex vertical gap={8} data-testid="images-result" data-added={result.added}>
            <Alert
              type={result.added > 0 ? 'success' : 'warning'}
              showIcon
              title={t('zipImages.added', { count: result.added, products: result.products.length })}
              action={
                <Button size="small" onClick={() => setState({ step: 'choose' })} data-testid="images-again">
                  {t('zipImages.again')}
                </Button>
              }
            />
            {result.products.length > 0 && (
              <List
                size="small"
                bordered
                dataSource={result.products}
                renderItem={(p) => (
                  <List.Item data-testid={`images-product-${p.sku}`}>
                    {t('zipImages.product', { sku: p.sku, added: p.added, total: p.total })}
                  </List.Item>
                )}
              />
            )}
            {result.skipped.length > 0 && (
              <List
                size="small"
                bordered
                header={t('zipImages.skipped', { count: result.skipped.length })}
                dataSource={result.skipped}
                renderItem={(s) => (
                  <List.Item data-testid="images-skipped">
                    <Typography.Text code>{s.file}</Typography.Text> {s.reason}
                  </List.Item>
                )}
              />
            )}
          </Flex>
        )}
      </Flex>
    </Modal>
  );
};

/** The product list's "Import images": `open` for its toolbar button, `dialog` to render once. */
export const useProductImagesImport = () => {
  const [open, setOpen] = useState(false);
  return {
    open: () => setOpen(true),
    dialog: <ProductImagesDialog open={open} onClose={() => setOpen(false)} />,
  };
};

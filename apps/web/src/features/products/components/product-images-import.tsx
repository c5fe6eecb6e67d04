import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, List, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  FILE_LIMITS,
  PRODUCT_IMAGES_ZIP,
  PRODUCT_LIMITS,
  productsEndpoints,
  type ProductImagesImportResult,
} from '@oms/contracts';
import { urlOf } from '@/shared/api/call';
import { UploadStepsView, uploadWithProgress, useUploadSteps } from '@/shared/import';
import { productKeys } from '../api';
import { NS } from '../lib/display';

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/**
 * Images for many products at once: a zip whose images are named by SKU (SKU.jpg, SKU-2.jpg,
 * SKU_3.png), uploaded with its progress; the result says what each product got and why a file was
 * not used.
 */
const ProductImagesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const steps = useUploadSteps<ProductImagesImportResult>({
    check: (file) =>
      !isZip(file)
        ? t('zipImages.type')
        : file.size > PRODUCT_IMAGES_ZIP.maxBytes
          ? t('zipImages.tooLarge', { mb: PRODUCT_IMAGES_ZIP.maxMb })
          : null,
    upload: async (file, onProgress) => {
      const result = await uploadWithProgress<ProductImagesImportResult>(
        urlOf(productsEndpoints.importImages),
        file,
        onProgress,
      );
      if (result.added > 0) void queryClient.invalidateQueries({ queryKey: productKeys.all });
      return { step: 'done', result };
    },
    failed: t('failed'),
  });
  const { state } = steps;

  const close = () => {
    steps.reset();
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
        <UploadStepsView
          steps={steps}
          accept=".zip"
          drop={t('zipImages.drop')}
          uploading={(percent) => t('zipImages.uploading', { percent })}
          testId="images"
        />
        {result && (
          <Flex vertical gap={8} data-testid="images-result" data-added={result.added}>
            <Alert
              type={result.added > 0 ? 'success' : 'warning'}
              showIcon
              title={t('zipImages.added', { count: result.added, products: result.products.length })}
              action={
                <Button size="small" onClick={steps.again} data-testid="images-again">
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

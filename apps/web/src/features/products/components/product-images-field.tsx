import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Image, Space, Typography, Upload } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_FILE_MODULE, PRODUCT_LIMITS } from '@oms/contracts';
import { IMAGE_RULE as RULE, useImageUpload, useStoredImage } from '@/shared/ui/image-upload';
import { NS } from '../lib/display';

/** A stored image with a click-to-preview (the preview group pages through all of them). */
export const StoredImage = ({
  id,
  size = 96,
  testId = 'product-image',
}: {
  id: string;
  size?: number;
  testId?: string;
}) => {
  const url = useStoredImage(id)?.url;
  return url ? (
    <Image src={url} width={size} height={size} style={{ objectFit: 'contain' }} data-testid={testId} />
  ) : (
    <div style={{ width: size, height: size, background: '#fafafa' }} />
  );
};

type Props = { value?: string[]; onChange?: (ids: string[]) => void; disabled?: boolean };

/**
 * The product's 3 to 5 images, in order (the first is the main one): upload (type and size checked
 * here first, by content on the server), move left or right, remove, preview.
 */
export const ProductImagesField = ({ value = [], onChange, disabled }: Props) => {
  const { t } = useTranslation(NS);
  // Several files picked at once upload side by side; each appends its id to the latest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const { uploadProps, uploading } = useImageUpload({
    module: PRODUCT_FILE_MODULE,
    onUploaded: (id) => {
      latest.current = [...latest.current, id].slice(0, PRODUCT_LIMITS.imagesMax);
      onChange?.(latest.current);
    },
    failed: t('images.failed'),
  });

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange?.(next);
  };

  return (
    <div data-testid="product-images" data-ids={value.join(',')}>
      <Image.PreviewGroup>
        <Flex gap={12} wrap>
          {value.map((id, i) => (
            <Space key={id} orientation="vertical" size={4} align="center">
              <StoredImage id={id} />
              {!disabled && (
                <Space size={0}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowLeftOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={t('images.left')}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => onChange?.(value.filter((x) => x !== id))}
                    aria-label={t('images.remove')}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowRightOutlined />}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={t('images.right')}
                  />
                </Space>
              )}
            </Space>
          ))}
          {!disabled && value.length < PRODUCT_LIMITS.imagesMax && (
            <Upload {...uploadProps} multiple>
              <Button
                icon={<PlusOutlined />}
                loading={uploading}
                style={{ width: 96, height: 96 }}
                data-testid="product-images-upload"
              >
                {t('images.add')}
              </Button>
            </Upload>
          )}
        </Flex>
      </Image.PreviewGroup>
      <Typography.Text type="secondary">
        {t('images.hint', {
          min: PRODUCT_LIMITS.imagesMin,
          max: PRODUCT_LIMITS.imagesMax,
          kb: RULE.sizeParams.kb,
        })}
      </Typography.Text>
    </div>
  );
};

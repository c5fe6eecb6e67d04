import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Upload, type UploadProps } from 'antd';
import { UPLOAD_RULES } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { fileObjectUrl, uploadFile } from '@/shared/api/files';

/** The upload rule of images (type and size; the server checks the content again). */
export const IMAGE_RULE = UPLOAD_RULES.image;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

type UploadOptions = {
  /** The module the files belong to (the file center's grouping). */
  module: string;
  onUploaded: (id: string) => void;
  /** What a failed upload says when the server gives no reason. */
  failed: string;
};

/**
 * An image picker's upload: `uploadProps` for antd's <Upload> (a file of another type or over the
 * size limit is refused here with the reason, before it is sent), `uploading` while any file goes;
 * a failure says why.
 */
export const useImageUpload = ({ module, onUploaded, failed }: UploadOptions) => {
  const { t } = useTranslation('messages');
  const { message } = App.useApp();
  const [running, setRunning] = useState(0);

  const beforeUpload = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      void message.error(t(IMAGE_RULE.typeMessage));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_RULE.maxBytes) {
      void message.error(t(IMAGE_RULE.sizeMessage, IMAGE_RULE.sizeParams));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const upload = async (file: File) => {
    setRunning((n) => n + 1);
    try {
      onUploaded((await uploadFile(file, file.name, 'image', module)).id);
    } catch (err) {
      void message.error(errorText(err, failed));
    } finally {
      setRunning((n) => n - 1);
    }
  };

  const uploadProps: UploadProps = {
    accept: IMAGE_RULE.accept,
    showUploadList: false,
    beforeUpload,
    customRequest: ({ file }) => void upload(file as File),
  };
  return { uploadProps, uploading: running > 0 };
};

/**
 * A stored image as an object URL (revoked when `id` changes or the component goes): null while it
 * loads or without an id; `failed` when it could not be read.
 */
export const useStoredImage = (id: string | null | undefined) => {
  const [state, setState] = useState<{ id: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    let url: string | null = null;
    fileObjectUrl(id, abort.signal)
      .then((u) => {
        url = u;
        setState({ id, url: u, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ id, url: null, failed: true });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state && state.id === id ? state : null;
};

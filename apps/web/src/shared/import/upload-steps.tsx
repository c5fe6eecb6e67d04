import { useState, type ReactNode } from 'react';
import { Alert, Flex, Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';

/** Where an upload dialog is: choosing a file, sending it, waiting for the server's job, or done. */
export type UploadState<R> =
  | { step: 'choose' }
  | { step: 'uploading'; percent: number }
  | { step: 'processing'; jobId: string }
  | { step: 'done'; result: R };

type Options<R> = {
  /** What is wrong with the chosen file (its type, its size), shown instead of sending it; or null. */
  check: (file: File) => string | null;
  /** Sends the file, reporting its progress; answers the step that follows (done, or processing). */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<UploadState<R>>;
  /** What a failed upload says when the server gave no message. */
  failed: string;
};

/**
 * The steps every upload dialog goes through (the list import, the product images' zip): a file is
 * checked before it is sent, sent with its progress, and a failure brings the choice back with its
 * reason. `reset` for closing, `again` for another file after a result.
 */
export const useUploadSteps = <R,>({ check, upload, failed }: Options<R>) => {
  const [state, setState] = useState<UploadState<R>>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);

  const start = async (file: File) => {
    setError(null);
    setState({ step: 'uploading', percent: 0 });
    try {
      setState(await upload(file, (percent) => setState({ step: 'uploading', percent })));
    } catch (err) {
      setState({ step: 'choose' });
      setError(err instanceof Error && err.message ? err.message : failed);
    }
  };

  return {
    state,
    setState,
    error,
    /** For antd's Upload: checks the file and sends it; never lets antd send it itself. */
    beforeUpload: (file: File) => {
      const problem = check(file);
      if (problem) setError(problem);
      else void start(file);
      return false;
    },
    reset: () => {
      setState({ step: 'choose' });
      setError(null);
    },
    again: () => setState({ step: 'choose' }),
  };
};

export type UploadSteps<R> = ReturnType<typeof useUploadSteps<R>>;

/** The error, the drop zone while choosing, and the progress while sending (`testId`-error, -upload). */
export const UploadStepsView = <R,>({
  steps,
  accept,
  drop,
  uploading,
  testId,
}: {
  steps: UploadSteps<R>;
  accept: string;
  drop: ReactNode;
  uploading: (percent: number) => ReactNode;
  testId: string;
}) => (
  <>
    {steps.error && <Alert type="error" showIcon title={steps.error} data-testid={`${testId}-error`} />}
    {steps.state.step === 'choose' && (
      <Upload.Dragger
        accept={accept}
        multiple={false}
        showUploadList={false}
        beforeUpload={steps.beforeUpload}
        data-testid={`${testId}-upload`}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{drop}</p>
      </Upload.Dragger>
    )}
    {steps.state.step === 'uploading' && (
      <Flex vertical gap={4}>
        <Typography.Text>{uploading(steps.state.percent)}</Typography.Text>
        <Progress percent={steps.state.percent} />
      </Flex>
    )}
  </>
);

import { Space } from 'antd';
import { openFile } from '@/shared/api/files';

/** A document's files by name, each opened on a click (in a new tab); "-" when there are none. */
export const FileLinks = ({ files, testId }: { files: { id: string; name: string }[]; testId: string }) =>
  files.length === 0 ? (
    '-'
  ) : (
    <Space wrap>
      {files.map((f) => (
        <a key={f.id} onClick={() => void openFile(f.id)} data-testid={testId}>
          {f.name}
        </a>
      ))}
    </Space>
  );

import { Space } from 'antd';
import { openFile } from '@/shared/api/files';

type Props = {
  files: { id: string; name: string }[];
  /** Each link's test id; with `indexed`, followed by `-<i>` (its place in `files`). */
  testId: string;
  indexed?: boolean;
};

/** A document's files by name, each opened on a click (in a new tab); "-" when there are none. */
export const FileLinks = ({ files, testId, indexed = false }: Props) =>
  files.length === 0 ? (
    '-'
  ) : (
    <Space wrap>
      {files.map((f, i) => (
        <a key={f.id} onClick={() => void openFile(f.id)} data-testid={indexed ? `${testId}-${i}` : testId}>
          {f.name}
        </a>
      ))}
    </Space>
  );

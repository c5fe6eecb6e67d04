import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';

type Props = { label: ReactNode; onClick: () => void; testId?: string };

/** The toolbar's primary "new …" button of a list page. */
export const CreateButton = ({ label, onClick, testId }: Props) => (
  <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
    {label}
  </Button>
);

/** The toolbar's "import …" button of a list page (opens the import dialog). */
export const ImportButton = ({ label, onClick, testId }: Props) => (
  <Button icon={<ImportOutlined />} onClick={onClick} data-testid={testId}>
    {label}
  </Button>
);

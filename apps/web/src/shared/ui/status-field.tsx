import type { ReactNode } from 'react';
import { Form, Radio } from 'antd';
import { choices } from '@/shared/lib/choices';

type Props<S extends string> = {
  label: ReactNode;
  statuses: readonly S[];
  /** A status's name. */
  text: (status: S) => ReactNode;
};

/** The form field `status`: the state a new row starts in (enabled or disabled…), as buttons. */
export const StatusField = <S extends string>({ label, statuses, text }: Props<S>) => (
  <Form.Item name="status" label={label}>
    <Radio.Group options={choices(statuses, text)} optionType="button" />
  </Form.Item>
);

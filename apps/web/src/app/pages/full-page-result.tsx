import type { ReactNode } from 'react';
import { Flex, Result } from 'antd';

type Props = { icon: ReactNode; title: string; subTitle: string; extra: ReactNode };

/**
 * A result that covers the whole window, for the pages a user lands on outside the layout (404, 401):
 * they scroll on their own when the window is short.
 */
export const FullPageResult = ({ icon, title, subTitle, extra }: Props) => (
  <Flex
    align="center"
    justify="center"
    style={{ position: 'fixed', inset: 0, overflowY: 'auto', padding: 24 }}
  >
    <Result icon={icon} title={title} subTitle={subTitle} extra={extra} />
  </Flex>
);

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Flex, Result, type ButtonProps } from 'antd';
import { HomeOutlined } from '@ant-design/icons';

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

/** The way out of such a page to the home page. */
export const HomeButton = ({ id, type }: { id: string; type?: ButtonProps['type'] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button id={id} type={type} icon={<HomeOutlined />} onClick={() => navigate('/')}>
      {t('actions.home')}
    </Button>
  );
};

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Flex, Result } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { NotFoundIllustration } from './illustrations';

/** /404: unknown paths and pages outside the user's permissions land here. */
const NotFoundPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ position: 'fixed', inset: 0, overflowY: 'auto', padding: 24 }}
    >
      <Result
        icon={<NotFoundIllustration />}
        title={t('notFound.heading')}
        subTitle={t('notFound.description')}
        extra={
          <Button id="notFound_home" type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
            {t('actions.home')}
          </Button>
        }
      />
    </Flex>
  );
};

export default NotFoundPage;

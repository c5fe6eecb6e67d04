import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Flex, Result, Space } from 'antd';
import { ArrowLeftOutlined, HomeOutlined, LoginOutlined } from '@ant-design/icons';
import { useSession } from '../../shared/stores/session-store';
import { PATHS } from '../paths';
import { LockIllustration } from './illustrations';

/** The 401 page: the session cannot access system resources (specification §8 default text). */
const UnauthorizedPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ position: 'fixed', inset: 0, overflowY: 'auto', padding: 24 }}
    >
      <Result
        icon={<LockIllustration />}
        title={t('unauthorized.heading')}
        subTitle={t('messages:error.unauthorized')}
        extra={
          <Space wrap>
            <Button id="unauthorized_back" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              {t('actions.back')}
            </Button>
            <Button id="unauthorized_home" icon={<HomeOutlined />} onClick={() => navigate('/')}>
              {t('actions.home')}
            </Button>
            <Button
              id="unauthorized_login"
              type="primary"
              icon={<LoginOutlined />}
              onClick={() => {
                useSession.getState().clear();
                navigate(PATHS.login);
              }}
            >
              {t('actions.login')}
            </Button>
          </Space>
        }
      />
    </Flex>
  );
};

export default UnauthorizedPage;

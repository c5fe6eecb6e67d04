import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import { ArrowLeftOutlined, LoginOutlined } from '@ant-design/icons';
import { useSession } from '@/shared/stores/session-store';
import { PATHS } from '@/shared/paths';
import { LockIllustration } from './illustrations';
import { FullPageResult, HomeButton } from './full-page-result';

/** The 401 page: the session cannot access system resources (specification §8 default text). */
const UnauthorizedPage = () => {
  const { t } = useTranslation(['common', 'messages']);
  const navigate = useNavigate();
  return (
    <FullPageResult
      icon={<LockIllustration />}
      title={t('unauthorized.heading')}
      subTitle={t('messages:error.unauthorized')}
      extra={
        <Space wrap>
          <Button id="unauthorized_back" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            {t('actions.back')}
          </Button>
          <HomeButton id="unauthorized_home" />
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
  );
};

export default UnauthorizedPage;

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { NotFoundIllustration } from './illustrations';
import { FullPageResult } from './full-page-result';

/** /404: unknown paths and pages outside the user's permissions land here. */
const NotFoundPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FullPageResult
      icon={<NotFoundIllustration />}
      title={t('notFound.heading')}
      subTitle={t('notFound.description')}
      extra={
        <Button id="notFound_home" type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
          {t('actions.home')}
        </Button>
      }
    />
  );
};

export default NotFoundPage;

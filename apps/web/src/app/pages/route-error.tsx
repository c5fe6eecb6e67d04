import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button, Flex, Result, Space } from 'antd';
import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { isChunkLoadError } from './chunk-error';
import { NotFoundIllustration } from './illustrations';

/** The routes' errorElement: a reload for chunk load failures (specification §8), else a generic error. */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation(['common', 'messages']);
  const navigate = useNavigate();
  const reload = (
    <Button key="reload" type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
      {t('actions.reload')}
    </Button>
  );
  const home = (
    <Button key="home" icon={<HomeOutlined />} onClick={() => navigate('/')}>
      {t('actions.home')}
    </Button>
  );

  let result;
  if (isChunkLoadError(error)) {
    result = (
      <Result
        status="warning"
        title={t('routeError.loadTitle')}
        subTitle={t('routeError.loadDescription')}
        extra={reload}
      />
    );
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    result = (
      <Result
        icon={<NotFoundIllustration />}
        title={t('notFound.heading')}
        subTitle={t('notFound.description')}
        extra={home}
      />
    );
  } else {
    result = (
      <Result
        status="error"
        title={t('routeError.title')}
        subTitle={t('messages:error.unknown')}
        extra={<Space wrap>{[reload, home]}</Space>}
      />
    );
  }
  return (
    <Flex id="route_error" align="center" justify="center" style={{ minHeight: '60vh', padding: 24 }}>
      {result}
    </Flex>
  );
};

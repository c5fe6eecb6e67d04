import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button, Flex, Result, Space } from 'antd';
import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { NotFoundIllustration } from './illustrations';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

/** A lazy page's script that failed to load: a network hiccup, or a deploy that removed old chunks. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (error instanceof Error) return CHUNK_ERROR.test(`${error.name} ${error.message}`);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
};

/** The routes' errorElement: a reload for chunk load failures (specification §8), else a generic error. */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
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

import { useTranslation } from 'react-i18next';
import { NotFoundIllustration } from './illustrations';
import { FullPageResult, HomeButton } from './full-page-result';

/** /404: unknown paths and pages outside the user's permissions land here. */
const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <FullPageResult
      icon={<NotFoundIllustration />}
      title={t('notFound.heading')}
      subTitle={t('notFound.description')}
      extra={<HomeButton id="notFound_home" type="primary" />}
    />
  );
};

export default NotFoundPage;

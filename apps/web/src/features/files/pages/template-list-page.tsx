import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ImportTemplateItem } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { useSession } from '@/shared/stores/session-store';
import { templateKeys, templatesApi } from '../api';
import { NS } from '../components/export-progress';
import { useModuleLabel } from '../file-columns';
import { templateUrl } from '../lib/download';

/**
 * /templateList (public, specification §2): every import's xlsx template, in the current language.
 * Templates hold headers and an example row only, so they need no session; the page is a plain table
 * (the list framework's column configuration is per signed-in user).
 */
const TemplateListPage = () => {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const signedIn = useSession((s) => Boolean(s.token));
  const moduleLabel = useModuleLabel();
  const templates = useQuery({
    queryKey: templateKeys.extra('list', language),
    queryFn: templatesApi.list,
  });

  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: 24, background: '#f5f7fa' }}>
      <Card
        title={t('templates.title')}
        style={{ width: '100%', maxWidth: 960, alignSelf: 'flex-start' }}
        extra={
          <Link to={signedIn ? '/' : '/login'}>{t(signedIn ? 'templates.home' : 'templates.login')}</Link>
        }
        data-testid="template-list"
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('templates.hint')}</Typography.Text>
          {templates.isError && (
            <Alert
              type="error"
              showIcon
              title={t('templates.loadFailed')}
              action={
                <Button size="small" onClick={() => void templates.refetch()}>
                  {t('templates.retry')}
                </Button>
              }
            />
          )}
          <Table<ImportTemplateItem>
            rowKey="kind"
            loading={templates.isFetching}
            dataSource={templates.data ?? []}
            pagination={false}
            locale={{ emptyText: t('templates.empty') }}
            columns={[
              { key: 'name', title: t('templates.name'), dataIndex: 'name' },
              { key: 'module', title: t('fields.module'), render: (_v, row) => moduleLabel(row.module) },
              {
                key: 'download',
                title: t('templates.download'),
                render: (_v, row) => (
                  <a href={templateUrl(row.kind, language)} download data-testid={`template-${row.kind}`}>
                    <DownloadOutlined /> {t('actions.download')}
                  </a>
                ),
              },
            ]}
          />
        </Flex>
      </Card>
    </Flex>
  );
};

export default TemplateListPage;

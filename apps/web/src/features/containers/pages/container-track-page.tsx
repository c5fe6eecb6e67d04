import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CONTAINERS_CODES, CONTAINERS_EXPORT_KIND, type Container } from '@oms/contracts';
import { ListPage, rowLink } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { containerList } from '../api';
import { detailPath, NS, useContainerColumns } from '../container-columns';

/** /order/containerTrack: the company's sea containers, where each one is, and its free-container expiry. */
const ContainerTrackPage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(CONTAINERS_CODES);
  const startExport = useListExport(CONTAINERS_EXPORT_KIND);

  return (
    <div data-testid="container-track-page">
      <ListPage
        {...containerList}
        {...useContainerColumns()}
        title={t('title')}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={100}
        rowActions={(row: Container) =>
          rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.containerNo)))
        }
      />
    </div>
  );
};

export default ContainerTrackPage;

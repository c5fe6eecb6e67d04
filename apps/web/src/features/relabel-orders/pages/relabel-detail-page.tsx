import { useNavigate } from 'react-router';
import { Card } from 'antd';
import { RELABEL_DOCUMENT, type RelabelDetail } from '@oms/contracts';
import { useFormDialog } from '@/shared/list-page';
import { DocumentDetail } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useRelabelDetail } from '../api';
import { BasicCard, LinesCard, Notices } from '../components/detail-sections';
import { RelabelFormDrawer } from '../components/relabel-form';
import { useRelabelActions } from '../components/use-relabel-actions';
import { MANAGE_PATH, NS } from '../lib/display';

/** /order/relabelDetail?id=…: one relabel order, its lines, label files, fee and timeline. */
const RelabelDetailPage = () => {
  const navigate = useNavigate();
  const form = useFormDialog<RelabelDetail>(NS, 'relabel');
  const actions = useRelabelActions<RelabelDetail>({
    edit: form.edit,
    onDeleted: () => void navigate(MANAGE_PATH),
  });
  return (
    <DocumentDetail
      ns={NS}
      testId="relabel"
      useDetail={useRelabelDetail}
      document={RELABEL_DOCUMENT}
      number={(d) => d.relabelNo}
      header={(d) => ({ actions: actions.buttons(d), children: <Notices d={d} /> })}
    >
      {(d) => (
        <>
          <BasicCard d={d} />
          <LinesCard d={d} />
          <Card>
            <OperationTimeline ns={NS} testId="relabel-timeline" operations={d.operations} />
          </Card>
          <RelabelFormDrawer {...form.dialog} />
          {actions.dialogs}
        </>
      )}
    </DocumentDetail>
  );
};

export default RelabelDetailPage;

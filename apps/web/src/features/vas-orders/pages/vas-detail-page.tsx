import { useNavigate } from 'react-router';
import { Card } from 'antd';
import { VAS_DOCUMENT, type VasDetail } from '@oms/contracts';
import { useFormDialog } from '@/shared/list-page';
import { DocumentDetail } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useVasDetail } from '../api';
import { BasicCard, KitCard, LinesCard, Notices } from '../components/detail-sections';
import { useVasActions } from '../components/use-vas-actions';
import { VasFormDrawer } from '../components/vas-form';
import { MANAGE_PATH, NS } from '../lib/display';

/** /order/vasManageDetail?id=…: one VAS order, its quote, its lines or kit, files and timeline. */
const VasDetailPage = () => {
  const navigate = useNavigate();
  const form = useFormDialog<VasDetail>(NS, 'vas');
  const actions = useVasActions<VasDetail>({
    edit: form.edit,
    onDeleted: () => void navigate(MANAGE_PATH),
  });
  return (
    <DocumentDetail
      ns={NS}
      testId="vas"
      useDetail={useVasDetail}
      document={VAS_DOCUMENT}
      number={(d) => d.vasNo}
      header={(d) => ({ actions: actions.buttons(d), children: <Notices d={d} /> })}
    >
      {(d) => (
        <>
          <BasicCard d={d} />
          {d.kit && <KitCard kit={d.kit} />}
          {(!d.kit || d.lines.length > 0) && <LinesCard d={d} />}
          <Card>
            <OperationTimeline ns={NS} testId="vas-timeline" operations={d.operations} />
          </Card>
          <VasFormDrawer {...form.dialog} />
          {actions.dialogs}
        </>
      )}
    </DocumentDetail>
  );
};

export default VasDetailPage;

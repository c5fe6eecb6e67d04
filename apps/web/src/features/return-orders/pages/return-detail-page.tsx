import { useNavigate } from 'react-router';
import { Card } from 'antd';
import { RETURN_DOCUMENT, type ReturnDetail } from '@oms/contracts';
import { useFormDialog } from '@/shared/list-page';
import { DocumentDetail } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useReturnDetail } from '../api';
import { BasicCard, LinesCard, Notices } from '../components/detail-sections';
import { ReturnFormDrawer } from '../components/return-form';
import { useReturnActions } from '../components/use-return-actions';
import { MANAGE_PATH, NS } from '../lib/display';

/** /order/returnedGoodsDetail?id=…: one return, its lines with their inspection, its fee and timeline. */
const ReturnDetailPage = () => {
  const navigate = useNavigate();
  const form = useFormDialog<ReturnDetail>(NS, 'return');
  const actions = useReturnActions<ReturnDetail>({
    edit: form.edit,
    onDeleted: () => void navigate(MANAGE_PATH),
  });
  return (
    <DocumentDetail
      ns={NS}
      testId="return"
      useDetail={useReturnDetail}
      document={RETURN_DOCUMENT}
      number={(d) => d.returnNo}
      header={(d) => ({ actions: actions.buttons(d), children: <Notices d={d} /> })}
    >
      {(d) => (
        <>
          <BasicCard d={d} />
          <LinesCard d={d} />
          <Card>
            <OperationTimeline ns={NS} testId="return-timeline" operations={d.operations} />
          </Card>
          <ReturnFormDrawer {...form.dialog} />
          {actions.dialogs}
        </>
      )}
    </DocumentDetail>
  );
};

export default ReturnDetailPage;

import { useTranslation } from 'react-i18next';
import { SHIPMENT_CODES } from '@oms/contracts';
import { useListExport } from '@/features/files';
import { ListPage } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { shipmentList } from '../api';
import { NS } from '../lib/display';
import { useShipmentColumns } from '../shipment-columns';

/** /order/shipmentManage: every parcel that left for the company's outbound orders, with its carrier news. */
const ShipmentManagePage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(SHIPMENT_CODES);
  const startExport = useListExport('shipments');
  return (
    <div data-testid="shipment-manage-page">
      <ListPage
        {...shipmentList}
        {...useShipmentColumns()}
        title={t('title')}
        onExport={can('export') ? startExport : undefined}
      />
    </div>
  );
};

export default ShipmentManagePage;

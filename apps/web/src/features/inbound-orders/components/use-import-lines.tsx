import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { INBOUND_LINES_IMPORT_KIND, type InboundOrder } from '@oms/contracts';
import { ImportDialog } from '@/shared/import';
import { inboundKeys } from '../api';
import { NS } from '../lib/display';

/**
 * "Import lines" of a saved draft or rejected order: the import dialog of the xlsx template (SKU,
 * boxes), its upload naming the order; the order's lines are replaced when every row passes.
 */
export const useImportLines = () => {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<Pick<InboundOrder, 'id' | 'orderNo'> | null>(null);
  return {
    open: (row: Pick<InboundOrder, 'id' | 'orderNo'>) => setOrder(row),
    dialog: (
      <ImportDialog
        kind={INBOUND_LINES_IMPORT_KIND}
        name={t('importName', { number: order?.orderNo ?? '' })}
        target={order?.id}
        open={order !== null}
        onClose={() => setOrder(null)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: inboundKeys.all })}
      />
    ),
  };
};

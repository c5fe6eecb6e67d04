import { App } from 'antd';
import type { BatchResult } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';

/** A change of rows by their ids: delete, submit, enable, disable… */
export type RowsChange = { mutateAsync: (ids: string[]) => Promise<BatchResult> };

/**
 * Runs a change on rows and says how it went: `done(count)` of the rows changed, or the server's
 * reason (`failed` when it gives none), as a message.
 */
export const useRowsChange = <Row extends { id: string }>(
  change: RowsChange,
  done: (count: number) => string,
  failed: string,
) => {
  const { message } = App.useApp();
  return async (rows: Row[]) => {
    try {
      const { affected } = await change.mutateAsync(rows.map((r) => r.id));
      void message.success(done(affected));
    } catch (err) {
      void message.error(errorText(err, failed));
    }
  };
};

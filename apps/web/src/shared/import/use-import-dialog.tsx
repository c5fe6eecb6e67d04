import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ImportDialog } from './import-dialog';

type Options = {
  /** The import kind of the server (e.g. CONSIGNEE_IMPORT_KIND). */
  kind: string;
  /** What is imported, for the title ("Import <name>"). */
  name: string;
  /** The document the rows go into, for kinds that fill one (e.g. an inbound order's id). */
  target?: string;
  /** The queries an import changes (the domain's `keys.all`): they load again after it. */
  refresh?: QueryKey;
};

/** A list page's import: `open` for its toolbar button, `dialog` to render once. */
export const useImportDialog = ({ kind, name, target, refresh }: Options) => {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return {
    open: () => setOpen(true),
    dialog: (
      <ImportDialog
        kind={kind}
        name={name}
        target={target}
        open={open}
        onClose={() => setOpen(false)}
        onImported={refresh ? () => void queryClient.invalidateQueries({ queryKey: refresh }) : undefined}
      />
    ),
  };
};

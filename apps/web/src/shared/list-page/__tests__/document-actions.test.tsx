import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMachine } from '@oms/contracts';
import { signInAs } from '@/test/page-helpers';
import { useDocumentActions, type DocumentAction } from '../use-document-actions';

const MACHINE = defineMachine({
  states: ['DRAFT', 'SENT'] as const,
  initial: 'DRAFT',
  transitions: {
    send: { from: ['DRAFT'], to: 'SENT', by: 'customer' },
    receive: { from: ['SENT'], by: 'warehouse' },
  },
});
type Row = { id: string; status: 'DRAFT' | 'SENT'; printable: boolean };

const Harness = ({ actions, rows }: { actions: DocumentAction<Row, 'send' | 'receive'>[]; rows: Row[] }) => {
  const a = useDocumentActions(MACHINE, actions, 'doc');
  return (
    <>
      {rows.map((row) => (
        <div key={row.id} data-testid={`links-${row.id}`}>
          {a.rowActions(row)}
        </div>
      ))}
      <div data-testid="batch">{a.batchActions.map((b) => String(b.key)).join(',')}</div>
      <div data-testid="buttons">{a.buttons(rows[0]!)}</div>
    </>
  );
};

describe('useDocumentActions', () => {
  const send = vi.fn();
  const print = vi.fn();
  const actions: DocumentAction<Row, 'send' | 'receive'>[] = [
    {
      key: 'send',
      label: 'Send',
      code: 'P:submit',
      move: 'send',
      batch: 'Send all',
      primary: true,
      run: send,
    },
    {
      key: 'print',
      label: 'Print',
      code: 'P:print',
      when: (r) => r.printable,
      testId: 'print-it',
      run: print,
    },
    { key: 'receive', label: 'Receive', code: 'P:submit', move: 'receive', run: vi.fn() },
    { key: 'open', label: 'Open', code: 'P:view', only: 'list', run: vi.fn() },
  ];
  const rows: Row[] = [
    { id: '1', status: 'DRAFT', printable: true },
    { id: '2', status: 'SENT', printable: false },
  ];

  it('offers on each row, the selection and the detail what the codes and the machine allow the customer', async () => {
    signInAs(['P:submit', 'P:print', 'P:view']);
    render(<Harness actions={actions} rows={rows} />);
    // Row 1: a draft sends and prints; row 2 (sent) neither sends nor prints; a warehouse move never shows.
    expect(screen.getByTestId('row-send-1')).toBeInTheDocument();
    expect(screen.getByTestId('row-print-1')).toBeInTheDocument();
    expect(screen.queryByTestId('row-send-2')).toBeNull();
    expect(screen.queryByTestId('row-print-2')).toBeNull();
    expect(screen.queryByTestId('row-receive-2')).toBeNull();
    expect(screen.getByTestId('row-open-2')).toBeInTheDocument();
    expect(screen.getByTestId('batch')).toHaveTextContent('send');
    // The detail: buttons named by the page's prefix, the list-only link left out.
    expect(screen.getByTestId('doc-send')).toHaveClass('ant-btn-primary');
    expect(screen.queryByTestId('doc-open')).toBeNull();
    await userEvent.click(screen.getByTestId('doc-print-it'));
    expect(print).toHaveBeenCalledWith([rows[0]]);
    await userEvent.click(screen.getByTestId('row-send-1'));
    expect(send).toHaveBeenCalledWith([rows[0]]);
  });

  it('shows nothing whose code the user lacks, on rows, in the batch bar or on the detail', () => {
    signInAs(['P:view']);
    render(<Harness actions={actions} rows={rows} />);
    expect(screen.queryByTestId('row-send-1')).toBeNull();
    expect(screen.queryByTestId('row-print-1')).toBeNull();
    expect(screen.getByTestId('batch')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('buttons')).toBeEmptyDOMElement();
  });
});

import type { ReactNode } from 'react';
import { Dropdown, Tooltip } from 'antd';

type Props<K extends string> = {
  value: K;
  options: readonly K[];
  /** An option's text. */
  label: (option: K) => string;
  /** Another option was picked. */
  onPick: (option: K) => void;
  icon: ReactNode;
  /** The button's accessible name, and its tooltip when `tooltip` is set. */
  name: string;
  tooltip?: boolean;
  /** The button's test id, and the prefix of the options' (`<optionTestId>-<option>`). */
  testId: string;
  optionTestId: string;
};

/** A navbar button opening a choice of settings (the language, the component size); the current is marked. */
export const ChoiceMenu = <K extends string>(props: Props<K>) => {
  const button = (
    <button type="button" className="oms-navbar-action" data-testid={props.testId} aria-label={props.name}>
      {props.icon}
    </button>
  );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [props.value],
        items: props.options.map((option) => ({
          key: option,
          label: <span data-testid={`${props.optionTestId}-${option}`}>{props.label(option)}</span>,
        })),
        onClick: ({ key }) => {
          if (key !== props.value) props.onPick(key as K);
        },
      }}
    >
      {props.tooltip ? (
        <Tooltip title={props.name} placement="bottom">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Dropdown>
  );
};

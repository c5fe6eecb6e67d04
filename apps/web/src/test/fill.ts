import userEvent from '@testing-library/user-event';

/**
 * Enters `text` into a field as one paste: a single input event, where typing it key by key would
 * re-render and re-validate an antd form once per character.
 */
export const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

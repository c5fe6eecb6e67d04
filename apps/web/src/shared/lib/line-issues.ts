import type { FormRule } from 'antd';
import type { MessageKey } from '@oms/contracts';
import i18n from '@/shared/i18n';

/** An issue of a document's line rules, as the contracts list them (`path` from the request's root). */
type Issue = { path: (string | number)[]; message: string };

/**
 * A document's line rules from the contracts (`relabelLinesIssues`, `returnLinesIssues`: the list the
 * server's schema runs too) on the form's `lines`: `issueAt(lines, path)` is the translated issue that
 * falls on the field at `path`, `fieldRule(...path)` a form rule of it (reading the lines as they
 * stand) and `listRule` the rule of the lines together (`['lines']`, for the Form.List).
 */
export const lineIssueRules = <L>(issuesOf: (lines: readonly (L | undefined)[]) => Issue[]) => {
  const issueAt = (lines: readonly (L | undefined)[], path: readonly (string | number)[]) => {
    const issue = issuesOf(lines).find((i) => i.path.join('.') === path.join('.'));
    return issue && i18n.t(`messages:${issue.message as MessageKey}`);
  };
  const fieldRule =
    (...path: (string | number)[]): FormRule =>
    ({ getFieldValue }) => ({
      validator: async () => {
        const text = issueAt((getFieldValue('lines') ?? []) as L[], path);
        if (text) throw new Error(text);
      },
    });
  const listRule = {
    validator: async (_rule: unknown, lines: L[] | undefined) => {
      const text = issueAt(lines ?? [], ['lines']);
      if (text) throw new Error(text);
    },
  };
  return { issueAt, fieldRule, listRule };
};

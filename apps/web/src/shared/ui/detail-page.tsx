import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Language, StatusColor } from '@oms/contracts';
import { uiLanguage } from '@/shared/lib/stored-text';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { Alert, Button, Card, Flex, Result, Space, Spin, Tag, Typography } from 'antd';

/** The `?id=` of a detail page's URL (null without one). */
export const useIdParam = () => {
  const [params] = useSearchParams();
  return params.get('id');
};

type GateProps<T> = {
  /** The feature's namespace: the 404 says its `detail.notFound`. */
  ns: NamespaceWith<'detail.notFound'>;
  /** The page's test id prefix: the 404 is `<testId>-not-found`. */
  testId: string;
  /** The id the page shows (null: none in the URL). */
  id: string | null;
  /** Its detail query. */
  query: { data: T | undefined; isError: boolean };
  children: (data: T) => ReactNode;
};

/**
 * A detail page until its document is there: a 404 without an id or when it cannot be read, a
 * spinner while it loads.
 */
export const DetailGate = <T,>({ ns, testId, id, query, children }: GateProps<T>) => {
  const { t } = useTranslation(ns);
  if (!id || query.isError)
    return <Result status="404" title={t('detail.notFound')} data-testid={`${testId}-not-found`} />;
  if (!query.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return children(query.data);
};

type HeaderProps = {
  /** The document's name or code, and its test id. */
  title: ReactNode;
  titleTestId: string;
  /** Beside the title, e.g. its state. */
  tag?: ReactNode;
  /** The buttons on the right. */
  actions: ReactNode;
  /** Below, e.g. what the state means. */
  children?: ReactNode;
};

/** The head card of a detail page: the document's title and tag on the left, its actions on the right. */
export const DetailHeader = ({ title, titleTestId, tag, actions, children }: HeaderProps) => (
  <Card>
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Space size={12}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid={titleTestId}>
          {title}
        </Typography.Title>
        {tag}
      </Space>
      <Space>{actions}</Space>
    </Flex>
    {children}
  </Card>
);

/** What a detail page reads of a document's descriptor (contracts `defineDocument`). */
type DescribedDocument<S extends string> = {
  readonly colors: { readonly [K in S]: StatusColor };
  readonly listPath: string;
  statusText(status: S, language: Language): string;
};

type DocumentHeaderProps<S extends string> = {
  /** The document's descriptor: its statuses' names and colours, and its list. */
  document: DescribedDocument<S>;
  /** The document's number and its status. */
  number: string;
  status: S;
  /** The document's name in test ids: `<testId>-number`, `<testId>-status`. */
  testId: string;
  /** Tags after the status (e.g. a difference waiting for the customer). */
  extraTags?: ReactNode;
  /** After "back": the document's actions (`useDocumentActions`' `buttons(row)`) and the page's own. */
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * A document's detail header, from its descriptor (issue 23 §4): its number, its status as a tag in
 * the descriptor's colour, the way back to its list, and its actions.
 */
export const DocumentHeader = <S extends string>({
  document,
  number,
  status,
  testId,
  extraTags,
  actions,
  children,
}: DocumentHeaderProps<S>) => {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const tag = (
    <Tag color={document.colors[status]} data-testid={`${testId}-status`}>
      {document.statusText(status, uiLanguage(i18n.language))}
    </Tag>
  );
  return (
    <DetailHeader
      title={number}
      titleTestId={`${testId}-number`}
      tag={
        extraTags ? (
          <Space size={4} wrap>
            {tag}
            {extraTags}
          </Space>
        ) : (
          tag
        )
      }
      actions={
        <Space wrap>
          <Button onClick={() => void navigate(document.listPath)}>{t('actions.back')}</Button>
          {actions}
        </Space>
      }
    >
      {children}
    </DetailHeader>
  );
};

type DocumentDetailProps<T extends { status: S }, S extends string> = Pick<GateProps<T>, 'ns' | 'testId'> & {
  /** The feature's detail query of the `?id=` in the URL (`useClaimDetail`). */
  useDetail: (id: string | null) => GateProps<T>['query'];
  document: DescribedDocument<S>;
  /** The document's number. */
  number: (row: T) => string;
  /** The header's own parts: tags after the status, the actions, and what shows under it. */
  header?: (row: T) => Pick<DocumentHeaderProps<S>, 'extraTags' | 'actions' | 'children'>;
  /** The cards under the header. */
  children: (row: T) => ReactNode;
};

/**
 * A document's detail page (issue 23 §4): the document of the URL's `?id=`, a 404 or a spinner until it
 * is there (`DetailGate`), then
 * its header from the descriptor (`DocumentHeader`) and its cards, in a `DetailBody` test ids
 * `<testId>-detail`, `-number`, `-status` and `-not-found` read.
 */
export const DocumentDetail = <T extends { status: S }, S extends string>({
  useDetail,
  document,
  number,
  header,
  children,
  ...gate
}: DocumentDetailProps<T, S>) => {
  const id = useIdParam();
  const query = useDetail(id);
  return (
    <DetailGate {...gate} id={id} query={query}>
      {(row) => (
        <DetailBody testId={`${gate.testId}-detail`} status={row.status}>
          <DocumentHeader
            document={document}
            number={number(row)}
            status={row.status}
            testId={gate.testId}
            {...header?.(row)}
          />
          {children(row)}
        </DetailBody>
      )}
    </DetailGate>
  );
};

/** A notice under a detail header: why it was rejected, what it waits for. */
export const DetailNotice = ({
  type,
  title,
  description,
  testId,
}: {
  type: 'error' | 'warning' | 'info' | 'success';
  title: ReactNode;
  description?: ReactNode;
  testId?: string;
}) => (
  <Alert
    style={{ marginTop: 12 }}
    type={type}
    showIcon
    title={title}
    description={description}
    data-testid={testId}
  />
);

/** A detail page's cards, one under the other, with the document's state for tests to read. */
export const DetailBody = ({
  testId,
  status,
  children,
}: {
  testId: string;
  status: string;
  children: ReactNode;
}) => (
  <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid={testId} data-status={status}>
    {children}
  </Space>
);

/** One entry of a detail's `Descriptions` (`span` columns wide). */
export const descriptionItem = (key: string, label: string, children: ReactNode, span = 1) => ({
  key,
  label,
  children,
  span,
});

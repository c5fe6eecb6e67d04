import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Empty, Input, Modal, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DOCUMENTS,
  SEARCH_LIMITS,
  searchEndpoints,
  type AnyDocument,
  type SearchHit,
  type SearchResult,
} from '@oms/contracts';
import { call } from '@/shared/api/call';
import { errorText } from '@/shared/api/errors';
import { uiLanguage } from '@/shared/lib/stored-text';

const DEBOUNCE_MS = 250;
const byEntity = new Map(DOCUMENTS.map((d) => [d.entity, d]));

type Row = { document: AnyDocument; hit: SearchHit };

/** The keyword as typed, settled once typing pauses. */
const useSettled = (value: string) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

/** The search dialog: grouped hits, arrows to move, Enter or a click to open the detail. */
const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation('layout');
  const language = uiLanguage(i18n.language);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const keyword = useSettled(typed.trim());
  const enough = keyword.length >= SEARCH_LIMITS.keywordMin;

  const query = useQuery({
    queryKey: ['search', keyword],
    queryFn: () => call(searchEndpoints.find, { keyword }),
    enabled: open && enough,
    staleTime: 10_000,
  });
  const groups = useMemo(
    () =>
      (query.data?.groups ?? [])
        .map((g) => ({ group: g, document: byEntity.get(g.entity) }))
        .filter((g): g is { group: SearchResult['groups'][number]; document: AnyDocument } => !!g.document),
    [query.data],
  );
  const rows: Row[] = useMemo(
    () => groups.flatMap(({ group, document }) => group.hits.map((hit) => ({ document, hit }))),
    [groups],
  );
  useEffect(() => setActive(0), [query.data]);

  const openRow = (row: Row | undefined) => {
    if (!row) return;
    onClose();
    setTyped('');
    navigate(row.document.detailPath(row.hit.id));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (rows.length === 0 ? 0 : (i + step + rows.length) % rows.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      openRow(rows[active]);
    }
  };

  const body = () => {
    if (!enough)
      return (
        <Typography.Text type="secondary">
          {t('search.hint', { min: SEARCH_LIMITS.keywordMin })}
        </Typography.Text>
      );
    if (query.isError)
      return <Alert type="error" showIcon message={errorText(query.error, t('search.failed'))} />;
    if (query.isPending || (query.isFetching && rows.length === 0))
      return <Spin data-testid="search-loading" />;
    if (rows.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.empty')} />;
    let index = -1;
    return groups.map(({ group, document }) => (
      <section key={group.entity} className="oms-search-group" data-testid={`search-group-${group.entity}`}>
        <Typography.Text type="secondary" className="oms-search-group-title">
          {document.page.list[language]} · {t('search.total', { count: group.total })}
        </Typography.Text>
        <ul role="listbox" aria-label={document.page.list[language]}>
          {group.hits.map((hit) => {
            index += 1;
            const mine = index;
            return (
              <li
                key={hit.id}
                role="option"
                aria-selected={mine === active}
                className={mine === active ? 'oms-search-hit oms-search-hit-active' : 'oms-search-hit'}
                data-testid="search-hit"
                onMouseEnter={() => setActive(mine)}
                onClick={() => openRow({ document, hit })}
              >
                <Typography.Text strong>{hit.number}</Typography.Text>
                {hit.text && <Typography.Text type="secondary">{hit.text}</Typography.Text>}
                <Tag color={document.colors[hit.status] ?? 'default'}>
                  {document.statuses[hit.status]?.[language] ?? hit.status}
                </Tag>
              </li>
            );
          })}
        </ul>
      </section>
    ));
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('search.title')} data-testid="search-dialog">
      <Input.Search
        autoFocus
        allowClear
        value={typed}
        maxLength={SEARCH_LIMITS.keywordMax}
        placeholder={t('search.placeholder')}
        aria-label={t('search.title')}
        data-testid="search-input"
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={onKeyDown}
        onSearch={() => openRow(rows[active])}
      />
      <div className="oms-search-results" aria-live="polite">
        {body()}
      </div>
    </Modal>
  );
};

export default SearchDialog;

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { DownOutlined, FilterOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { midSentence } from '@/shared/lib/format';
import { useAppStore } from '@/shared/stores/app-store';
import { LIST_NS } from './i18n';
import type { AppNamespace } from '@/shared/i18n/keys';
import type { AnyTitle, ListColumn } from './types';
import { activeFilterCount, fieldOf, toFilters, toValues, type SearchValues } from './search-values';
import { useColumnTitle } from './use-column-title';

/** Items shown while the form is collapsed. */
const COLLAPSED_ITEMS = 3;

type Props<Row, F> = {
  /** The visible search items, in the user's order. */
  columns: ListColumn<Row, F, AnyTitle>[];
  ns: AppNamespace;
  filters: F;
  onSearch: (filters: Partial<F>) => void;
  onReset: () => void;
};

/** The narrow screen's way into the search form: "Search", with how many filters are set. */
const SearchToggle = ({ open, count, onClick }: { open: boolean; count: number; onClick: () => void }) => {
  const { t } = useTranslation(LIST_NS);
  return (
    <Button
      icon={<FilterOutlined />}
      aria-expanded={open}
      onClick={onClick}
      data-testid="list-search-open"
      data-count={count}
    >
      {t('searchToggle')}
      {count > 0 && <Badge count={count} size="small" color="blue" data-testid="list-search-count" />}
      {open ? <UpOutlined /> : <DownOutlined />}
    </Button>
  );
};

/**
 * The search form of a list, from its columns' `search` specs (antd Form), labels above the fields so
 * that a row lines up in any language. Collapsed, it shows the first items; under the mobile
 * breakpoint the whole form starts closed behind a toggle that counts the filters set. A search
 * always starts at page one.
 */
export const SearchForm = <Row, F>({ columns, ns, filters, onSearch, onReset }: Props<Row, F>) => {
  const { t, i18n } = useTranslation(LIST_NS);
  const titleOf = useColumnTitle(ns);
  const mobile = useAppStore((s) => s.mobile);
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const collapsible = !mobile && columns.length > COLLAPSED_ITEMS;
  const shown = collapsible && !expanded ? columns.slice(0, COLLAPSED_ITEMS) : columns;
  const initialValues = toValues(columns, filters);
  const closed = mobile && !opened;

  return (
    <>
      {mobile && (
        <SearchToggle
          open={opened}
          count={activeFilterCount(columns, filters)}
          onClick={() => setOpened((v) => !v)}
        />
      )}
      <Form<SearchValues>
        // A new URL (back, forward, a link) puts its filters into the form.
        key={JSON.stringify(initialValues)}
        name="list-search"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => {
          onSearch(toFilters(columns, values));
          // On a narrow screen the results take the screen again.
          setOpened(false);
        }}
        style={closed ? { display: 'none' } : mobile ? { marginTop: 12 } : undefined}
        data-testid="list-search"
      >
        <Row gutter={[16, 12]} style={{ width: '100%' }}>
          {columns.map((c) => {
            const title = titleOf(c.title);
            const inSentence = midSentence(title, i18n.language);
            const search = c.search!;
            return (
              <Col
                key={c.key}
                xs={24}
                sm={12}
                lg={8}
                xxl={6}
                // Hidden, not left out: a collapsed item keeps its value in the search.
                style={shown.includes(c) ? undefined : { display: 'none' }}
              >
                <Form.Item name={fieldOf(c)} label={title} style={{ marginBottom: 0 }}>
                  {search.type === 'text' ? (
                    <Input
                      allowClear
                      placeholder={
                        search.placeholder ?? t('placeholder.text', { ns: LIST_NS, title: inSentence })
                      }
                    />
                  ) : search.type === 'select' ? (
                    <Select
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('placeholder.select', { ns: LIST_NS, title: inSentence })}
                      options={search.options}
                    />
                  ) : (
                    <DatePicker.RangePicker
                      allowEmpty={[true, true]}
                      placeholder={[t('dateFrom', { ns: LIST_NS }), t('dateTo', { ns: LIST_NS })]}
                      style={{ width: '100%' }}
                    />
                  )}
                </Form.Item>
              </Col>
            );
          })}
          <Col flex="auto" style={{ alignSelf: 'flex-end', textAlign: 'right' }}>
            <Space wrap>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined />}
                data-testid="list-search-submit"
              >
                {t('search', { ns: LIST_NS })}
              </Button>
              <Button onClick={onReset} data-testid="list-search-reset">
                {t('reset', { ns: LIST_NS })}
              </Button>
              {collapsible && (
                <Button type="link" onClick={() => setExpanded((v) => !v)} data-testid="list-search-toggle">
                  {expanded ? t('collapse', { ns: LIST_NS }) : t('expand', { ns: LIST_NS })}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Col>
        </Row>
      </Form>
    </>
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { midSentence } from '@/shared/lib/format';
import { LIST_NS } from './i18n';
import type { AppNamespace } from '@/shared/i18n/keys';
import type { AnyTitle, ListColumn } from './types';
import { fieldOf, toFilters, toValues, type SearchValues } from './search-values';
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

/**
 * The search form of a list, from its columns' `search` specs (antd Form). Collapsed, it shows the first
 * items; a search always starts at page one.
 */
export const SearchForm = <Row, F>({ columns, ns, filters, onSearch, onReset }: Props<Row, F>) => {
  const { t, i18n } = useTranslation(LIST_NS);
  const titleOf = useColumnTitle(ns);
  const [expanded, setExpanded] = useState(false);
  const collapsible = columns.length > COLLAPSED_ITEMS;
  const shown = collapsible && !expanded ? columns.slice(0, COLLAPSED_ITEMS) : columns;
  const initialValues = toValues(columns, filters);

  return (
    <Form<SearchValues>
      // A new URL (back, forward, a link) puts its filters into the form.
      key={JSON.stringify(initialValues)}
      name="list-search"
      layout="inline"
      initialValues={initialValues}
      onFinish={(values) => onSearch(toFilters(columns, values))}
      style={{ rowGap: 12 }}
      data-testid="list-search"
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {columns.map((c) => {
          const title = titleOf(c.title);
          const inSentence = midSentence(title, i18n.language);
          const search = c.search!;
          return (
            <Col key={c.key} xs={24} sm={12} lg={8} xxl={6} hidden={!shown.includes(c)}>
              <Form.Item name={fieldOf(c)} label={title} style={{ width: '100%', marginInlineEnd: 0 }}>
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
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Space>
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
  );
};

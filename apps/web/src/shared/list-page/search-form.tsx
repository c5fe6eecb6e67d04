import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { midSentence } from '../lib/format';
import { LIST_NS } from './i18n';
import type { ListColumn } from './types';

/** Items shown while the form is collapsed. */
const COLLAPSED_ITEMS = 3;

type Values = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;
type Props<Row, F> = {
  /** The visible search items, in the user's order. */
  columns: ListColumn<Row, F>[];
  ns: string;
  filters: F;
  onSearch: (filters: Partial<F>) => void;
  onReset: () => void;
};

const fieldOf = <Row, F>(c: ListColumn<Row, F>) =>
  c.search && c.search.type !== 'dateRange' ? (c.search.field ?? c.key) : c.key;

/** The form's values from the URL's filters. */
const toValues = <Row, F>(columns: ListColumn<Row, F>[], filters: F): Values => {
  const source = filters as Record<string, unknown>;
  const values: Values = {};
  for (const c of columns) {
    const search = c.search;
    if (!search) continue;
    if (search.type === 'dateRange') {
      const from = source[search.from];
      const to = source[search.to];
      if (from || to) {
        values[c.key] = [
          typeof from === 'string' ? dayjs(from) : null,
          typeof to === 'string' ? dayjs(to) : null,
        ];
      }
    } else {
      const v = source[fieldOf(c)];
      if (typeof v === 'string') values[fieldOf(c)] = v;
    }
  }
  return values;
};

/** The filters from the form: blanks left out, picked days as the user's start and end of day. */
export const toFilters = <Row, F>(columns: ListColumn<Row, F>[], values: Values): Partial<F> => {
  const out: Record<string, string> = {};
  for (const c of columns) {
    const search = c.search;
    if (!search) continue;
    if (search.type === 'dateRange') {
      const range = values[c.key];
      if (Array.isArray(range)) {
        if (range[0]) out[search.from] = range[0].startOf('day').toISOString();
        if (range[1]) out[search.to] = range[1].endOf('day').toISOString();
      }
    } else {
      const v = values[fieldOf(c)];
      if (typeof v === 'string' && v.trim() !== '') out[fieldOf(c)] = v.trim();
    }
  }
  return out as Partial<F>;
};

/**
 * The search form of a list, from its columns' `search` specs (antd Form). Collapsed, it shows the first
 * items; a search always starts at page one.
 */
export const SearchForm = <Row, F>({ columns, ns, filters, onSearch, onReset }: Props<Row, F>) => {
  const { t, i18n } = useTranslation([ns, LIST_NS]);
  const [expanded, setExpanded] = useState(false);
  const collapsible = columns.length > COLLAPSED_ITEMS;
  const shown = collapsible && !expanded ? columns.slice(0, COLLAPSED_ITEMS) : columns;
  const initialValues = toValues(columns, filters);

  return (
    <Form<Values>
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
          const title = t(c.title, { ns });
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

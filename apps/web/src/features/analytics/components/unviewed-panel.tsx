import { Link, Typography } from '@mui/material';
import type { AnalyticsQuery, Unviewed } from '@stockroom/contract';
import { Link as RouterLink } from 'react-router';
import { useUnviewed } from '../api/unviewed';
import { PanelCard } from './panel-card';
import { type PanelColumn, PanelTable, tableCsv } from './panel-table';

const addedOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

const columns: PanelColumn<Unviewed['products'][number]>[] = [
  {
    header: 'Product',
    value: (product) => product.title,
    render: (product) => (
      <Link component={RouterLink} to={`/products/${product.id}`}>
        {product.title}
      </Link>
    ),
  },
  {
    header: 'Added',
    nowrap: true,
    value: (product) => product.created_at.slice(0, 10),
    render: (product) => addedOn.format(new Date(product.created_at)),
  },
];

/** Live products nobody opened in the period, oldest first: candidates to promote or retire. */
export function UnviewedPanel({ query }: { query: AnalyticsQuery }) {
  const result = useUnviewed(query);
  return (
    <PanelCard
      title="Products nobody viewed"
      result={result}
      isEmpty={(data) => data.total === 0}
      emptyTitle="Every product was viewed in this period"
      csv={(data) => ({
        what: 'products nobody viewed',
        period: data.period,
        file: () => tableCsv('unviewed-products', columns, data.products),
      })}
    >
      {(data) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.total === data.products.length
              ? `${data.total.toLocaleString('en')} products`
              : `The oldest ${data.products.length} of ${data.total.toLocaleString('en')} products`}
          </Typography>
          <PanelTable
            caption="Products nobody viewed, oldest first"
            columns={columns}
            rows={data.products}
            rowKey={(product) => product.id}
            maxHeight={360}
          />
        </>
      )}
    </PanelCard>
  );
}

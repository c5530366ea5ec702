import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { ApiError } from '../../../../lib/api-errors';
import { useRequestedProduct, useRequestedTransaction } from '../../api/prefill';
import type { FormLink } from './form-link';

/** A read that says the record is not there for this member (gone, or never theirs). */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * The product and the customized file a link names, read for their names. One that is gone is
 * left out of the request rather than sent and refused.
 */
export function useRequestSubject(link: FormLink) {
  const product = useRequestedProduct(link.productId);
  const transaction = useRequestedTransaction(link.transactionId);
  const productMissing = isMissing(product.error);
  const transactionMissing = isMissing(transaction.error);
  return {
    product,
    transaction,
    productMissing,
    transactionMissing,
    ids: {
      productId: productMissing ? null : (link.productId ?? transaction.data?.product_id ?? null),
      transactionId: transactionMissing ? null : link.transactionId,
    },
  };
}

function Line({ label, value, loading }: { label: string; value: string | undefined; loading: boolean }) {
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" color="text.secondary">
        {label}:{' '}
      </Typography>
      {loading ? <Skeleton variant="text" width={180} sx={{ display: 'inline-block' }} /> : value}
    </Typography>
  );
}

/** What the request is about, when the link said: the product's title and the file's name. */
export function SubjectSummary({ subject, link }: { subject: ReturnType<typeof useRequestSubject>; link: FormLink }) {
  const { product, transaction, productMissing, transactionMissing } = subject;
  const productTitle = product.data?.title ?? transaction.data?.product_title;
  const showProduct = !productMissing && (link.productId !== null || transaction.data !== undefined);
  const showFile = link.transactionId !== null && !transactionMissing;
  if (!showProduct && !showFile && !productMissing && !transactionMissing) return null;
  return (
    <Stack spacing={1}>
      {(showProduct || showFile) && (
        <Paper variant="outlined" component="section" aria-label="What this request is about" sx={{ p: 1.5 }}>
          {showProduct && (
            <Line
              label="Product"
              value={productTitle ?? 'could not be read'}
              loading={productTitle === undefined && (product.isFetching || transaction.isFetching)}
            />
          )}
          {showFile && (
            <Line
              label="Customized file"
              value={transaction.data?.file_name ?? 'could not be read'}
              loading={transaction.data === undefined && transaction.isFetching}
            />
          )}
        </Paper>
      )}
      {(productMissing || transactionMissing) && (
        <Alert severity="info">
          The {productMissing ? 'product' : 'customized file'} in this link is not available to you, so the request is
          sent without it.
        </Alert>
      )}
    </Stack>
  );
}

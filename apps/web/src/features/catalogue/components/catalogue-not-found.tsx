import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-errors';

/** The server answers 404 for what is missing and for what the member may not see alike. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

interface CatalogueNotFoundProps {
  title: string;
  children: string;
  action?: { label: string; to: string };
}

/** A catalogue address that leads nowhere, with a way back. */
export function CatalogueNotFound({
  title,
  children,
  action = { label: 'Browse products', to: '/products' },
}: CatalogueNotFoundProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ mb: 2 }}>{children}</Typography>
      <Button component={Link} to={action.to} variant="contained">
        {action.label}
      </Button>
    </>
  );
}

import { Typography } from '@mui/material';
import { useEffect } from 'react';

/** The page's one h1; also names the browser tab after it. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Stockroom`;
    return () => {
      document.title = 'Stockroom';
    };
  }, [children]);
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}

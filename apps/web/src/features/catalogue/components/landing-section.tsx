import { Box, Button, Stack, Typography } from '@mui/material';
import type { ProductSection } from '@stockroom/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { LANDING_CARDS } from '../api/landing';
import { CategoryDescription } from './category-description';
import { ProductGrid } from './product-grid';

/** One category on the landing page: its first products, pinned first as the server orders them. */
export function LandingSection({ section }: { section: ProductSection }) {
  const headingId = useId();
  const shown = section.products.slice(0, LANDING_CARDS);
  const hasMore = section.products.length > LANDING_CARDS || section.total_pages > 1;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {section.title}
        </Typography>
        {hasMore && (
          <Button component={Link} to={section.link} aria-label={`See all in ${section.title}`}>
            See all
          </Button>
        )}
      </Stack>
      <Box sx={{ mb: 2 }}>
        <CategoryDescription description={section.description} bold={section.descriptionBold} />
      </Box>
      <ProductGrid products={shown} sectionPermission={section.category_permission} label={section.title} />
    </Box>
  );
}

import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { type ColorClass, DEFAULT_COLORS, type TemplateSummary } from '@stockroom/contract';
import { Children, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatTemplateSize } from '../../../lib/template-size';
import { adminProductAddress, formatBytes, formatPages, placeholderToken } from './template-format';

/** A colour class with a swatch of the neutral colour the previews paint it in. */
function ClassChip({ name }: { name: ColorClass }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={name}
      icon={
        <Box
          aria-hidden
          sx={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            bgcolor: DEFAULT_COLORS[name],
            border: 1,
            borderColor: 'grey.500',
            flexShrink: 0,
          }}
        />
      }
    />
  );
}

function ChipList({ label, children }: { label: string; children: ReactNode[] }) {
  if (children.length === 0) return <Typography variant="body2">None</Typography>;
  return (
    <Stack component="ul" aria-label={label} direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}>
      {/* Children.map keys each item by its chip's own key. */}
      {Children.map(children, (child) => (
        <Box component="li" sx={{ listStyle: 'none' }}>
          {child}
        </Box>
      ))}
    </Stack>
  );
}

export const ColorClassChips = ({ classes }: { classes: readonly ColorClass[] }) => (
  <ChipList label="Colour classes">
    {classes.map((name) => (
      <ClassChip key={name} name={name} />
    ))}
  </ChipList>
);

export const PlaceholderChips = ({ placeholders }: { placeholders: readonly string[] }) => (
  <ChipList label="Placeholders">
    {placeholders.map((name) => (
      <Chip key={name} size="small" label={placeholderToken(name)} sx={{ fontFamily: 'monospace' }} />
    ))}
  </ChipList>
);

/** The products whose design template this is, each a link to it in the products table. */
export function TemplateProducts({
  products,
  onFollow,
}: {
  products: TemplateSummary['products'];
  /** Called as a link is followed (a dialog closes). */
  onFollow?: () => void;
}) {
  if (products.length === 0) return <Typography variant="body2">No product uses it yet</Typography>;
  return (
    <Stack component="ul" aria-label="Products using it" sx={{ m: 0, pl: 2.5 }}>
      {products.map((product) => (
        <Typography component="li" variant="body2" key={product.id}>
          <Link component={RouterLink} to={adminProductAddress(product)} onClick={onFollow}>
            {product.title}
          </Link>
        </Typography>
      ))}
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
        {children}
      </Box>
    </Box>
  );
}

/** What the sanitizer found in a template, as a two-column list of terms. */
export function TemplateFacts({ template, compact = false }: { template: TemplateSummary; compact?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(88px, auto) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      <Fact term="Size">{formatTemplateSize(template)}</Fact>
      <Fact term="Pages">{formatPages(template.page_names)}</Fact>
      <Fact term="Colours">
        <ColorClassChips classes={template.classes} />
      </Fact>
      <Fact term="Texts">
        <PlaceholderChips placeholders={template.placeholders} />
      </Fact>
      <Fact term="Logo slot">{template.has_logo_slot ? 'Yes: {{logo}} takes the brand’s logo' : 'No'}</Fact>
      <Fact term="File">
        {compact
          ? formatBytes(template.size_bytes)
          : `${formatBytes(template.size_bytes)}, ${template.element_count} elements, version ${template.version}`}
      </Fact>
      <Fact term="Used by">
        <TemplateProducts products={template.products} />
      </Fact>
    </Box>
  );
}

import { TextField } from '@mui/material';
import { isReservedSlug, slugify } from '@stockroom/contract';

interface SlugPreviewProps {
  /** The name as typed. */
  name: string;
  /** The saved name and slug of the category being edited. */
  savedName?: string;
  savedSlug?: string;
}

/**
 * The category's address, read-only: the server makes the slug from the name. While the name is
 * unchanged it shows the server's slug; otherwise the slug the name will give, as a preview.
 */
export function SlugPreview({ name, savedName, savedSlug }: SlugPreviewProps) {
  const unchanged = savedSlug !== undefined && name.trim() === savedName;
  const slug = unchanged ? savedSlug : slugify(name);
  const hint = !slug
    ? 'Made from the name: use at least one letter or digit.'
    : unchanged
      ? `The category's page is /${slug}.`
      : isReservedSlug(slug)
        ? `“/${slug}” is an address the app uses; the server will refuse this name.`
        : `Preview: once saved, the category's page will be /${slug}.`;
  return <TextField label="Slug" value={slug} helperText={hint} fullWidth slotProps={{ input: { readOnly: true } }} />;
}

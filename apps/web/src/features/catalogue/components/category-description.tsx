import { Box, Typography } from '@mui/material';

interface CategoryDescriptionProps {
  description: string;
  /** The first word of the category's bold description (spec §3). */
  bold: string;
}

/**
 * A category's description led by its bold word. When the description starts with that word, the
 * word is made bold in place rather than said twice. Otherwise it is a lead-in of its own, on its
 * own line: run into the sentence it would read as its first word ("Tangible Door hangers…").
 */
export function CategoryDescription({ description, bold }: CategoryDescriptionProps) {
  if (!description && !bold) return null;
  const startsWithBold = bold !== '' && description.startsWith(bold) && !/\w/.test(description.charAt(bold.length));
  if (startsWithBold || !bold) {
    return (
      <Typography color="text.secondary">
        {bold && <strong>{bold}</strong>}
        {startsWithBold ? description.slice(bold.length) : description}
      </Typography>
    );
  }
  return (
    <Typography color="text.secondary">
      <Box component="strong" sx={{ display: 'block' }}>
        {bold}
      </Box>
      {/* Kept for copying and reading aloud: the lead-in and the sentence stay two words apart. */} {description}
    </Typography>
  );
}

import { Typography } from '@mui/material';

interface CategoryDescriptionProps {
  description: string;
  /** The first word of the category's bold description (spec §3). */
  bold: string;
}

/**
 * A category's description led by its bold word. When the description already starts with that
 * word, the word is made bold in place rather than said twice.
 */
export function CategoryDescription({ description, bold }: CategoryDescriptionProps) {
  if (!description && !bold) return null;
  const startsWithBold = bold !== '' && description.startsWith(bold) && !/\w/.test(description.charAt(bold.length));
  const rest = startsWithBold ? description.slice(bold.length) : description && ` ${description}`;
  return (
    <Typography color="text.secondary">
      {bold && <strong>{bold}</strong>}
      {rest}
    </Typography>
  );
}

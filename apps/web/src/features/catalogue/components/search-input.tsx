import { styled } from '@mui/material/styles';

/** A native search box drawn like an outlined MUI input, with room for an icon at its start. */
export const SearchInput = styled('input')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(2, 1.75, 2, 6),
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  color: theme.palette.text.primary,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': {
    outline: 'none',
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

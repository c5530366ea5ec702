import { createTheme } from '@mui/material';

/** Stockroom's look: a calm blue, readable contrast, buttons without shouting capitals. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4f91' },
    secondary: { main: '#0f766e' },
    background: { default: '#f7f8fa' },
  },
  shape: { borderRadius: 8 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
});

import { createTheme } from '@mui/material';

/**
 * Stockroom's look: a calm blue, readable contrast, buttons without shouting capitals. Without CSS
 * variables or colour schemes, which the build leaves out of MUI (mui-without-css-vars.ts).
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4f91' },
    secondary: { main: '#0f766e' },
    background: { default: '#f7f8fa' },
    // Darker than MUI's defaults so that white text on them (filled chips: "Locked", "Draft")
    // reaches WCAG AA's 4.5:1; the defaults give 3.0:1 and 4.1:1.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
  },
  shape: { borderRadius: 8 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    // MUI gives a dialog's buttons 8 px of room: on a phone, where a form dialog fills the screen,
    // its last button touched the edge. They line up with the content's 24 px instead, and wrap
    // with an even gap when they do not fit on one line.
    MuiDialogActions: {
      styleOverrides: {
        root: {
          padding: '12px 24px 16px',
          flexWrap: 'wrap',
          gap: 8,
          '& > :not(style) ~ :not(style)': { marginLeft: 0 },
        },
      },
    },
  },
});

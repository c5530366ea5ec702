/** The pairs templates put text on, by the brand's colour keys: text first, background second. */
export const CONTRAST_PAIRS = [
  { label: 'Dark on light', text: 'dark1', background: 'light1' },
  { label: 'Light on dark', text: 'light1', background: 'dark1' },
  { label: 'Light on accent', text: 'light1', background: 'accent1' },
] as const;

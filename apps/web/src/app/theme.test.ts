import { expect, it } from 'vitest';
import { theme } from './theme';

// The build leaves MUI's CSS-variables themes out (mui-without-css-vars.ts): a theme that asked for
// them would stop the built app at its first render, while tests and the dev server still passed.
it('asks MUI for neither CSS variables nor colour schemes', () => {
  expect(theme).not.toHaveProperty('colorSchemes');
  expect(theme).not.toHaveProperty('vars');
});

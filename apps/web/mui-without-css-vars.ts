/**
 * MUI's createTheme and ThemeProvider decide at run time whether a theme uses CSS variables, so both
 * import that machinery (extendTheme, CssVarsProvider, colour-scheme storage: about 7 KB gzipped on
 * every page) even for a theme like ours (src/app/theme.ts) that asks for neither CSS variables nor
 * colour schemes. This build leaves that branch out of those two modules; a theme that asks for it
 * stops the app at its first render with an error that says so, rather than rendering half-styled.
 */
import type { Plugin } from 'vite';

const MESSAGE =
  'This build leaves out MUI themes with CSS variables or colour schemes: see apps/web/mui-without-css-vars.ts';

/** Each module, and the import of the CSS-variables branch that it loses. */
const CUTS = [
  {
    module: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    from: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    to: `const createThemeWithVars = () => { throw new Error(${JSON.stringify(MESSAGE)}); };`,
  },
  {
    module: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    from: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    to: `const CssVarsProvider = () => { throw new Error(${JSON.stringify(MESSAGE)}); };`,
  },
];

export function muiWithoutCssVars(): Plugin {
  return {
    name: 'mui-without-css-vars',
    apply: 'build',
    transform(code, id) {
      const cut = CUTS.find((c) => c.module.test(id));
      if (!cut) return null;
      // A new MUI that moved the import would silently bring the 7 KB back: say so instead.
      if (!code.includes(cut.from)) this.error(`${id} no longer has ${cut.from}: update mui-without-css-vars.ts`);
      return { code: code.replace(cut.from, cut.to), map: null };
    },
  };
}

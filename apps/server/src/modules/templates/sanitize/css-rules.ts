/**
 * CSS in a template (`<style>` and `style=""`), parsed with css-tree rather than matched by
 * patterns: no `@import`, no `url()` other than `url(#id)`, no script-bearing functions or
 * addresses. Escapes are refused outright: no template needs them, and they are how a `url(` or a
 * `javascript:` is usually hidden from a checker.
 */
import { parse, walk } from 'css-tree';

const SCRIPTING_FUNCTIONS = new Set(['expression', 'image-set', '-webkit-image-set', 'src', 'element', 'paint']);
const SCRIPTING_PROPERTIES = new Set(['behavior', '-moz-binding']);

export const isLocalUrl = (value: string) => /^#[A-Za-z_][\w.:-]*$/.test(value.trim());

/** Why a stylesheet or a style attribute is refused; empty when it is fine. */
export function cssProblems(css: string, context: 'stylesheet' | 'declarationList', where: string): string[] {
  const problems = new Set<string>();
  if (css.includes('\\')) problems.add(`${where} uses a CSS escape (\\), which is not allowed`);
  if (css.includes('<')) problems.add(`${where} contains "<", which CSS never needs`);
  if (/javascript:|vbscript:/i.test(css)) problems.add(`${where} contains a javascript: address`);
  let ast: ReturnType<typeof parse>;
  try {
    ast = parse(css, {
      context,
      onParseError: () => problems.add(`${where} is not valid CSS`),
    });
  } catch {
    return [...problems, `${where} is not valid CSS`];
  }
  walk(ast, (node) => {
    if (node.type === 'Atrule' && node.name.toLowerCase() === 'import') {
      problems.add(`${where} uses @import, which could load a file from elsewhere`);
    } else if (node.type === 'Url' && !isLocalUrl(node.value)) {
      problems.add(`${where} refers to url(${node.value.slice(0, 60)}): only url(#id) is allowed`);
    } else if (node.type === 'Function' && SCRIPTING_FUNCTIONS.has(node.name.toLowerCase())) {
      problems.add(`${where} uses the CSS function ${node.name}(), which is not allowed`);
    } else if (node.type === 'Declaration' && SCRIPTING_PROPERTIES.has(node.property.toLowerCase())) {
      problems.add(`${where} uses the CSS property ${node.property}, which is not allowed`);
    } else if (node.type === 'Raw' && /url\s*\(/i.test(node.value)) {
      problems.add(`${where} has a url() css-tree could not read`);
    }
  });
  return [...problems];
}

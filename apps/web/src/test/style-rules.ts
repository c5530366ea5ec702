import { createRequire } from 'node:module';

/**
 * Testing Library asks for the computed style of each element a role query walks, and jsdom answers
 * by matching the element and its ancestors against every CSS rule in the document: its own default
 * sheet and hundreds of emotion rules from MUI, nearly all of them for a tag or a class the element
 * does not have. That took most of a screen test's time. The shortcuts below give the answers jsdom
 * would give, only sooner.
 */

interface ElementImpl {
  readonly localName: string;
  getAttributeNS(namespace: null, name: string): string | null;
}
interface DomSelector {
  check(selector: string, element: ElementImpl): { match: boolean };
}
interface DocumentImpl {
  _domSelector?: DomSelector;
  /** jsdom's rules matched per element, dropped on any change to the document. */
  _styleCache: object | null;
}

/** What the compound a complex selector ends with asks of the element. */
interface KeyCompound {
  tag: string | null;
  classes: string[];
  pseudoElement: boolean;
}

const NO_MATCH = { match: false, ast: null, pseudoElement: null };
const NAME = /^[-\w\u0080-\uffff]+/;

/** Visits `text` outside quotes, brackets and parentheses; false if they do not balance. */
function scanTopLevel(text: string, visit: (index: number) => number | undefined): boolean {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) i = visit(i) ?? i;
  }
  return depth === 0 && !quote;
}

/** One key compound per selector of the list; null when one of them asks nothing cheap to check. */
function keyCompounds(list: string): KeyCompound[] | null {
  if (list.includes('\\')) return null;
  const keys: (KeyCompound | null)[] = [];
  let start = 0;
  const balanced = scanTopLevel(`${list},`, (i) => {
    const c = list[i] ?? ',';
    if (c === ',') keys.push(keyCompound(list.slice(start, i)));
    if (', \t\n\r\f>+~'.includes(c)) start = i + 1;
    return undefined;
  });
  return balanced && keys.every((key) => key !== null) ? (keys as KeyCompound[]) : null;
}

function keyCompound(text: string): KeyCompound | null {
  if (text.includes('|')) return null;
  const key: KeyCompound = { tag: NAME.exec(text)?.[0]?.toLowerCase() ?? null, classes: [], pseudoElement: false };
  scanTopLevel(text, (i) => {
    if (text[i] === ':' && text[i + 1] === ':') key.pseudoElement = true;
    if (text[i] !== '.') return undefined;
    const name = NAME.exec(text.slice(i + 1))?.[0] ?? '';
    if (name) key.classes.push(name);
    return i + name.length;
  });
  return key.tag || key.classes.length > 0 || key.pseudoElement ? key : null;
}

/**
 * Answers "no match" at once when the element cannot match the rule: the selector's last compound
 * names another tag, a class the element lacks, or a pseudo-element (jsdom applies none of those).
 * Anything else goes to jsdom.
 */
function skipRulesThatCannotMatch(domSelector: DomSelector) {
  const check = domSelector.check.bind(domSelector);
  const selectors = new Map<string, KeyCompound[] | null>();
  const classSets = new Map<string, Set<string>>();
  const classesOf = (element: ElementImpl) => {
    const attribute = element.getAttributeNS(null, 'class') ?? '';
    let classes = classSets.get(attribute);
    if (!classes) {
      classes = new Set(attribute.split(/[\t\n\f\r ]+/));
      classSets.set(attribute, classes);
    }
    return classes;
  };
  const cannotMatch = (key: KeyCompound, element: ElementImpl) =>
    key.pseudoElement ||
    (key.tag !== null && key.tag !== element.localName.toLowerCase()) ||
    key.classes.some((name) => !classesOf(element).has(name));
  domSelector.check = (selector, element) => {
    let keys = selectors.get(selector);
    if (keys === undefined) {
      keys = keyCompounds(selector);
      selectors.set(selector, keys);
    }
    return keys?.every((key) => cannotMatch(key, element)) ? NO_MATCH : check(selector, element);
  };
}

/**
 * jsdom works an element's computed style out anew on each call, walking up its ancestors for the
 * inherited properties, and one query asks several times per element. An answer is kept as long as
 * jsdom keeps the matched rules it was worked out from.
 */
function reuseComputedStyles(documentImpl: DocumentImpl) {
  const computed = window.getComputedStyle;
  let generation: object | null = null;
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = (element, pseudoElement) => {
    if (pseudoElement || !(element instanceof Element) || element.ownerDocument !== document) {
      return computed.call(window, element, pseudoElement);
    }
    const current = documentImpl._styleCache !== null && documentImpl._styleCache === generation;
    let style = current ? styles.get(element) : undefined;
    if (!style) {
      style = computed.call(window, element);
      if (documentImpl._styleCache !== generation) {
        generation = documentImpl._styleCache;
        styles = new WeakMap();
      }
      if (generation) styles.set(element, style);
    }
    return style;
  };
}

export function speedUpComputedStyles() {
  // Class names match case-insensitively in quirks mode; the test document is in standards mode.
  if (document.compatMode !== 'CSS1Compat') return;
  const { implForWrapper } = createRequire(import.meta.url)('jsdom/lib/jsdom/living/generated/utils.js');
  const documentImpl: DocumentImpl | null = implForWrapper(document);
  if (typeof documentImpl?._domSelector?.check !== 'function' || !('_styleCache' in documentImpl)) return;
  skipRulesThatCannotMatch(documentImpl._domSelector);
  reuseComputedStyles(documentImpl);
}

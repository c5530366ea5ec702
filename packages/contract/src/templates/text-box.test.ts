import { describe, expect, it } from 'vitest';
import type { SvgElement } from './document';
import { textBoxOf } from './text-box';

const text = (attrs: Record<string, string>, children: SvgElement['children'] = ['GRAND OPENING']): SvgElement => ({
  name: 'text',
  attrs,
  children,
});
const boxed = (attrs: Record<string, string> = {}) =>
  text({ x: '100', y: '200', 'font-size': '40', 'data-width': '300', ...attrs });
const problemsOf = (element: SvgElement, inherited: Record<string, string> = {}) => {
  const result = textBoxOf(element, inherited);
  return result && 'problems' in result ? result.problems : [];
};

describe('textBoxOf', () => {
  it('is null for a text that declares no box', () => {
    expect(textBoxOf(text({ x: '10', y: '20', 'font-size': '12' }), {})).toBeNull();
  });

  it('reads a box with its defaults: one line, 1.2 line height, 70 % minimum, top, start', () => {
    expect(textBoxOf(boxed(), {})).toEqual({
      box: {
        x: 100,
        y: 200,
        width: 300,
        height: 48,
        fontSize: 40,
        minSize: 28,
        lineHeight: 1.2,
        valign: 'top',
        anchor: 'start',
        face: 'regular',
        letterSpacing: 0,
      },
    });
    expect(textBoxOf(text({ 'font-size': '10', 'data-width': '50' }), {})).toMatchObject({ box: { x: 0, y: 0 } });
  });

  it('reads every attribute of a box, and those the text inherits', () => {
    const element = boxed({
      'data-lines': '3',
      'data-line-height': '1.5',
      'data-min-size': '50%',
      'data-valign': 'bottom',
      'letter-spacing': '2',
    });
    const inherited = { 'text-anchor': 'middle', 'font-weight': '700', 'font-style': 'italic', 'letter-spacing': '9' };
    expect(textBoxOf(element, inherited)).toEqual({
      box: {
        x: 100,
        y: 200,
        width: 300,
        height: 180,
        fontSize: 40,
        minSize: 20,
        lineHeight: 1.5,
        valign: 'bottom',
        anchor: 'middle',
        face: 'bold',
        letterSpacing: 2, // its own wins over the inherited
      },
    });
    expect(textBoxOf(boxed({ 'data-height': '75', 'data-min-size': '30' }), { 'font-style': 'italic' })).toMatchObject({
      box: { height: 75, minSize: 30, face: 'italic' },
    });
    expect(textBoxOf(boxed({ 'font-weight': 'bold', 'text-anchor': 'end' }), { 'font-weight': '300' })).toMatchObject({
      box: { face: 'bold', anchor: 'end' },
    });
  });

  it('takes an older template’s data-max-width as a one-line width', () => {
    const element = text({ x: '10', y: '50', 'font-size': '20', 'data-max-width': '120' });
    expect(textBoxOf(element, {})).toMatchObject({ box: { width: 120, height: 24 } });
  });

  it('names the text and says what to give for each attribute it cannot use', () => {
    expect(problemsOf(boxed({ 'data-lines': '0' }))).toEqual([
      'the text "GRAND OPENING" has data-lines="0": give 1 to 20 lines',
    ]);
    const cases: [Record<string, string>, string][] = [
      [{ 'data-width': '-5' }, 'data-width="-5": give a width above 0'],
      [{ 'data-width': '30%' }, 'data-width="30%": give a width above 0'],
      [{ 'data-lines': '21' }, 'give 1 to 20 lines'],
      [{ 'data-lines': '1.5' }, 'give 1 to 20 lines'],
      [{ 'data-height': '0' }, 'data-height="0": give a height above 0'],
      [{ 'data-lines': '2', 'data-height': '80' }, 'has both data-lines and data-height: give one'],
      [{ 'data-line-height': '0.5' }, 'data-line-height="0.5": give a ratio of the font size from 0.8 to 3'],
      [{ 'data-line-height': '4' }, 'give a ratio of the font size from 0.8 to 3'],
      [{ 'data-min-size': '5%' }, 'data-min-size="5%": give 10% to 100%'],
      [{ 'data-min-size': '120%' }, 'give 10% to 100%'],
      [{ 'data-min-size': '41' }, 'at most the font-size'],
      [{ 'data-min-size': '0' }, 'at most the font-size'],
      [{ 'data-valign': 'center' }, 'data-valign="center": give top, middle or bottom'],
      [{ 'text-anchor': 'left' }, 'has text-anchor="left": give start, middle or end'],
      [{ 'font-size': '2em' }, 'font-size="2em": give a plain number above 0'],
      [{ 'font-size': '0' }, 'font-size="0": give a plain number above 0'],
      [{ 'font-weight': 'heavy' }, 'font-weight="heavy": give normal, bold or a number from 1 to 1000'],
      [{ 'font-style': 'slanted' }, 'font-style="slanted": give normal or italic'],
      [{ 'letter-spacing': '0.1em' }, 'letter-spacing="0.1em": give a plain number'],
      [{ x: '10 20 30' }, 'x="10 20 30": give a single number'],
      [{ y: 'abc' }, 'y="abc": give a single number'],
      [{ dx: '3' }, 'has dx: a text with a box cannot move or stretch its characters'],
      [{ dy: '3' }, 'has dy'],
      [{ rotate: '10' }, 'has rotate'],
      [{ style: 'fill:red; font-size: 30px' }, 'sets font-size in its style: give it as an attribute'],
      [{ 'data-max-width': '200' }, 'has both data-width and data-max-width: keep data-width only'],
    ];
    for (const [attrs, problem] of cases) {
      const problems = problemsOf(boxed(attrs));
      expect(problems, JSON.stringify(attrs)).toHaveLength(1);
      expect(problems[0]).toContain(problem);
      expect(problems[0]).toMatch(/^the text "GRAND OPENING" /);
    }
  });

  it('needs a font-size of the text’s own', () => {
    const element = text({ 'data-width': '300' });
    expect(problemsOf(element, { 'font-size': '40' })).toEqual([
      'the text "GRAND OPENING" has no font-size of its own: a text with a box needs one, as a plain number',
    ]);
  });

  it('says which inherited attribute it cannot use', () => {
    expect(problemsOf(boxed(), { 'text-anchor': 'inherit', 'letter-spacing': '1px' })).toEqual([
      'the text "GRAND OPENING" inherits text-anchor="inherit": give start, middle or end',
      'the text "GRAND OPENING" inherits letter-spacing="1px": give a plain number in user units',
    ]);
  });

  it('refuses elements inside a boxed text, and box attributes without a width', () => {
    const nested = text({ 'font-size': '40', 'data-width': '300' }, [
      'Call ',
      { name: 'tspan', attrs: {}, children: ['now'] },
    ]);
    expect(problemsOf(nested)).toEqual([
      'the text "Call now" holds a <tspan>: a text with a box holds plain text only',
    ]);
    expect(problemsOf(text({ 'font-size': '40', 'data-lines': '2' }))).toEqual([
      'the text "GRAND OPENING" has data-lines but no data-width: give its box a width',
    ]);
  });

  it('quotes a long text short, and an empty one as such', () => {
    const long = text({ 'data-width': '300' }, ['Join us this Saturday for the grand opening of our new store']);
    expect(problemsOf(long)[0]).toMatch(/^the text "Join us this Saturday for…" has no font-size/);
    expect(problemsOf(text({ 'data-width': '300' }, []))[0]).toMatch(/^an empty text has no font-size/);
  });
});

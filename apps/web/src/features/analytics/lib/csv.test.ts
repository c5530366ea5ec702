import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv export', () => {
  it('writes a header row then one line per row', () => {
    expect(
      toCsv(
        ['query', 'count'],
        [
          ['shoes', 3],
          ['hats', 0],
        ],
      ),
    ).toBe('query,count\r\nshoes,3\r\nhats,0');
  });

  it('quotes fields holding commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('red, blue')).toBe('"red, blue"');
    expect(csvField('the "best" one')).toBe('"the ""best"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('turns cells a spreadsheet would run as a formula into text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('plain')).toBe('plain');
  });

  it('leaves numbers alone, negative ones included', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(0.25)).toBe('0.25');
  });
});

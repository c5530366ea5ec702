import { BRACKET_CLOSE_WORD, BRACKET_OPEN_WORD, type Brand } from '@stockroom/contract';
import { describe, expect, it } from 'vitest';
import { brandValues, decodeBrandKeys, encodeBrandKeys } from './brand-key-swap';

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  deleted_at: null,
};

describe('brand key swap', () => {
  it('sends brackets as the placeholder words, nested ones too, and leaves other keys and values alone', () => {
    expect(
      encodeBrandKeys({ 'contact[phone]': '+1 555', 'a[b][c]': 'x', 'a[[b]]': 'y', plain: '[kept]', gone: null }),
    ).toEqual({
      [`contact${BRACKET_OPEN_WORD}phone${BRACKET_CLOSE_WORD}`]: '+1 555',
      [`a${BRACKET_OPEN_WORD}b${BRACKET_CLOSE_WORD}${BRACKET_OPEN_WORD}c${BRACKET_CLOSE_WORD}`]: 'x',
      [`a${BRACKET_OPEN_WORD}${BRACKET_OPEN_WORD}b${BRACKET_CLOSE_WORD}${BRACKET_CLOSE_WORD}`]: 'y',
      plain: '[kept]',
      gone: null,
    });
  });

  it('restores the brackets of what the server answers', () => {
    const answered: Brand = {
      ...base,
      [`contact${BRACKET_OPEN_WORD}phone${BRACKET_CLOSE_WORD}`]: '+1 555',
      [`a${BRACKET_OPEN_WORD}b${BRACKET_CLOSE_WORD}${BRACKET_OPEN_WORD}c${BRACKET_CLOSE_WORD}`]: 'x',
      name: 'Northwind Fiber',
    };
    expect(decodeBrandKeys(answered)).toEqual({
      ...base,
      'contact[phone]': '+1 555',
      'a[b][c]': 'x',
      name: 'Northwind Fiber',
    });
  });

  it('comes back to the same keys both ways', () => {
    const values = { 'x[y]': '1', 'p[q][r]': '2', none: '3' };
    expect(decodeBrandKeys({ ...base, ...encodeBrandKeys(values) })).toEqual({ ...base, ...values });
  });

  it("gives the form a brand's values without its base record, a null as ''", () => {
    expect(brandValues({ ...base, name: 'Northwind Fiber', tagline: null })).toEqual({
      name: 'Northwind Fiber',
      tagline: '',
    });
  });
});

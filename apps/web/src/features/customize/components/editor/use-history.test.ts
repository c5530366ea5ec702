import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_GROUP_MS, HISTORY_LIMIT, useHistory } from './use-history';

interface Values {
  text: Record<string, string>;
  logo: string;
  /** Any field the values come to hold is kept in the history too. */
  photos?: Record<string, string>;
}
const start: Values = { text: { isp: 'Acme' }, logo: '' };

let now = 1_000_000;
const at = (ms: number) => {
  now = ms;
};
afterEach(() => vi.restoreAllMocks());

function setup() {
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return renderHook(() => useHistory<Values>(start));
}
const type = (set: ReturnType<typeof setup>['result']['current']['set'], name: string, text: string) =>
  act(() => set((v) => ({ ...v, text: { ...v.text, [name]: text } }), { group: `text:${name}` }));

describe('useHistory', () => {
  it('starts with nothing to undo or redo', () => {
    const { result } = setup();
    expect(result.current.value).toBe(start);
    expect(result.current.canUndo).toBe(false);
    expect(result.current.canRedo).toBe(false);
  });

  it('undoes and redoes whole values, any field of them', () => {
    const { result } = setup();
    at(0);
    act(() => result.current.set((v) => ({ ...v, logo: '/brand/logo.png' })));
    act(() => result.current.set((v) => ({ ...v, photos: { hero: '/photos/1.jpg' } })));
    expect(result.current.canUndo).toBe(true);

    act(() => result.current.undo());
    expect(result.current.value).toEqual({ ...start, logo: '/brand/logo.png' });
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.undo());
    expect(result.current.value).toBe(start);
    expect(result.current.canUndo).toBe(false);

    act(() => result.current.redo());
    act(() => result.current.redo());
    expect(result.current.value).toEqual({ ...start, logo: '/brand/logo.png', photos: { hero: '/photos/1.jpg' } });
    expect(result.current.canRedo).toBe(false);
  });

  it('makes one step of typing in one field, and a new one after a pause', () => {
    const { result } = setup();
    at(0);
    type(result.current.set, 'isp', 'Acme D');
    at(300);
    type(result.current.set, 'isp', 'Acme De');
    at(300 + HISTORY_GROUP_MS);
    type(result.current.set, 'isp', 'Acme Den');
    at(400 + HISTORY_GROUP_MS);
    type(result.current.set, 'isp', 'Acme Dent');

    act(() => result.current.undo());
    expect(result.current.value.text.isp).toBe('Acme De');
    act(() => result.current.undo());
    expect(result.current.value.text.isp).toBe('Acme');
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    expect(result.current.value.text.isp).toBe('Acme De');
  });

  it('starts a new step when another field changes, even at once', () => {
    const { result } = setup();
    at(0);
    type(result.current.set, 'isp', 'Acme Dental');
    at(100);
    type(result.current.set, 'phone', '555');
    at(200);
    type(result.current.set, 'isp', 'Acme Dental Co');
    act(() => result.current.undo());
    expect(result.current.value.text).toEqual({ isp: 'Acme Dental', phone: '555' });
    act(() => result.current.undo());
    expect(result.current.value.text).toEqual({ isp: 'Acme Dental' });
  });

  it('does not join typing after an undo to the step it undid', () => {
    const { result } = setup();
    at(0);
    type(result.current.set, 'isp', 'Acme D');
    at(100);
    act(() => result.current.undo());
    at(200);
    type(result.current.set, 'isp', 'Acme X');
    expect(result.current.canRedo).toBe(false);
    act(() => result.current.undo());
    expect(result.current.value).toEqual(start);
  });

  it('makes a step of a change without a group however soon it follows, and none of a change that changes nothing', () => {
    const { result } = setup();
    at(0);
    act(() => result.current.set((v) => ({ ...v, logo: 'a' })));
    act(() => result.current.set((v) => ({ ...v, logo: 'b' })));
    act(() => result.current.set((v) => ({ ...v, logo: 'b' })));
    act(() => result.current.undo());
    expect(result.current.value.logo).toBe('a');
    act(() => result.current.undo());
    expect(result.current.value).toBe(start);
    expect(result.current.canUndo).toBe(false);
  });

  it('forgets what redo held once something new is done', () => {
    const { result } = setup();
    at(0);
    act(() => result.current.set((v) => ({ ...v, logo: 'a' })));
    act(() => result.current.undo());
    act(() => result.current.set((v) => ({ ...v, logo: 'b' })));
    expect(result.current.canRedo).toBe(false);
  });

  it('drops a step that typing brought back to where it started', () => {
    const { result } = setup();
    at(0);
    type(result.current.set, 'isp', 'Acmex');
    at(100);
    type(result.current.set, 'isp', 'Acme');
    expect(result.current.canUndo).toBe(false);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    const { result } = setup();
    at(0);
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) act(() => result.current.set((v) => ({ ...v, logo: String(n) })));
    let steps = 0;
    while (result.current.canUndo) {
      act(() => result.current.undo());
      steps++;
    }
    expect(steps).toBe(HISTORY_LIMIT);
    expect(result.current.value.logo).toBe('5');
  });
});

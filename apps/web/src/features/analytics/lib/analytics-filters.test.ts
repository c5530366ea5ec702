import { describe, expect, it } from 'vitest';
import { periodProblem, readView, toQuery, withPeriod } from './analytics-filters';

const now = new Date('2026-11-28T09:00:00Z');
const provider = '0193a3f0-0000-7000-8000-000000000001';

describe('analytics view in the address', () => {
  it('asks for the last 30 days, unfiltered, when the address says nothing', () => {
    expect(toQuery(readView(new URLSearchParams()), now)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });

  it('reads a preset, a custom period and the filters back from a shared link', () => {
    expect(toQuery(readView(new URLSearchParams('days=7')), now)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    const view = readView(new URLSearchParams(`from=2026-01-01&to=2026-01-31&provider_id=${provider}`));
    expect(toQuery(view, now)).toEqual({ from: '2026-01-01', to: '2026-01-31', provider_id: provider });
  });

  it('ignores a malformed period or filter rather than sending it to the server', () => {
    const view = readView(new URLSearchParams('days=12&from=2026-02-10&to=2026-02-01&group_id=nope'));
    expect(view).toEqual({ period: { kind: 'preset', days: 30 }, filters: {} });
  });

  it('writes a period over the previous one and keeps the filters', () => {
    const custom = withPeriod(new URLSearchParams(`days=7&category_id=${provider}`), {
      kind: 'custom',
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(custom.toString()).toBe(`category_id=${provider}&from=2026-03-01&to=2026-03-05`);
    expect(withPeriod(custom, { kind: 'preset', days: 90 }).toString()).toBe(`category_id=${provider}&days=90`);
  });

  it('explains why a custom period cannot be asked for', () => {
    expect(periodProblem('2026-03-05', '2026-03-01')).toBe('The period ends before it starts');
    expect(periodProblem('2025-01-01', '2026-03-01')).toBe('A period is at most 366 days');
    expect(periodProblem('', '2026-03-01')).toBe('Choose both days');
    expect(periodProblem('2026-03-01', '2026-03-01')).toBeNull();
  });
});

/**
 * The database and the contract each spell the lists their columns hold: the kinds of event and the
 * actions of the activity log. A kind added to one and not the other would be stored and never
 * counted, or accepted and never stored.
 */
import { ACTIVITY_ACTIONS as CONTRACT_ACTIONS, MEASURE_KINDS } from '@stockroom/contract';
import { ACTIVITY_ACTIONS, EVENT_KINDS } from '@stockroom/db';
import { expect, it } from 'vitest';

it('counts every kind of event the database stores, and no other', () => {
  expect([...MEASURE_KINDS].sort()).toEqual([...EVENT_KINDS].sort());
});

it('names every action the activity log stores, and no other', () => {
  expect([...CONTRACT_ACTIONS].sort()).toEqual([...ACTIVITY_ACTIONS].sort());
});

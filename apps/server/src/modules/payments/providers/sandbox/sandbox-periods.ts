/**
 * One billing period on from `from`, in UTC. A day the next month lacks becomes its last day
 * (31 January → 28 or 29 February), as providers bill, instead of spilling into the month after.
 */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

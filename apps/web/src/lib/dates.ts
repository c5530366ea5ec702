const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Dec 26, 2026" in the reader's own locale; '' for a value that is no date. */
export const formatDay = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
};

/** An ILIKE pattern that matches `term` anywhere, with the term's own % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

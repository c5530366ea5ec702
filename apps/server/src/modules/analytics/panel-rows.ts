/** The rows the panels' SQL answers, whichever rollups it read. */
export type Num = string | number;
export type KindTotalRow = { what: 'count' | 'members'; kind: string; n: Num };
export type BucketRow = { start: string; kind: string | null; n: Num };
export type DimensionRow = { id: string; count: Num; members: Num };

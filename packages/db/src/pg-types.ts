import pg from 'pg';

const INT8 = 20;
const DATE = 1082;

/**
 * How column values come back, the same on PostgreSQL and PGlite: int8 as a JS number (block numbers,
 * counts and resource units stay far below 2^53; amounts are numeric, never int8), date as its
 * 'YYYY-MM-DD' text (pg's default would shift it by the local time zone), numeric as a decimal string.
 */
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inJsonbOrder } from './jsonb-order.js';
import { openDatabase } from './open.js';

describe('inJsonbOrder', () => {
  it('orders keys as jsonb gives them back, at any depth', async () => {
    const value = {
      typeName: 'x',
      type: 't',
      owner: 'o',
      é: 1,
      z: 2,
      ab: [{ zz: 1, a: 2, Bb: { y: 1, x: 2 } }],
      10: 'n',
      2: 'm',
    };
    const db = await openDatabase();
    try {
      const { rows } = await sql<{ v: unknown }>`SELECT ${JSON.stringify(value)}::jsonb AS v`.execute(
        db.kysely,
      );
      expect(JSON.stringify(inJsonbOrder(value))).toBe(JSON.stringify(rows[0]!.v));
      expect(JSON.stringify(value)).not.toBe(JSON.stringify(rows[0]!.v));
    } finally {
      await db.close();
    }
  });
});

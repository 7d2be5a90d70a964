import { describe, expect, it } from 'vitest';
import { Journal, JournaledMap } from './journal.js';

describe('journal', () => {
  it('reverts a transaction checkpoint and keeps committed writes', () => {
    const journal = new Journal(4);
    const map = new JournaledMap<string, number>(journal);
    journal.beginBlock();
    map.set('a', 1);
    journal.checkpoint();
    map.set('a', 2);
    map.set('b', 3);
    journal.revert();
    expect([...map.entries()]).toEqual([['a', 1]]);
    journal.checkpoint();
    map.delete('a');
    journal.commit();
    expect(map.has('a')).toBe(false);
  });

  it('unwinds whole blocks, newest first, within the kept window', () => {
    const journal = new Journal(2);
    const map = new JournaledMap<string, number>(journal);
    for (let block = 1; block <= 3; block++) {
      journal.beginBlock();
      map.set('height', block);
    }
    expect(journal.unwindableBlocks).toBe(2);
    journal.unwindBlock();
    expect(map.get('height')).toBe(2);
    journal.unwindBlock();
    expect(map.get('height')).toBe(1);
    expect(() => journal.unwindBlock()).toThrow(/no block/);
  });
});

/** One way the database disagrees with the node (or with itself). */
export interface AuditDifference {
  /** block, transaction, account, holder, token, witness, counter, checkpoint … */
  kind: string;
  /** what was compared: a block number, a hash, an address, a token id + holder … */
  key: string;
  field: string;
  database: string;
  /** the node's value, or the value recomputed from the database's own rows */
  expected: string;
}

export class Differences {
  readonly list: AuditDifference[] = [];
  checked = 0;

  /** Records a difference when the two values (compared as text) differ. */
  compare(kind: string, key: string, field: string, database: unknown, expected: unknown): void {
    this.checked++;
    const d = database === null || database === undefined ? 'null' : String(database);
    const e = expected === null || expected === undefined ? 'null' : String(expected);
    if (d !== e) this.list.push({ kind, key, field, database: d, expected: e });
  }
}

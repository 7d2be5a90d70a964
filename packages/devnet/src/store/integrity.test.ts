import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from '../index.js';

const BLOCKS = 20;

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/** Each test damages its own copy of one chain written by a devnet with traffic. */
describe('integrity of the data directory', () => {
  const dirs: string[] = [];
  let original: string;
  let heads: string[];
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'poxscan-devnet-integrity-'));
    dirs.push(dir);
    for (const file of ['blocks.log', 'state.json', 'devnet.json']) {
      writeFileSync(join(dir, file), readFileSync(join(original, file)));
    }
    return dir;
  };
  const lines = (dir: string) => readFileSync(join(dir, 'blocks.log'), 'utf8').split('\n');
  const offsetOf = (all: string[], n: number) =>
    all.slice(0, n).reduce((sum, l) => sum + Buffer.byteLength(l) + 1, 0);
  /** The first block whose line matches, and that line's byte offset. */
  const findLine = (dir: string, pattern: RegExp) => {
    const all = lines(dir);
    const n = all.findIndex((line, i) => i > 0 && pattern.test(line));
    expect(n).toBeGreaterThan(0);
    return { all, n, offset: offsetOf(all, n) };
  };
  const start = (dataDir: string, logger = pino({ level: 'silent' })) =>
    startDevnet({ port: 0, dataDir, produceBlocks: false, logger });

  beforeAll(async () => {
    original = mkdtempSync(join(tmpdir(), 'poxscan-devnet-integrity-'));
    dirs.push(original);
    const devnet = await startDevnet({ port: 0, dataDir: original, produceBlocks: false, traffic: 'low' });
    await devnet.hooks.produceBlocks(BLOCKS);
    heads = Array.from({ length: BLOCKS + 1 }, (_, n) => devnet.chain.store.idAt(n)!);
    await devnet.stop();
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a block log with one digit of an amount changed, naming the file, byte and block', async () => {
    const dir = copy();
    rmSync(join(dir, 'state.json'));
    const { all, n, offset } = findLine(dir, /"amount":\d+/);
    all[n] = all[n]!.replace(/"amount":(\d)/, (_m, d: string) => `"amount":${(Number(d) + 1) % 10}`);
    writeFileSync(join(dir, 'blocks.log'), all.join('\n'));
    await expect(start(dir)).rejects.toThrow(
      `${join(dir, 'blocks.log')} at byte ${offset}: block ${n} is damaged: transaction`,
    );
  });

  it('refuses a changed raw_data_hex, receipt, header or witness signature, and an unreadable line', async () => {
    const cases: Array<[RegExp, (line: string) => string, string]> = [
      [
        /"raw_data_hex":"/,
        (l) =>
          l.replace(/("raw_data_hex":"[0-9a-f]{20})([0-9a-f])/, (_m, a, d) => a + (d === '0' ? '1' : '0')),
        'is not the hash of its raw_data_hex',
      ],
      [
        /"fee":\d/,
        (l) => l.replace(/"fee":(\d)/, (_m, d: string) => `"fee":${(Number(d) + 1) % 10}`),
        'differs from what replaying it gives',
      ],
      [
        /"timestamp":\d/,
        (l) =>
          l.replace(
            /("witness_address":"[0-9a-f]+","parentHash":"[0-9a-f]+","version":\d+,"timestamp":\d+)(\d)/,
            (_m, a, d) => a + ((Number(d) + 1) % 10),
          ),
        'is not the hash of its header',
      ],
      [
        /"witness_signature":"/,
        (l) =>
          l.replace(
            /("witness_signature":"[0-9a-f]{10})([0-9a-f])/,
            (_m, a, d) => a + (d === '0' ? '1' : '0'),
          ),
        'the witness signature',
      ],
      [/,"info":\[/, (l) => l.replace(',"info":[', ',"info":7,"was":['), 'unreadable'],
    ];
    for (const [pattern, damage, reason] of cases) {
      const dir = copy();
      rmSync(join(dir, 'state.json'));
      const { all, n, offset } = findLine(dir, pattern);
      const damaged = damage(all[n]!);
      expect(damaged).not.toBe(all[n]);
      all[n] = damaged;
      writeFileSync(join(dir, 'blocks.log'), all.join('\n'));
      const refusal = start(dir);
      await expect(refusal).rejects.toThrow(
        `${join(dir, 'blocks.log')} at byte ${offset}: block ${n} is damaged`,
      );
      await expect(refusal).rejects.toThrow(reason);
    }
  });

  it('cuts a log truncated mid-line with a warn line naming the lost block', async () => {
    const dir = copy();
    rmSync(join(dir, 'state.json'));
    const all = lines(dir);
    const cutBlock = 12;
    const offset = offsetOf(all, cutBlock);
    truncateSync(join(dir, 'blocks.log'), offset + 40);
    const { logger, lines: logged } = recordingLogger();
    const devnet = await start(dir, logger);
    expect(devnet.chain.headNumber).toBe(cutBlock - 1);
    expect(devnet.chain.store.idAt(cutBlock - 1)).toBe(heads[cutBlock - 1]);
    await devnet.stop();
    const warn = logged.find((line) => line.level === 40 && line.msg.includes('torn line'));
    expect(warn?.msg).toContain(`cut at byte ${offset}, block ${cutBlock} is lost`);
  });

  it('rebuilds from genesis when the snapshot is ahead of a shortened log', async () => {
    const dir = copy();
    const all = lines(dir);
    const keep = 10;
    writeFileSync(join(dir, 'blocks.log'), `${all.slice(0, keep + 1).join('\n')}\n`);
    const devnet = await start(dir);
    expect(devnet.chain.headNumber).toBe(keep);
    expect(devnet.chain.store.idAt(keep)).toBe(heads[keep]);
    await devnet.hooks.produceBlocks(1);
    expect(devnet.chain.store.get(keep + 1)!.parentHash).toBe(heads[keep]);
    await devnet.stop();
  });

  for (const file of ['state.json', 'devnet.json']) {
    it(`refuses a truncated ${file}, naming it`, async () => {
      const dir = copy();
      const path = join(dir, file);
      truncateSync(path, Math.floor(readFileSync(path).length / 2));
      await expect(start(dir)).rejects.toThrow(`${path} is damaged`);
    });
  }
});

import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnsignedTx } from '../governance/session.js';
import { ADMIN_TOKEN, KEYS, signWith, startToolsSession, type ToolsSession } from './session.js';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'cli', 'dist', 'bin.js');

let session: ToolsSession;
beforeAll(async () => {
  session = await startToolsSession();
});
afterAll(async () => {
  await session?.close();
});

const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

describe('encoding converter', () => {
  it('round-trips addresses, text, numbers, amounts and a function call, and hashes', async () => {
    const { page, errors } = await session.open('/more/encodingconverter');
    const { base58, hex } = KEYS.accounts[0]!;
    await page.getByLabel('Base58 address', { exact: true }).fill(base58);
    expect(await value(page, 'Hex address')).toBe(hex);
    await page.getByLabel('Base58 address', { exact: true }).fill('');
    await page.getByLabel('Hex address', { exact: true }).fill(hex);
    expect(await value(page, 'Base58 address')).toBe(base58);
    await page.getByLabel('Hex address', { exact: true }).fill(`${hex}00`);
    expect(await page.getByLabel('Hex address', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('String', { exact: true }).fill('Yuvi Testnet ✓');
    const textHex = await value(page, 'Hex (UTF-8 bytes)');
    await page.getByLabel('String', { exact: true }).fill('');
    await page.getByLabel('Hex (UTF-8 bytes)', { exact: true }).fill(textHex);
    expect(await value(page, 'String')).toBe('Yuvi Testnet ✓');

    await page.getByLabel('Decimal number', { exact: true }).fill('340282366920938463463374607431768211455');
    expect(await value(page, 'Hex number')).toBe(`0x${'f'.repeat(32)}`);
    await page.getByLabel('Amount in POX', { exact: true }).fill('12.345678');
    expect(await value(page, 'Amount in sun')).toBe('12345678');

    const abi = page.getByRole('region', { name: 'ABI encoding and decoding' });
    await abi.getByLabel('Function signature', { exact: true }).fill('transfer(address,uint256)');
    await abi.getByLabel('Arguments', { exact: true }).fill(JSON.stringify([base58, '1000']));
    await expect
      .poll(() => abi.getByLabel('Encoded call data', { exact: true }).inputValue())
      .toMatch(/^0xa9059cbb/);
    const data = await abi.getByLabel('Encoded call data', { exact: true }).inputValue();
    await abi
      .getByLabel('Function signature or ABI (JSON)', { exact: true })
      .fill('transfer(address to, uint256 amount)');
    await abi.getByLabel('Call data (hex)', { exact: true }).fill(data);
    expect(await abi.getByLabel('Decoded call', { exact: true }).inputValue()).toBe(
      `transfer(address,uint256)  selector 0xa9059cbb\nto (address): ${base58}\namount (uint256): 1000`,
    );

    await page.getByLabel('Input to hash', { exact: true }).fill('abc');
    expect(await value(page, 'keccak256')).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
    expect(await value(page, 'sha256')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(errors).toEqual([]);
  });
});

const varint = (n: number) => {
  let out = '';
  let rest = n;
  while (rest >= 0x80) {
    out += ((rest & 0x7f) | 0x80).toString(16).padStart(2, '0');
    rest >>>= 7;
  }
  return out + rest.toString(16).padStart(2, '0');
};

/** A serialized Transaction: raw_data (field 1) and one signature (field 2). */
const transactionHex = (rawDataHex: string, signature: string) =>
  `0a${varint(rawDataHex.length / 2)}${rawDataHex}12${varint(signature.length / 2)}${signature}`;

describe('broadcast transaction', () => {
  const owner = KEYS.accounts[3]!;
  const to = KEYS.accounts[4]!.base58;

  async function signedTransfer(amount: number) {
    const built = await session.node<UnsignedTx>('/wallet/createtransaction', {
      owner_address: owner.base58,
      to_address: to,
      amount,
    });
    return signWith(owner.privateKey, built);
  }

  it('previews a valid signed transaction from its bytes and broadcasts it', async () => {
    const tx = await signedTransfer(1_000_000);
    const { page } = await session.open('/more/broadcasttransaction');
    await page
      .getByLabel('Signed transaction (JSON or hex)', { exact: true })
      .fill(JSON.stringify(tx, null, 2));
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('TransferContract').waitFor();
    expect(await preview.textContent()).toContain('1 POX');
    await preview.getByText(`Valid: signed by ${owner.base58}.`).waitFor();
    await page.getByRole('button', { name: 'Broadcast' }).click();
    await page.getByText('The node accepted the transaction').waitFor({ timeout: 30_000 });
    await expect
      .poll(
        async () =>
          (await session.node<{ blockNumber?: number }>('/wallet/gettransactioninfobyid', { value: tx.txID }))
            .blockNumber,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
  });

  it("flags a tampered transaction's signature and shows the node's refusal decoded", async () => {
    const tx = await signedTransfer(2_000_000);
    // 2,000,000 sun is the varint 80 89 7a; one sun more changes the bytes the signature covers.
    const rawDataHex = tx.raw_data_hex.replace('1880897a', '1881897a');
    expect(rawDataHex).not.toBe(tx.raw_data_hex);
    const { page } = await session.open('/more/broadcasttransaction');
    await page
      .getByLabel('Signed transaction (JSON or hex)')
      .fill(transactionHex(rawDataHex, tx.signature[0]!));
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('2.000001 POX').waitFor();
    await preview.getByText(/Invalid: it recovers to T\w+, which may not sign for this account\./).waitFor();
    await page.getByRole('button', { name: 'Broadcast' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'SIGERROR' });
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.textContent()).toContain('SIGERROR: A signature is missing or invalid.');
    expect(await refusal.textContent()).toMatch(/Node message: \S/);
  });
});

describe('support', () => {
  it('checks the form, stores the ticket, and lists it for the team', async () => {
    const { page, errors } = await session.open('/support');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Please enter your name.').waitFor();
    await form.getByText('Please choose a category.').waitFor();
    await form.getByLabel('Name *').fill('Ada Lovelace');
    await form.getByLabel('Email *').fill('not-an-email');
    await form.getByText('Please enter a valid email address, like name@example.com.').waitFor();
    await form.getByLabel('Email *').fill('ada@example.com');
    await form.getByLabel('Category *').selectOption('Contract verification');
    await form.getByLabel('Subject *').fill('Verification of my token');
    await form
      .getByLabel('Message *')
      .fill('My token at the testnet does not verify; which compiler should I choose?');
    await form.getByRole('button', { name: 'Send' }).click();
    await form
      .getByText('Thank you: your request has been received.', { exact: false })
      .waitFor({ timeout: 30_000 });
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [CLI, 'admin', '--url', session.explorer.baseUrl, 'tickets'],
      {
        env: { ...process.env, ADMIN_TOKEN },
      },
    );
    const { tickets } = JSON.parse(stdout) as { tickets: Record<string, unknown>[] };
    expect(tickets[0]).toMatchObject({
      email: 'ada@example.com',
      category: 'Contract verification',
      subject: 'Verification of my token',
    });
    expect(errors).toEqual([]);
  });
});

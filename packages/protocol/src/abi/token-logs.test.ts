import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { toEvmAddress } from '../address.js';
import { APPROVAL_TOPIC, decodeTokenTransferLog, TRANSFER_TOPIC } from './token-logs.js';

const FROM = 'TGexEkipwwnskd2rDXWvptwLLhjCTcNeCi';
const TO = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const strip = (hex: string) => hex.slice(2);

const erc20 = new Interface([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);
const erc721 = new Interface([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
]);
const log = (iface: Interface, name: string, args: unknown[]) => {
  const { topics, data } = iface.encodeEventLog(name, args);
  return [topics.map(strip), strip(data)] as const;
};

describe('decodeTokenTransferLog', () => {
  it('reads PRC20 Transfer and Approval (3 topics, amount in data)', () => {
    const [topics, data] = log(erc20, 'Transfer', [toEvmAddress(FROM), toEvmAddress(TO), 10n ** 30n]);
    expect(topics[0]).toBe(TRANSFER_TOPIC);
    expect(decodeTokenTransferLog(topics, data)).toEqual({
      standard: 'PRC20',
      event: 'Transfer',
      from: FROM,
      to: TO,
      value: 10n ** 30n,
    });
    const [approvalTopics, approvalData] = log(erc20, 'Approval', [toEvmAddress(FROM), toEvmAddress(TO), 7n]);
    expect(approvalTopics[0]).toBe(APPROVAL_TOPIC);
    expect(decodeTokenTransferLog(approvalTopics, `0x${approvalData}`)).toEqual({
      standard: 'PRC20',
      event: 'Approval',
      owner: FROM,
      spender: TO,
      value: 7n,
    });
  });

  it('reads PRC721 Transfer and Approval (4 topics, no data)', () => {
    const [topics, data] = log(erc721, 'Transfer', [toEvmAddress(FROM), toEvmAddress(TO), 42n]);
    expect(decodeTokenTransferLog(topics, data)).toEqual({
      standard: 'PRC721',
      event: 'Transfer',
      from: FROM,
      to: TO,
      tokenId: 42n,
    });
    const [approvalTopics] = log(erc721, 'Approval', [toEvmAddress(FROM), toEvmAddress(TO), 1n]);
    expect(decodeTokenTransferLog(approvalTopics, '')).toMatchObject({
      standard: 'PRC721',
      approved: TO,
      tokenId: 1n,
    });
  });

  it('ignores other events and malformed logs', () => {
    const [topics, data] = log(erc20, 'Transfer', [toEvmAddress(FROM), toEvmAddress(TO), 1n]);
    expect(decodeTokenTransferLog([`${'ab'.repeat(32)}`, ...topics.slice(1)], data)).toBeNull();
    expect(decodeTokenTransferLog(topics.slice(0, 2), data)).toBeNull();
    expect(decodeTokenTransferLog(topics, `${data}00`)).toBeNull();
    expect(decodeTokenTransferLog([topics[0]!, `ff${topics[1]!.slice(2)}`, topics[2]!], data)).toBeNull();
    expect(decodeTokenTransferLog([...topics, topics[2]!], data)).toBeNull();
    expect(decodeTokenTransferLog([], '')).toBeNull();
  });
});

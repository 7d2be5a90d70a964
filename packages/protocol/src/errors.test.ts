import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import {
  BROADCAST_RESPONSE_CODES,
  BROADCAST_RESPONSE_DESCRIPTIONS,
  decodeJavaTronMessage,
  isBroadcastResponseCode,
} from './errors.js';
import { bytesToHex, utf8ToBytes } from './hex.js';

describe('java-tron errors', () => {
  it('decodes the hex message of a real SIGERROR broadcast reply', () => {
    const reply = readJavaTronFixture<{ code: string; message: string }>('broadcasttransaction-2.json');
    expect(reply.code).toBe('SIGERROR');
    expect(isBroadcastResponseCode(reply.code)).toBe(true);
    expect(decodeJavaTronMessage(reply.message)).toBe('Validate signature error: miss sig or contract');
  });

  it('leaves text and non-text hex unchanged', () => {
    expect(decodeJavaTronMessage('Contract validate error')).toBe('Contract validate error');
    expect(decodeJavaTronMessage('1234')).toBe('1234');
    expect(decodeJavaTronMessage('c3')).toBe('c3');
    expect(decodeJavaTronMessage('')).toBe('');
    expect(decodeJavaTronMessage(bytesToHex(utf8ToBytes('balance is not sufficient\n')))).toBe(
      'balance is not sufficient\n',
    );
  });

  it('lists every broadcast code, with BANDWITH_ERROR spelled as java-tron does', () => {
    expect(BROADCAST_RESPONSE_CODES).toEqual([
      'SUCCESS',
      'SIGERROR',
      'CONTRACT_VALIDATE_ERROR',
      'CONTRACT_EXE_ERROR',
      'BANDWITH_ERROR',
      'DUP_TRANSACTION_ERROR',
      'TAPOS_ERROR',
      'TOO_BIG_TRANSACTION_ERROR',
      'TRANSACTION_EXPIRATION_ERROR',
      'SERVER_BUSY',
      'OTHER_ERROR',
    ]);
    expect(Object.keys(BROADCAST_RESPONSE_DESCRIPTIONS)).toEqual([...BROADCAST_RESPONSE_CODES]);
    expect(isBroadcastResponseCode('BANDWIDTH_ERROR')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatParameterValue } from './parameterValue';

describe('chain parameter values', () => {
  it('reads each value in its unit', () => {
    expect(formatParameterValue('getEnergyFee', '420')).toBe('420 sun (0.00042 POX)');
    expect(formatParameterValue('getWitnessPayPerBlock', '16000000')).toBe('16,000,000 sun (16 POX)');
    expect(formatParameterValue('getMaintenanceTimeInterval', '21600000')).toBe('21,600,000 ms (6.0 h)');
    expect(formatParameterValue('getAllowMultiSign', '1')).toBe('Yes (1)');
    expect(formatParameterValue('getAllowPBFT', '0')).toBe('No (0)');
    expect(formatParameterValue('getFreeNetLimit', '600')).toBe('600');
    expect(formatParameterValue('getSomethingNew', '-1')).toBe('-1');
  });
});

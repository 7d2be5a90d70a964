import { parsePox } from '@poxscan/protocol/browser';
import type { DeployContractBody } from '../api/resources/tools';

/** CreateSmartContract's settings as typed: amounts in POX, energy in units. */
export interface DeploySettings {
  feeLimit: string;
  callValue: string;
  /** Share (0–100) of the energy of each call that the caller pays; the deployer pays the rest. */
  userPercent: string;
  /** The most energy the deployer pays for one call. */
  originEnergyLimit: string;
}

export const DEFAULT_DEPLOY_SETTINGS: DeploySettings = {
  feeLimit: '1000',
  callValue: '0',
  userPercent: '100',
  originEnergyLimit: '10000000',
};

export type DeploySettingsErrors = Partial<Record<keyof DeploySettings, string>>;

function poxError(text: string, what: string, allowZero: boolean): string | undefined {
  try {
    const sun = parsePox(text.trim());
    return sun === 0n && !allowZero ? `${what} must be more than 0 POX.` : undefined;
  } catch (error) {
    return `${what}: ${(error as Error).message}.`;
  }
}

export function validateDeploySettings(settings: DeploySettings, payable: boolean): DeploySettingsErrors {
  const errors: DeploySettingsErrors = {};
  const feeLimit = poxError(settings.feeLimit, 'Fee limit', false);
  if (feeLimit !== undefined) errors.feeLimit = feeLimit;
  if (payable) {
    const callValue = poxError(settings.callValue, 'Value', true);
    if (callValue !== undefined) errors.callValue = callValue;
  }
  const percent = settings.userPercent.trim();
  if (!/^\d{1,3}$/.test(percent) || Number(percent) > 100)
    errors.userPercent = 'Enter a whole percentage from 0 to 100.';
  const energy = settings.originEnergyLimit.trim();
  if (!/^\d{1,15}$/.test(energy) || Number(energy) === 0)
    errors.originEnergyLimit = 'Enter a whole number of energy above 0.';
  return errors;
}

/** The `/wallet/deploycontract` request (settings already validated). */
export function deployBody(
  owner: string,
  contract: { name: string; abi: unknown[]; bytecode: string },
  parameterHex: string,
  settings: DeploySettings,
  payable: boolean,
): DeployContractBody {
  return {
    owner_address: owner,
    name: contract.name,
    abi: JSON.stringify(contract.abi),
    bytecode: contract.bytecode,
    ...(parameterHex === '' ? {} : { parameter: parameterHex }),
    fee_limit: Number(parsePox(settings.feeLimit.trim())),
    ...(payable ? { call_value: Number(parsePox(settings.callValue.trim())) } : {}),
    consume_user_resource_percent: Number(settings.userPercent.trim()),
    origin_energy_limit: Number(settings.originEnergyLimit.trim()),
    visible: true,
  };
}

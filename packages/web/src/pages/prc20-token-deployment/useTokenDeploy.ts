import { encodeAbiParams } from '@poxscan/protocol/browser';
import type { CompiledContract } from '../../deployment/compilation';
import { constructorOf } from '../../deployment/compilation';
import { DEFAULT_DEPLOY_SETTINGS } from '../../deployment/deploySettings';
import { useDeploy } from '../../deployment/useDeploy';
import artifact from './prc20Artifact.json';
import { constructorArguments, type TokenForm } from './tokenForm';

/** The template, compiled at build time (contracts/build.mjs). */
export const TEMPLATE: CompiledContract = {
  name: artifact.contractName,
  abi: artifact.abi as CompiledContract['abi'],
  bytecode: artifact.bytecode,
};

/** Deploys the PRC20 template with the form's constructor arguments through the wallet flow. */
export function useTokenDeploy() {
  const { owner, deploying, deployed, deploy } = useDeploy();
  const deployToken = (form: TokenForm) =>
    deploy(
      TEMPLATE,
      encodeAbiParams(constructorOf(TEMPLATE).inputs, constructorArguments(form)),
      { ...DEFAULT_DEPLOY_SETTINGS, feeLimit: form.feeLimit },
      { label: `Deploy token ${form.symbol.trim()}`, affects: ['tokens', 'contracts', 'nodeAccount'] },
    );
  return { owner, deploying, deployed, deployToken };
}

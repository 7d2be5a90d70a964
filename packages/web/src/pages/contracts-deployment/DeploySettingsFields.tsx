import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import type { DeploySettings, DeploySettingsErrors } from '../../deployment/deploySettings';

/** Fee limit, value (payable constructors), and who pays the energy of later calls. */
export function DeploySettingsFields({
  value,
  errors,
  payable,
  onChange,
}: {
  value: DeploySettings;
  errors: DeploySettingsErrors;
  payable: boolean;
  onChange: (patch: Partial<DeploySettings>) => void;
}) {
  return (
    <div className={styles.row}>
      <TextField
        id="deploy-fee-limit"
        label="Fee limit (POX)"
        hint="The most POX the deployment may burn for energy."
        inputMode="decimal"
        value={value.feeLimit}
        onChange={(feeLimit) => onChange({ feeLimit })}
        error={errors.feeLimit}
      />
      {payable ? (
        <TextField
          id="deploy-call-value"
          label="Value sent to the constructor (POX)"
          inputMode="decimal"
          value={value.callValue}
          onChange={(callValue) => onChange({ callValue })}
          error={errors.callValue}
        />
      ) : null}
      <TextField
        id="deploy-user-percent"
        label="Caller's energy share (%)"
        hint="Of each later call's energy, the share the caller pays; the deployer pays the rest."
        inputMode="numeric"
        value={value.userPercent}
        onChange={(userPercent) => onChange({ userPercent })}
        error={errors.userPercent}
      />
      <TextField
        id="deploy-energy-limit"
        label="Deployer's energy limit per call"
        inputMode="numeric"
        value={value.originEnergyLimit}
        onChange={(originEnergyLimit) => onChange({ originEnergyLimit })}
        error={errors.originEnergyLimit}
      />
    </div>
  );
}

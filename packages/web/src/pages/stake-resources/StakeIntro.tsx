import { Panel } from '../../components/layout/Panel';
import { ConnectWalletButton } from '../../wallet/ConnectWalletButton';
import styles from './StakeResources.module.css';

/** What the page does, for a visitor without a connected wallet, and the way to connect one. */
export function StakeIntro() {
  return (
    <Panel title="What you can do here">
      <p className={styles.note}>
        Connect your wallet to stake POX for bandwidth or energy, unstake, delegate and withdraw.
      </p>
      <ul className={styles.introList}>
        <li>Stake POX to get bandwidth or energy for your transactions, and voting power.</li>
        <li>Unstake: after the waiting period the POX can be withdrawn to your balance.</li>
        <li>Delegate staked bandwidth or energy to another address, and take it back.</li>
        <li>See your resources before and after each operation.</li>
      </ul>
      <div className={styles.introAction}>
        <ConnectWalletButton />
      </div>
    </Panel>
  );
}

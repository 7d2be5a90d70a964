import { paths } from '../../app/paths';

/** A dropdown entry; without `href` it is a placeholder that leads nowhere yet. */
export interface MenuItem {
  label: string;
  href?: string;
}

/** A header row: a label, an optional link and an optional dropdown. */
export interface MenuRow {
  label: string;
  href?: string;
  items?: MenuItem[];
}

export const MENU: MenuRow[] = [
  { label: 'Home', href: paths.home },
  {
    label: 'Blockchain',
    items: [
      { label: 'Nodes', href: paths.node },
      { label: 'Blocks', href: paths.blocks },
      { label: 'Transactions', href: paths.transactions },
      { label: 'Transfers', href: paths.transfers },
      { label: 'Accounts', href: paths.accounts },
      { label: 'Contracts', href: paths.contracts },
    ],
  },
  {
    label: 'Tokens',
    items: [
      { label: 'Others', href: paths.tokens },
      { label: 'POX', href: paths.poxToken },
    ],
  },
  {
    label: 'Data',
    items: [
      { label: 'POX Supply', href: paths.poxSupply },
      { label: 'Rankings', href: paths.rankings },
      { label: 'Charts', href: paths.charts },
    ],
  },
  {
    label: 'Governance',
    items: [
      { label: 'Super Representatives', href: paths.superRepresentatives },
      { label: 'Votes', href: paths.votes },
      { label: 'POX Staking Governance', href: paths.stakingGovernance },
      { label: 'Parameters & Proposals', href: paths.parametersProposals },
    ],
  },
  {
    label: 'More',
    items: [
      { label: 'Contracts Deployment', href: paths.contractsDeployment },
      { label: 'Contracts Verification', href: paths.contractsVerification },
      { label: 'Encoding Converter', href: paths.encodingConverter },
      { label: 'Broadcast Transaction', href: paths.broadcastTransaction },
      { label: 'PRC20 Token Deployment', href: paths.prc20TokenDeployment },
      { label: 'Stake Resources', href: paths.stakeResources },
    ],
  },
];

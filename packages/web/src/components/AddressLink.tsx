import { Link } from 'react-router';
import { paths } from '../app/paths';
import { CopyButton } from './CopyButton';
import { ContractIcon } from './explorerIcons';
import { middleEllipsis } from './format/number';
import styles from './Links.module.css';
import { useNameTag } from './useNameTags';

export interface AddressLinkProps {
  address: string;
  /** A name the data already carries (an SR's name); a name tag wins over it. */
  name?: string | null;
  /** Show all 34 characters instead of a middle ellipsis. */
  full?: boolean;
  copy?: boolean;
  contract?: boolean;
}

/** An address: its name tag (or given name) or shortened base58, linking to its page, with a copy button. */
export function AddressLink({
  address,
  name,
  full = false,
  copy = true,
  contract = false,
}: AddressLinkProps) {
  const tag = useNameTag(address);
  const label = tag ?? name ?? (full ? address : middleEllipsis(address));
  return (
    <span className={styles.item}>
      {contract ? (
        <span className={styles.badge} title="Contract">
          <ContractIcon />
        </span>
      ) : null}
      <Link to={paths.address(address)} title={address} className={full ? styles.mono : styles.link}>
        {label}
      </Link>
      {copy ? <CopyButton text={address} label="address" /> : null}
    </span>
  );
}

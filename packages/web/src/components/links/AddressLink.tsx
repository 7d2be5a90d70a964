import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAddressName } from '../../hooks/useNameTags';
import { middleEllipsis } from '../format/number';
import { ContractIcon } from '../icons/icons';
import { CopyButton } from '../values/CopyButton';
import { ADDRESS_PIECE, EvenlyWrapped } from '../values/EvenlyWrapped';
import styles from './Links.module.css';

export interface AddressLinkProps {
  address: string;
  /** A name the data already carries (an SR's name); a name tag wins over it. */
  name?: string | null;
  /** Show all 34 characters, with the name beside them, instead of the name or a middle ellipsis. */
  full?: boolean;
  copy?: boolean;
  contract?: boolean;
}

/**
 * An address linking to its page, with a copy button, under its name when it has one (name tag, given
 * name, on-chain account, token or contract name); the address is always in the hover title.
 */
export function AddressLink({
  address,
  name,
  full = false,
  copy = true,
  contract = false,
}: AddressLinkProps) {
  const known = useAddressName(address);
  const label = (known?.source === 'tag' ? known.name : undefined) ?? name ?? known?.name;
  const link = (
    <span className={styles.item}>
      {contract ? (
        <span className={styles.badge} title="Contract">
          <ContractIcon />
        </span>
      ) : null}
      {full ? (
        <Link to={paths.address(address)} title={address} className={styles.mono}>
          <EvenlyWrapped text={address} max={ADDRESS_PIECE} />
        </Link>
      ) : (
        <Link
          to={paths.address(address)}
          title={label ? `${label} (${address})` : address}
          className={label ? styles.named : styles.link}
        >
          {label ?? middleEllipsis(address)}
        </Link>
      )}
      {copy ? <CopyButton text={address} label="address" /> : null}
    </span>
  );
  if (!(full && label)) return link;
  // The name drops below rather than squeeze the address under its copy button.
  return (
    <span className={styles.withTag}>
      {link}
      <span className={styles.nameTag}>{label}</span>
    </span>
  );
}

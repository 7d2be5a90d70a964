import { Link } from 'react-router';
import { paths } from '../../app/paths';
import styles from './NftId.module.css';

/** IDs up to this many digits show whole; longer ones (hashes used as IDs) keep their ends. */
const WHOLE_DIGITS = 12;

/** "12345678…5678" for a long token ID; short ones as they are. */
export const compactNftId = (id: string) =>
  id.length <= WHOLE_DIGITS ? id : `${id.slice(0, 8)}…${id.slice(-4)}`;

/** The page of one PRC721 token ID: its collection's page with `?tokenId=`. */
export const nftPath = (contract: string, tokenId: string) =>
  `${paths.tokenDetails(contract)}?tokenId=${tokenId}`;

/** A token ID, on one line, the exact value in its title. */
export function NftId({ tokenId }: { tokenId: string }) {
  return (
    <span className={styles.id} title={`Token ID ${tokenId}`}>
      #{compactNftId(tokenId)}
    </span>
  );
}

/** A token ID linking to its page. */
export function NftIdLink({ contract, tokenId }: { contract: string; tokenId: string }) {
  return (
    <Link to={nftPath(contract, tokenId)} className={styles.id} title={`Token ID ${tokenId}`}>
      #{compactNftId(tokenId)}
    </Link>
  );
}

import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { formatCount } from '../format/number';

/** A block height linking to the block's details. */
export function BlockLink({ number }: { number: number }) {
  return <Link to={paths.blockDetails(String(number))}>{formatCount(number)}</Link>;
}

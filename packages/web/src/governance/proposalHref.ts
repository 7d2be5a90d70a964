import { paths } from '../app/paths';

/** A proposal's details on this screen, on the proposals tab. */
export const proposalHref = (id: number) => `${paths.parametersProposals}?tab=proposals&proposal=${id}`;

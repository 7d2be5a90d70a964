/**
 * The node paths the proxy forwards: what the explorer's wallet flows and tronweb need (reads,
 * unsigned-transaction builders, broadcast). Anything else is a 404, so node admin calls stay private.
 * Paths are java-tron's servlet paths, case for case (Jetty matches them exactly: `getReward`,
 * `getBrokerage`), so a path the node would not answer is not forwarded either.
 */
export const FULLNODE_PATHS: readonly string[] = [
  'broadcasttransaction',
  'broadcasthex',
  'getaccount',
  'getaccountresource',
  'getaccountnet',
  'getnowblock',
  'getblock',
  'getblockbynum',
  'getchainparameters',
  'getcontract',
  'getcontractinfo',
  'gettransactionbyid',
  'gettransactioninfobyid',
  'triggerconstantcontract',
  'triggersmartcontract',
  'estimateenergy',
  'deploycontract',
  'createtransaction',
  'transferasset',
  'createassetissue',
  'freezebalancev2',
  'unfreezebalancev2',
  'delegateresource',
  'undelegateresource',
  'withdrawexpireunfreeze',
  'cancelallunfreezev2',
  'votewitnessaccount',
  'withdrawbalance',
  'proposalcreate',
  'proposalapprove',
  'proposaldelete',
  'getReward',
  'getBrokerage',
  'listwitnesses',
  'getdelegatedresourcev2',
  'getdelegatedresourceaccountindexv2',
  'getcandelegatedmaxsize',
  'getavailableunfreezecount',
  'getcanwithdrawunfreezeamount',
].map((p) => `/wallet/${p}`);

export const SOLIDITY_PATHS: readonly string[] = [
  'getaccount',
  'getnowblock',
  'getblockbynum',
  'gettransactionbyid',
  'gettransactioninfobyid',
  'triggerconstantcontract',
].map((p) => `/walletsolidity/${p}`);

/**
 * The calls whose body may carry contract code or call data: a deployment, the signed transaction
 * of one (JSON or hex), and calls and estimates that may run creation code. Every other call's body
 * is a few addresses and amounts, so it gets the small limit.
 */
export const CODE_PATHS: ReadonlySet<string> = new Set([
  '/wallet/deploycontract',
  '/wallet/broadcasttransaction',
  '/wallet/broadcasthex',
  '/wallet/triggersmartcontract',
  '/wallet/triggerconstantcontract',
  '/wallet/estimateenergy',
  '/walletsolidity/triggerconstantcontract',
]);

// Assets by the names and tickers venues write them (docs/decisions.md, "Settlement terms:
// entities"): the coins' own names and their exchange tickers, and the indexes that price them
// (CF Benchmarks' Real-Time Index names). Data, not code; a name is matched as whole words.
export const ASSETS: readonly { symbol: string; names: readonly string[] }[] = [
  { symbol: 'BTC', names: ['bitcoin', 'btc', 'brti', 'xbt'] },
  { symbol: 'ETH', names: ['ethereum', 'ether', 'eth', 'ethusd_rti'] },
  { symbol: 'SOL', names: ['solana', 'sol'] },
  { symbol: 'XRP', names: ['xrp', 'ripple'] },
  { symbol: 'DOGE', names: ['dogecoin', 'doge'] },
  { symbol: 'ADA', names: ['cardano', 'ada'] },
  { symbol: 'BNB', names: ['bnb'] },
  { symbol: 'LTC', names: ['litecoin', 'ltc'] },
  { symbol: 'HYPE', names: ['hyperliquid', 'hype'] },
  // Gold by its ISO 4217 code: a futures contract on it ("COMEX Gold Continuous Contract") names
  // it, and the quantity's name keeps the contract.
  { symbol: 'XAU', names: ['gold', 'xau'] },
];

/** Quote currencies of a trading pair, longest first. */
export const QUOTES: readonly string[] = ['USDT', 'USDC', 'USD'];

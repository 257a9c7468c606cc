// Central banks and the policy rate each decides at its meetings (docs/decisions.md, "Settlement
// terms: a central bank's decision at a named meeting"): the names the rules give the bank and
// its rate, and the zone its meetings are held in, whose days are the decision's window. A name is
// matched whole (a leading "the" and case aside), and a rate only as the bank's own: "the cash
// rate" of the Bank of Canada is no rate it sets. The Federal Reserve's wordings have their own
// entries (categories/rates.ts). Data, not code.
import { tableNameKey } from './table-name-key';

export interface CentralBank {
  entity: string;
  /** The bank's name in the quantity. */
  name: string;
  /** The names the rules give it, lower case, without a leading "the". */
  names: readonly string[];
  /** The rate's name in the quantity. */
  rate: string;
  /** The names the rules give the rate, lower case, without a leading "the". */
  rates: readonly string[];
  /** The IANA zone of the city its meetings are held in. */
  zone: string;
}

export const CENTRAL_BANKS: readonly CentralBank[] = [
  {
    entity: 'office:bank-of-canada',
    name: 'Bank of Canada',
    names: ['bank of canada', "bank of canada's governing council"],
    rate: 'target for the overnight rate',
    rates: ['target for the overnight rate', 'overnight rate target', 'policy interest rate'],
    zone: 'America/Toronto',
  },
  {
    entity: 'office:reserve-bank-of-australia',
    name: 'Reserve Bank of Australia',
    names: [
      'reserve bank of australia',
      'reserve bank of australia monetary policy board',
      'reserve bank of australia board',
      'rba',
    ],
    rate: 'cash rate target',
    rates: ['target for the cash rate', 'cash rate target'],
    zone: 'Australia/Sydney',
  },
  {
    entity: 'office:bank-of-england',
    name: 'Bank of England',
    names: ['bank of england', 'bank of england monetary policy committee', 'boe'],
    rate: 'Bank Rate',
    rates: ['bank rate', 'official bank rate'],
    zone: 'Europe/London',
  },
  {
    entity: 'office:reserve-bank-of-new-zealand',
    name: 'Reserve Bank of New Zealand',
    names: ['reserve bank of new zealand', 'rbnz'],
    rate: 'official cash rate',
    rates: ['official cash rate', 'official cash rate (ocr)', 'ocr'],
    zone: 'Pacific/Auckland',
  },
  {
    entity: 'office:bank-of-korea',
    name: 'Bank of Korea',
    names: ['bank of korea', 'bok'],
    rate: 'base rate',
    rates: ['base rate', 'bank of korea base rate'],
    zone: 'Asia/Seoul',
  },
  {
    // The Bank of Japan sets one short-term policy rate; Gamma names it with an upper bound, as it
    // names the Fed's range.
    entity: 'office:bank-of-japan',
    name: 'Bank of Japan',
    names: ['bank of japan', 'boj'],
    rate: 'short-term policy interest rate',
    rates: [
      'short-term policy interest rate',
      'upper bound of the short-term policy interest rate',
      'short-term policy rate',
    ],
    zone: 'Asia/Tokyo',
  },
  {
    // The ECB sets three rates; only one named is read ("interest rates" alone is none).
    entity: 'office:european-central-bank',
    name: 'European Central Bank',
    names: ['european central bank', 'ecb', 'ecb governing council'],
    rate: 'deposit facility rate',
    rates: ['deposit facility rate', 'rate on the deposit facility'],
    zone: 'Europe/Berlin',
  },
];

/** The bank a whole name names, or undefined. */
export function centralBankNamed(text: string): CentralBank | undefined {
  const k = tableNameKey(text);
  return CENTRAL_BANKS.find((b) => b.names.includes(k));
}

/** Whether a whole name names the bank's own policy rate. */
export function isRateOf(bank: CentralBank, text: string): boolean {
  return bank.rates.includes(tableNameKey(text));
}

// Two wordings that a template would read the wrong way round, left UNKNOWN with a reason
// (docs/decisions.md, "Settlement terms: negated conditions, numbers as words, and a sport's
// resolution source"): a winner's name that ends in a negation ("… do not win …") and an
// occurrence whose first clause compares a number written as a word ("more than a hundred
// tweets"). Each beside the tuning wording the rule must keep reading, and paraphrases with other
// teams, numbers and dates that are in no fixture.
import { comparesInWords } from '../../../../src/domain/settlement-terms/grammar/numbers';
import { readTexts } from '../../../support/read-texts';

const polymarket = (text: string) => readTexts('polymarket', [{ field: 'description', text }]);

describe('a negated condition is not read as its winner', () => {
  test('the tuning wording is read (Gamma 540227, "if the New England Patriots win Super Bowl LX")', () => {
    const terms = polymarket(
      'This market will resolve to "Yes" if the New England Patriots win Super Bowl LX. Otherwise, this market will resolve to "No".',
    );
    expect(terms.boundary).toMatchObject({
      status: 'KNOWN',
      value: { comparator: 'REACHES', stage: 'WINNER', entity: 'team:NFL:NE' },
    });
  });

  test.each([
    ['do not win', 'the Green Bay Packers do not win Super Bowl LXI', 'Green Bay Packers do not'],
    ['fail to win', 'the Denver Broncos fail to win Super Bowl LXI', 'Denver Broncos fail to'],
    ["won't win", "the Denver Broncos won't win Super Bowl LXI", "Denver Broncos won't"],
    [
      'does not win a game',
      'the Houston Rockets do not win their NBA game against the Phoenix Suns scheduled for January 9, 2027',
      'Houston Rockets do not',
    ],
  ])('"%s" leaves the winner UNKNOWN', (_, condition, named) => {
    const terms = polymarket(
      `This market will resolve to "Yes" if ${condition}. Otherwise, this market will resolve to "No".`,
    );
    const reason = `the condition is negated ("${named}"), which no table here reads`;
    expect(terms.quantity).toMatchObject({ status: 'UNKNOWN', reason });
    expect(terms.boundary).toMatchObject({ status: 'UNKNOWN', reason });
  });
});

describe('an occurrence that compares a number written as a word', () => {
  test('the tuning wording stays an occurrence: a number in a later clause (Gamma 512644)', () => {
    const terms = polymarket(
      'This market will resolve to "Yes" if Donald Trump signs any bill into law that aims to repeal or alter presidential term limits as defined by the 22nd Amendment to the U.S. Constitution, or if the U.S. Supreme Court rules in a way that would permit a president to serve more than two terms by July 31, 2025, at 11:59 PM ET. Otherwise, this market will resolve to "No."',
    );
    expect(terms.quantity.status).toBe('KNOWN');
    expect(terms.boundary).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test.each([
    'more than a dozen countries recognize Palestine by December 31, 2027, 11:59 PM ET',
    'fewer than five named storms form in the Atlantic by September 30, 2027, 11:59 PM ET',
    'Elon Musk posts more than a hundred tweets between May 1 and May 7, 2027',
  ])('"%s" is no occurrence', (condition) => {
    const terms = polymarket(
      `This market will resolve to "Yes" if ${condition}. Otherwise, this market will resolve to "No".`,
    );
    expect(terms.boundary).toMatchObject({
      status: 'UNKNOWN',
      reason: expect.stringMatching(/compares a number, which no table here reads$/),
    });
    expect(terms.boundary).not.toHaveProperty('statedNone');
  });

  test('the forms of a comparison in words, and what is none', () => {
    for (const text of [
      'SpaceX launches at least twenty rockets',
      'no more than two rate cuts happen',
      'ten or more countries join',
      'Arsenal scores exactly three goals',
      'the bill gets more than one vote',
    ])
      expect(comparesInWords(text)).toBe(true);
    for (const text of [
      'at least one US strike on Iran happens',
      'one or more ships are seized',
      'the court rules that a president may serve more than two terms',
      'Twenty One Pilots release an album',
    ])
      expect(comparesInWords(text)).toBe(false);
  });
});

describe('a source the rules name to say it does not settle the market', () => {
  test('the tuning wording keeps its source: "not according to other sources" (Gamma 600765)', () => {
    const terms = polymarket(
      'This market will resolve to "Yes" if the Binance 1 minute candle for SOL/USDT on the time and date specified in the title has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No".\n\nThe resolution source for this market is Binance, specifically the SOL/USDT "Close" prices currently available at https://www.binance.com/en/trade/SOL_USDT with "1m" and "Candles" selected on the top bar.\n\nPlease note that this market is about the price according to Binance SOL/USDT, not according to other sources or spot markets.',
    );
    expect(terms.source).toMatchObject({ status: 'KNOWN', value: 'Binance' });
  });

  test('"(e.g. https://www.coingecko.com is not a source)" leaves the address out', () => {
    const terms = polymarket(
      'This market will resolve to "Yes" if Ethereum reaches $9,000 by December 31, 2027, 11:59 PM ET according to Coinbase ETH/USD (e.g. https://www.coingecko.com is not a source).',
    );
    expect(terms.source).toMatchObject({ status: 'KNOWN', value: 'Coinbase' });
  });

  test('"ESPN … will not be used as a resolution source" names no source', () => {
    const terms = polymarket(
      'This market will resolve to "Yes" if the Portland Trail Blazers win. ESPN\'s coverage, as reported by fans, will not be used as a resolution source; the official box score will.',
    );
    expect(terms.source).toMatchObject({
      status: 'UNKNOWN',
      reason: 'no settlement source is named',
    });
  });
});

describe('comparators that flip the side, written in digits', () => {
  test.each([
    ['Tesla delivers fewer than 400,000 vehicles in Q2 2027', '<', '400000'],
    ['the Federal Reserve makes no more than 2 rate cuts in 2027', '<=', '2'],
    ['SpaceX launches at least 20 rockets in 2027', '>=', '20'],
  ])('"%s" is read %s %s', (condition, comparator, threshold) => {
    const terms = polymarket(
      `This market will resolve to "Yes" if ${condition}. Otherwise, this market will resolve to "No".`,
    );
    expect(terms.boundary).toMatchObject({ status: 'KNOWN', value: { comparator, threshold } });
    expect(terms.yes).toMatchObject({ status: 'KNOWN', value: 'YES' });
  });
});

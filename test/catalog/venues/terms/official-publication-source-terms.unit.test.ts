// A body's official publication as a game's source (docs/decisions.md, "Settlement terms: a game's
// source in the body's own publication, and competitions by their frames"): "the official
// statistics of the NFL", "official results from the ATP" name the body after the publication, a
// league by its full name is the league, and a competition or the game itself there names none.
// Read from a recorded tuning spread (test/fixtures/terms-corpus/tuning/polymarket/
// wom-strategy-gamma-backtest-more-2026-02-08.json, 938734, Cowboys at Vikings) with one element
// changed, and with another league, teams and day in no fixture, through the Polymarket parser.
import {
  type Json,
  gammaMarketTerms,
  recordedGammaMarket,
} from '../../../support/gamma-market-terms';

const FILE = 'tuning/polymarket/wom-strategy-gamma-backtest-more-2026-02-08.json';

/** The recorded Cowboys spread; `market` and `event` replace fields of the market and its event. */
function cowboys(market: Json = {}, event: Json = {}): Json {
  const found = recordedGammaMarket(FILE, '938734');
  const events = (found.events as Json[]).map((e, i) =>
    i === 0 ? { ...e, series: [], ...event } : e,
  );
  return { ...found, events, ...market };
}

const read = gammaMarketTerms;

const RECORDED =
  'In the upcoming NFL game, scheduled for December 14 at 8:20 PM ET:\n\nThis market will resolve to "Cowboys" if the Cowboys win the game by 3 or more points.\n\nOtherwise, this market will resolve to "Vikings".';
const HOCKEY =
  'In the upcoming NHL game, scheduled for March 3 at 7:00 PM ET:\n\nThis market will resolve to "Kraken" if the Kraken win the game by 2 or more goals.\n\nOtherwise, this market will resolve to "Oilers".';
const STREAM = { resolutionSource: 'https://www.twitch.tv/somechannel' };
const NONE = { resolutionSource: '' };

const CASES: readonly {
  name: string;
  market: Json;
  event?: Json;
  source: string | undefined;
}[] = [
  { name: 'the recorded spread: its own resolutionSource', market: {}, source: 'NFL' },
  {
    name: "the rules name the league's statistics; the event shows a stream",
    market: {
      ...NONE,
      description: `${RECORDED}\n\nThe resolution source for this market will be the official statistics of the NFL.`,
    },
    event: STREAM,
    source: 'NFL',
  },
  {
    name: 'another league by its full name, beside a news site of the market',
    market: {
      resolutionSource: 'https://www.cbssports.com/nhl/',
      description: `${HOCKEY}\n\nThis market will resolve according to the official statistics of the National Hockey League.`,
    },
    source: 'NHL + cbssports.com',
  },
  {
    name: 'without a frame word of a source: "determined by the official box score of the NFL"',
    market: {
      ...NONE,
      description: `${RECORDED}\n\nThe result will be determined by the official box score of the NFL.`,
    },
    event: NONE,
    source: 'NFL',
  },
  {
    name: "the women's league's full name is that league, not the one its words hold",
    market: {
      ...NONE,
      description: `${RECORDED}\n\nThe resolution source will be the official results of the Women's National Basketball Association.`,
    },
    event: NONE,
    source: 'WNBA',
  },
  {
    // The frame of tuning 90594 ("Results of this market will be decided by official scores
    // available on https://www.nba.com/"), beside a news site the market names as data.
    name: "the site the official scores are on, beside the market's own news site",
    market: {
      resolutionSource: 'https://www.espn.com/nhl/',
      description: `${HOCKEY}\n\nResults of this market will be decided by official scores available on https://www.nhl.com/.`,
    },
    source: 'ESPN + NHL',
  },
  {
    name: 'a competition after the publication names none',
    market: {
      ...NONE,
      description: `${HOCKEY}\n\nThis market will resolve based on the official results of the 2027 Stanley Cup Final.`,
    },
    event: NONE,
    source: undefined,
  },
  {
    name: 'the game itself after the publication names none',
    market: {
      ...NONE,
      description: `${HOCKEY}\n\nThis market will resolve according to the official score of the game.`,
    },
    event: NONE,
    source: undefined,
  },
];

describe("a body's official publication names the body", () => {
  test.each(CASES)('$name', ({ market, event, source }) => {
    const t = read(cowboys(market, event));
    if (source === undefined)
      expect(t.source).toMatchObject({
        status: 'UNKNOWN',
        reason: 'no settlement source is named',
      });
    else expect(t.source).toMatchObject({ status: 'KNOWN', value: source });
  });
});

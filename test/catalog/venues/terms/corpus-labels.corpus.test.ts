// The hand labels of the settlement-terms corpus (test/fixtures/terms-corpus/labels/) are
// well-formed: every market of the corpus is indexed once, every labelled market and pair names a
// recorded market, and every quote is the text of the field it names. The read rates against the
// labels are printed, not asserted: they are what docs/term-reading.md reports.
import {
  corpusMarkets,
  marketKey,
  PARTS,
  venueSourcesRecorded,
  type CorpusMarket,
} from '../../../../bench/terms/corpus';
import {
  fieldText,
  LABEL_TERMS,
  labelIndex,
  labelProblems,
  marketLabels,
  pairLabels,
} from '../../../../bench/terms/labels';
import { formatPart, measurePart } from '../../../../bench/terms/measure';

const markets = new Map<string, CorpusMarket>();
for (const part of PARTS)
  for (const m of corpusMarkets(part)) markets.set(marketKey(m.file, m.id), m);

describe('the corpus labels', () => {
  test('index.json lists every market of both parts once, with its venue, part and a category', () => {
    const index = labelIndex();
    const keys = index.map((e) => marketKey(e.file, e.id));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...markets.keys()].filter((k) => !keys.includes(k))).toEqual([]);
    for (const e of index) {
      const m = markets.get(marketKey(e.file, e.id));
      expect({ key: marketKey(e.file, e.id), found: m !== undefined }).toEqual({
        key: marketKey(e.file, e.id),
        found: true,
      });
      expect([e.venue, e.part, e.event]).toEqual([m!.venue, m!.part, m!.eventId]);
      expect(e.category).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  test.each(PARTS)(
    'every %s label names an indexed market of its part and quotes its fields',
    (part) => {
      const indexed = new Map(labelIndex().map((e) => [marketKey(e.file, e.id), e]));
      const labels = marketLabels(part);
      expect(labels.length).toBeGreaterThan(0);
      const problems = labels.flatMap((l) => {
        const key = marketKey(l.file, l.id);
        const entry = indexed.get(key);
        const out = labelProblems(l, markets.get(key));
        if (!entry) out.push(`${key}: not in index.json`);
        else if (entry.part !== part)
          out.push(`${key}: labelled as ${part}, indexed as ${entry.part}`);
        return out;
      });
      expect(problems).toEqual([]);
      const keys = labels.map((l) => marketKey(l.file, l.id));
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  test('a quote that is not in its field is a problem', () => {
    const [label] = marketLabels('tuning');
    const broken = {
      ...label!,
      terms: {
        ...label!.terms,
        yes: { value: 'YES' as const, quotes: [{ field: 'title', text: 'no such text \u0000' }] },
      },
    };
    expect(labelProblems(broken, markets.get(marketKey(label!.file, label!.id)))).toEqual([
      expect.stringContaining('is not in title'),
    ]);
  });

  test("a quote of `series.<field>` is the field of the Kalshi series the market's event names (reference/)", () => {
    const game = markets.get(
      marketKey(
        'tuning/kalshi/kalshi-cockpit-events-sports-2026-08.json',
        'KXMLBGAME-26AUG092020HOUSD-HOU',
      ),
    )!;
    expect(game.event?.series_ticker).toBe('KXMLBGAME');
    const urls = [0, 1, 2].map((i) => fieldText(game, `series.settlement_sources[${i}].url`));
    expect(urls).toContain('https://www.mlb.com/');
    // A series the reference does not record, or a market read without its event, has no such field.
    const bare = markets.get(
      marketKey(
        'tuning/kalshi/kalshi-cockpit-markets-settled-2026-08.json',
        'KXMLBGAME-26AUG081610LAAMIA-MIA',
      ),
    )!;
    expect(fieldText(bare, 'series.settlement_sources[0].url')).toBeUndefined();
  });

  test('every labelled pair names a Kalshi and a Polymarket market of its part, and its deciding terms', () => {
    for (const p of pairLabels()) {
      const k = markets.get(marketKey(p.kalshi.file, p.kalshi.id));
      const pm = markets.get(marketKey(p.polymarket.file, p.polymarket.id));
      expect([p.id, k?.venue, k?.part, pm?.venue, pm?.part]).toEqual([
        p.id,
        'kalshi',
        p.part,
        'polymarket',
        p.part,
      ]);
      expect(p.deciding.every((t) => (LABEL_TERMS as readonly string[]).includes(t))).toBe(true);
      if (p.verdict === 'RELATED') expect(p.relation).not.toBeNull();
    }
  });

  test.each(PARTS)('the %s read rates against the labels (reported, not asserted)', (part) => {
    const m = measurePart(part);
    // Held-out is reported in summary: its markets and pairs one by one are not for reading.
    process.stdout.write(`${formatPart(m, part === 'held-out')}\n`);
    expect(m.labelled).toBe(marketLabels(part).length);
    expect(m.markets).toBe(corpusMarkets(part).length);
    expect(m.withoutVenueSources + m.everyTermWithSources.n).toBe(m.markets);
    expect(m.everyTermButSource.count).toBeGreaterThanOrEqual(m.corpusRead.all.count);
  });

  test("a Kalshi market's sources count as recorded from its event or its series in reference/", () => {
    const kalshi = (eventId: string, event: Record<string, unknown> | null): CorpusMarket => ({
      part: 'tuning',
      file: 'tuning/kalshi/example.json',
      venue: 'kalshi',
      id: `${eventId}-T1`,
      eventId,
      market: {},
      event,
    });
    const sources = [{ name: 'Example Agency', url: 'https://example.org' }];
    // A series the reference holds with sources (KXFEDDECISION), by the event ticker's prefix.
    expect(venueSourcesRecorded(kalshi('KXFEDDECISION-27JAN', null))).toBe(true);
    expect(venueSourcesRecorded(kalshi('KXNOSUCHSERIES-27JAN', null))).toBe(false);
    expect(
      venueSourcesRecorded(kalshi('KXNOSUCHSERIES-27JAN', { settlement_sources: sources })),
    ).toBe(true);
    expect(venueSourcesRecorded(kalshi('KXNOSUCHSERIES-27JAN', { settlement_sources: [] }))).toBe(
      false,
    );
    expect(
      venueSourcesRecorded({ ...kalshi('X-1', null), venue: 'polymarket', eventId: null }),
    ).toBe(true);
  });
});

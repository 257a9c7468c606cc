// Sources named in words (docs/decisions.md, "Settlement terms: sources as phrases"): one grammar,
// a frame ("from", "as reported by", "released by", "… as a secondary source") and the proper name
// it introduces, and a consensus of credible reporting the result rests on as a source stated as
// none. Every wording is a real one of the tuning corpus (test/fixtures/terms-corpus/tuning), its
// market named beside it.
import { readTexts } from '../../../support/read-texts';

const polymarket = (text: string) =>
  readTexts('polymarket', [{ field: 'description', text }]).source;
const kalshi = (primary: string, secondary: string) =>
  readTexts('kalshi', [
    { field: 'rules_primary', text: primary },
    { field: 'rules_secondary', text: secondary },
  ]).source;

describe('a body named after a frame', () => {
  test('"the first announcement of the results from the Texas Republican party" (Gamma 562187)', () => {
    const source = polymarket(
      'This market will resolve according to the winner of the Republican Primary for United States Senator from Texas. If no 2026 Texas Republican Senate Primary takes place, this market will resolve to "Other". The resolution source for this market will be the first announcement of the results from the Texas Republican party, however an overwhelming consensus of credible reporting may suffice. ',
    );
    expect(source).toMatchObject({ status: 'KNOWN', value: 'Texas Republican party' });
    expect(source.spans[0]!.text).toMatch(/^The resolution source for this market will be/);
  });

  test('"with The New York Times as a secondary source" names the paper (Kalshi KXNEXTIRANLEADER)', () => {
    const source = kalshi(
      'If the first new person to hold the position of Supreme Leader of Iran after Issuance is Mojtaba Khamenei, then the market resolves to Yes.',
      "The market resolves based on who actually assumes the office of Supreme Leader, not who is elected or nominated. Resolution is based on official announcements from the country's legislature or government, with The New York Times as a secondary source for confirmation.",
    );
    expect(source).toMatchObject({ status: 'KNOWN', value: 'The New York Times' });
  });

  test('", specifically the Office of the Secretary of State" names the body meant (Gamma 825453)', () => {
    expect(
      polymarket(
        'This market will resolve based on the results of the primary election for Governor of California as indicated by a consensus of credible reporting. If there is ambiguity, this market will resolve based solely on the official results as reported by the government of California, specifically the Office of the Secretary of State.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Office of the Secretary of State' });
  });

  test('"official information released by Tether Limited Inc., official representatives …" (Gamma 516712)', () => {
    expect(
      polymarket(
        'This market will resolve to "Yes" if official information released by Tether Limited Inc., official representatives of Tether Limited Inc. (e.g. lawyers, spokespeople, etc.), or a consensus of credible reporting announces by December 31, 2025, 11:59 PM ET that Tether Limited Inc. is insolvent or is filing/has filed for any variety of bankruptcy. Otherwise, this market will resolve to "No".',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Tether Limited Inc.' });
  });

  test('what a body publishes is not its name: "the official Formula 1 website" (Gamma 538618)', () => {
    expect(
      polymarket(
        'This market will resolve according to the winner of the 2025 Miami Grand Prix scheduled for May 4, 2025. The resolution source will be the official Formula 1 website and credible sports news reporting.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Formula 1' });
    expect(
      polymarket(
        'The primary resolution source for this market will be SpaceX’s official video feed of the launches (e.g. via SpaceX YouTube Channel), as well as secondary video feeds or written reports if necessary.\nHowever, a consensus of credible reporting may also be used.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'SpaceX' });
  });

  test('"the Israeli and Iranian governments" is one name; "the New York court system" a body (Gamma 508671, 544092)', () => {
    expect(
      polymarket(
        'The resolution source for this market is official statements from the Israeli and Iranian governments, however a consensus of credible reporting will also be used.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Israeli and Iranian governments' });
    expect(
      polymarket(
        'The primary resolution source for this market will be official information from the New York court system or other involved U.S. government sources; however, a consensus of credible reporting may also be used.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'New York court system' });
  });

  test('a deadline after "released by" is no body; the channels named are (Gamma 1038927)', () => {
    expect(
      polymarket(
        'This market will resolve to “Yes” if a new episode of the UpOnly podcast featuring the specified guest is publicly released by December 31, 2026, 11:59 PM ET. Otherwise, it will resolve to “No.” The resolution source will be the official UpOnly podcast channels and/or a consensus of credible public reporting.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'UpOnly' });
  });

  test('a vote is not who announces its result: "from the Democratic Primary" names none (Gamma 516788)', () => {
    const source = polymarket(
      'The resolution source for this market will be the first announcement of the results from the Democratic Primary, however an overwhelming consensus of credible reporting may suffice.',
    );
    expect(source.status).toBe('UNKNOWN');
    // The consensus is allowed beside the announcement, not what the result rests on.
    expect(source).not.toHaveProperty('statedNone');
  });
});

describe('addresses', () => {
  test('a source sentence ending with a colon names the address on the next line (Gamma 950068)', () => {
    expect(
      polymarket(
        'The resolution source for this market is the FOMC’s statement after its meetings:\nhttps://www.federalreserve.gov/monetarypolicy/fomccalendars.htm',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Federal Reserve' });
  });

  test("a country's government host without a scheme (Gamma 947275)", () => {
    expect(
      polymarket(
        'This market will resolve based on the results of this election as indicated by a consensus of credible reporting. If there is ambiguity, this market will resolve based solely on the official results as reported by the Peruvian government, specifically the National Elections Jury of Peru (Jurado Nacional de Elecciones) (portal.jne.gob.pe/portal).',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'portal.jne.gob.pe' });
  });
});

describe('a consensus of credible reporting', () => {
  test('what the result rests on: no source is named, stated as none (Gamma 514476)', () => {
    const source = polymarket(
      'This market may resolve to "Yes" as soon as a nuclear detonation is confirmed by a preponderance of credible reporting.',
    );
    expect(source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('what the result rests on, a fallback without a name after it (Gamma 562803)', () => {
    const source = polymarket(
      'Determination of which party controls the House after the 2026 U.S. House elections will be based on a consensus of credible reporting, or if there is ambiguity, final federal and/or state election authority certification or other final official determination of the 2026 election results.',
    );
    expect(source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });

  test('allowed beside an unnamed source, it is not what the result rests on (Gamma 531202)', () => {
    const source = polymarket(
      'The primary resolution source will be official court records, however a consensus of credible reporting will also be used.',
    );
    expect(source.status).toBe('UNKNOWN');
    expect(source).not.toHaveProperty('statedNone');
  });

  test('who acknowledges what a definition counts is not the source the rules state (Gamma 554003)', () => {
    const source = polymarket(
      'For the purposes of this market, a qualifying "strike" is defined as the use of aerial bombs, drones or missiles (including cruise or ballistic missiles) launched by Israeli military forces that impact Iranian ground territory or any official Iranian embassy or consulate (e.g., if a weapons depot on Iranian soil is hit by an Israeli missile, this market will resolve to "Yes") that is officially acknowledged by the Israeli government or a consensus of credible reporting.\n\nThe resolution source will be a consensus of credible reporting.',
    );
    expect(source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
  });
});

describe('a chart named in the condition', () => {
  test('"the #1 album on the Billboard Top 200 chart" names Billboard (Kalshi KXALBUMDEBUT)', () => {
    expect(
      kalshi(
        'If ARIRANG is the #1 album on the Billboard Top 200 chart for April 04, 2026, then the market resolves to Yes.',
        '**This market and these products have not been endorsed by Billboard. Any references to "Billboard", the "Hot 100," or any other associated marks are descriptive only, and do not indicate an endorsement of this product or any affiliation between Billboard and Kalshi.**',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Billboard' });
  });
});

describe("Kalshi's defined terms", () => {
  test('"direct quotes published by Source Agencies" names no source (Kalshi KXTRUMPSAYMONTH)', () => {
    expect(
      kalshi(
        'If Pelosi, or a plural or possessive form of Pelosi, is stated by Donald Trump before Apr 1, 2026 at 12:00am ET, then the market resolves to Yes.',
        'The word or phrase must be stated by President Donald Trump in public statements, direct quotes published by Source Agencies, or written public statements on his personal social media accounts (Twitter/Truth Social).',
      ).status,
    ).toBe('UNKNOWN');
  });
});

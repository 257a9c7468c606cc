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
    // Neither the announcement, which names no body, nor the consensus beside it names a source:
    // stated as none (docs/decisions.md, "Settlement terms: the listed date beside a title without
    // its year, and a primary source that names no one").
    expect(source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
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

  // Beside a primary source in words that name no body or site, neither names one: the rules
  // state no source (docs/decisions.md, "Settlement terms: the listed date beside a title without
  // its year, and a primary source that names no one"; listed-date-unnamed-source-terms).
  test('allowed beside an unnamed source, neither names one: stated as none (Gamma 531202)', () => {
    const source = polymarket(
      'The primary resolution source will be official court records, however a consensus of credible reporting will also be used.',
    );
    expect(source).toMatchObject({ status: 'UNKNOWN', statedNone: true });
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

describe("a body's official result (docs/decisions.md, \"Settlement terms: a body's official result, and the venue's data where the rules name no source\")", () => {
  test('"settled based on the FIA’s official qualifying results" names the FIA (Gamma 626287)', () => {
    expect(
      polymarket(
        'This market will resolve in favor of the driver who is officially recognized by Formula 1 as having set the fastest time during the qualifying session for the 2025 F1 United States Grand Prix. The market will be settled based on the FIA’s official qualifying results, regardless of any subsequent penalties, disqualifications, or changes to the starting grid.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'FIA' });
    // Another body, another publication, the same frame.
    expect(
      polymarket(
        'This market will be settled based on the ATP’s official match statistics for the final of the 2027 Madrid Open.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'ATP' });
  });

  test('"based on the official NFL result", "according to the official NHL statistics": the league', () => {
    expect(
      polymarket(
        'If the game is suspended and resumed within 48 hours, this market will resolve based on the official NFL result of the game.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'NFL' });
    expect(
      kalshi(
        'If the Colorado Avalanche score more than 3 goals against the Dallas Stars on Oct 14, 2027, then the market resolves to Yes.',
        'Goals are counted according to the official NHL statistics.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'NHL' });
  });

  test('"as called by the Associated Press, Fox News and NBC" (Gamma 509911)', () => {
    expect(
      polymarket(
        'This market will resolve to "Yes" if the Democratic Party wins a majority of seats in the U.S. House of Representatives in the 2026 midterm elections, as called by the Associated Press, Fox News and NBC. Otherwise, this market will resolve to "No".',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Associated Press' });
    expect(
      polymarket(
        'This market will resolve to "Yes" if the Green Party wins the most seats in the 2029 Scottish Parliament election, as called by Sky News. Otherwise, this market will resolve to "No".',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Sky News' });
  });

  test('no body named: "the official final result", "the governing body", "the rules of the NFL" (Kalshi KXNFLGAME, KXLOLGAME; Gamma 540209)', () => {
    expect(
      kalshi(
        'If Carolina wins the Carolina vs Arizona professional football game originally scheduled for Aug 6, 2026, then the market resolves to Yes.',
        'If the game is postponed but begins within 48 hours from its originally scheduled start time, the market will remain open and resolve based on the official final result. Kalshi is not affiliated, associated, authorized, endorsed by, or in any way officially connected with the Governing League.',
      ).status,
    ).toBe('UNKNOWN');
    expect(
      kalshi(
        'If LNG Esports wins the LPL 2026: LNG Esports vs. Invictus Gaming League of Legends match originally scheduled for Aug 9, 2026 at 3:00 AM EDT, then the market resolves to Yes.',
        'If the relevant match begins and is subsequently forfeited, the market will resolve according to the official result published by the governing body or tournament organizer.',
      ).status,
    ).toBe('UNKNOWN');
    expect(
      polymarket(
        'This market will resolve to "Yes" if the Buffalo Bills win Super Bowl LX. Otherwise, this market will resolve to "No". If at any point it becomes impossible for this team to win the Super Bowl based on the rules of the NFL (e.g. they are eliminated in the playoff bracket), this market will resolve immediately to "No".',
      ).status,
    ).toBe('UNKNOWN');
  });

  test('a competition is not the body that declares its result: "the Super Bowl LX result" names none', () => {
    expect(
      polymarket(
        'This market will resolve to "Yes" if the Kansas City Chiefs win Super Bowl LXII. The market will be settled according to the Super Bowl LXII result.',
      ).status,
    ).toBe('UNKNOWN');
    expect(
      polymarket(
        'This market will resolve to "Yes" if Brazil wins the 2030 FIFA World Cup, according to the official 2030 FIFA World Cup results.',
      ).status,
    ).toBe('UNKNOWN');
  });

  test('a meeting "called by" a board is no source: the rules\' source stands (Gamma 516711)', () => {
    expect(
      polymarket(
        'An emergency meeting is defined as any unscheduled meeting called by the Federal Reserve Board or the Federal Open Market Committee (FOMC) apart from the regular eight pre-scheduled meetings for 2025.\n\nThe resolution source will be official announcements from the Federal Reserve’s website (federalreserve.gov) or credible news sources reporting on the emergency meeting.',
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'Federal Reserve' });
  });
});

describe("the venue's data where the rules name no source", () => {
  const kalshiWithSeries = (primary: string, sources: { name: string; url: string }[]) =>
    readTexts('kalshi', [{ field: 'rules_primary', text: primary }], {
      facts: { settlementSources: sources },
    }).source;

  test("Kalshi: the series' settlement sources are the game's source (KXMLBGAME)", () => {
    expect(
      kalshiWithSeries(
        'If Miami wins the Los Angeles A vs Miami professional baseball game originally scheduled for Aug 8, 2026 at 4:10 PM EDT, then the market resolves to Yes.',
        [
          { name: 'ESPN', url: 'https://www.espn.com' },
          { name: 'the Governing League', url: 'https://www.mlb.com/' },
        ],
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'ESPN + MLB' });
    // Another league's series, a name without an address.
    expect(
      kalshiWithSeries(
        'If Toronto wins the Toronto vs Ottawa professional hockey game originally scheduled for Nov 3, 2027, then the market resolves to Yes.',
        [{ name: 'NHL', url: '' }],
      ),
    ).toMatchObject({ status: 'KNOWN', value: 'NHL' });
  });

  test("Gamma: the market's resolutionSource is its source where the description names none", () => {
    const source = readTexts('polymarket', [
      {
        field: 'description',
        text: 'This market will resolve to "Yes" if the Boston Celtics win the 2027 NBA Finals. Otherwise, this market will resolve to "No".',
      },
      { field: 'resolutionSource', text: 'https://www.nba.com/playoffs' },
    ]).source;
    expect(source).toMatchObject({ status: 'KNOWN', value: 'NBA' });
    expect(source.spans[0]).toMatchObject({ field: 'resolutionSource' });
  });

  test('with neither, the source stays UNKNOWN: no venue default is read (Kalshi KXWNBAGAME)', () => {
    const source = kalshi(
      "If Phoenix wins the Indiana vs Phoenix women's professional basketball game originally scheduled for Jul 9, 2026, then the market resolves to Yes.",
      '',
    );
    expect(source).toMatchObject({ status: 'UNKNOWN', reason: 'no settlement source is named' });
    expect(source).not.toHaveProperty('statedNone');
  });
});

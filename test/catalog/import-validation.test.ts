// A bad catalog is rejected whole, with every problem listed by JSON path, and nothing written.
import { importCatalog, parseCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { ServiceError, type Problem } from '../../src/domain/errors';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';
import { storePosition } from '../support/test-server';

function problemsOf(run: () => unknown): Problem[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe('INVALID_REQUEST');
    return (error as ServiceError).details!.problems!;
  }
  throw new Error('expected the catalog to be rejected');
}

async function rejection(run: () => Promise<unknown>): Promise<Problem[]> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return (error as ServiceError).details!.problems!;
  }
  throw new Error('expected the catalog to be rejected');
}

describe('catalog shape validation', () => {
  test('text that is not JSON names the file', () => {
    expect(() => parseCatalog('{', 'broken.json')).toThrow('broken.json is not valid JSON');
  });

  test('every shape problem is listed with its JSON path', () => {
    const json = smallCatalogJson() as any;
    json.format = 'other/v9';
    json.families[0].scenario_versions[0].scenarios[0].kind = 'MAYBE';
    json.events[1].venue_event_id = '';
    json.markets[0].outcomes[0].payouts['fam-fed@1'].cut = '1.0e0';
    json.markets[0].outcomes[0].listings[0].trading_rules.payout_unit = 1;
    delete json.markets[1].title;
    const problems = problemsOf(() => validateCatalog(json));
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '$.format',
        '$.families[0].scenario_versions[0].scenarios[0].kind',
        '$.events[1].venue_event_id',
        '$.markets[0].outcomes[0].payouts["fam-fed@1"].cut',
        '$.markets[0].outcomes[0].listings[0].trading_rules.payout_unit',
        '$.markets[1].title',
      ]),
    );
    expect(problems).toHaveLength(6);
    expect(problems.every((p) => String(p.reason).length > 0)).toBe(true);
  });

  test('an ID with a zero-width, control or bidirectional character is refused, naming it', () => {
    const json = smallCatalogJson() as any;
    json.families[0].family_id = 'fam-fed\u200b';
    json.markets[0].market_id = 'mkt\u0007';
    json.markets[0].outcomes[0].listings[0].listing_id = '\u202elst';
    json.markets[1].market_id = 'm'.repeat(257);
    const problems = problemsOf(() => validateCatalog(json));
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: '$.families[0].family_id',
          reason:
            'contains U+200B (zero width space), which an identifier may not hold; received "fam-fed\\u200b"',
        },
        {
          path: '$.markets[0].market_id',
          reason:
            'contains U+0007 (control character), which an identifier may not hold; received "mkt\\u0007"',
        },
        {
          path: '$.markets[0].outcomes[0].listings[0].listing_id',
          // The received text shows the override escaped: it cannot reorder the message around it.
          reason:
            'contains U+202E (right-to-left override), which an identifier may not hold; received "\\u202elst"',
        },
        {
          path: '$.markets[1].market_id',
          reason: `must be at most 256 characters; received "${'m'.repeat(40)}…" (257 characters)`,
        },
      ]),
    );
  });
});

describe.each(STORE_KINDS)('catalog import rules ($name store)', (kind) => {
  test('cross-reference problems are all listed and the store stays exactly as it was', async () => {
    const store = await kind.open();
    try {
      await importCatalog(store, smallCatalog());
      const before = await storePosition(store);
      const json = smallCatalogJson() as any;
      json.events.push({
        event_id: 'evt-new',
        venue: 'kalshi',
        venue_event_id: 'KXNEW',
        title: 'new event',
        family_ids: ['fam-missing'],
      });
      json.events.push({
        event_id: 'evt-new',
        venue: 'kalshi',
        venue_event_id: 'KXNEW2',
        title: 'duplicate ID',
      });
      json.families[0].supported_convention_ids.push('conv-missing');
      json.markets[0].event_ids.push('evt-missing');
      json.markets[0].outcomes[0].payouts['fam-fed@1'] = { cut: '1', hold: '0' };
      json.markets[0].outcomes[1].payouts['fam-fed@1'].extra = '0';
      json.markets[0].outcomes[1].payouts['fam-fed@9'] = { '*': '0' };
      json.markets[1].outcomes[0].payouts['fam-btc@1'].high = '1.5';
      json.markets[1].outcomes[0].listings[0].venue_event_ids = ['903193'];
      json.markets[1].outcomes[1].outcome_id = 'out-btc-100k-yes';
      json.joint_scopes = [{ family_ids: ['fam-fed', 'fam-nope'], kind: 'INDEPENDENT' }];
      const problems = await rejection(() => importCatalog(store, validateCatalog(json)));
      const paths = problems.map((p) => p.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          '$.events[3].family_ids[0]',
          '$.events[4].event_id',
          '$.families[0].supported_convention_ids[1]',
          '$.markets[0].event_ids[2]',
          '$.markets[0].outcomes[0].payouts["fam-fed@1"]',
          '$.markets[0].outcomes[1].payouts["fam-fed@1"]["extra"]',
          '$.markets[0].outcomes[1].payouts["fam-fed@9"]',
          '$.markets[1].outcomes[0].payouts["fam-btc@1"]["high"]',
          '$.markets[1].outcomes[0].listings[0].venue_event_ids[0]',
          '$.markets[1].outcomes[1].outcome_id',
          '$.joint_scopes[0].family_ids[1]',
        ]),
      );
      expect(
        problems.find((p) => p.path === '$.markets[0].outcomes[0].payouts["fam-fed@1"]')!.reason,
      ).toContain('void');
      expect(await storePosition(store)).toEqual(before);
    } finally {
      await store.close();
    }
  });

  test('a malformed payouts key is reported with its JSON path and what is wrong with it', async () => {
    const store = await kind.open();
    try {
      const json = smallCatalogJson() as any;
      const payouts = json.markets[0].outcomes[0].payouts;
      payouts['fam-fed'] = { '*': '0' };
      payouts['@1'] = { '*': '0' };
      payouts['fam-fed@'] = { '*': '0' };
      // A joint key is no catalog key: its text reads as the family "fam-fed@1+fam-btc".
      payouts['fam-btc@1+fam-fed@1'] = { '*': '0' };
      const problems = await rejection(() => importCatalog(store, validateCatalog(json)));
      const reasonAt = (key: string) =>
        problems.find((p) => p.path === `$.markets[0].outcomes[0].payouts[${JSON.stringify(key)}]`)
          ?.reason;
      const lead = 'a payouts key is family_id@scenario_version; this one';
      expect(reasonAt('fam-fed')).toBe(`${lead} has no "@" between family ID and scenario version`);
      expect(reasonAt('@1')).toBe(`${lead} has no family ID before "@"`);
      expect(reasonAt('fam-fed@')).toBe(`${lead} has no scenario version after "@"`);
      expect(reasonAt('fam-btc@1+fam-fed@1')).toBe(
        "family fam-btc@1+fam-fed is not among the market's family_ids",
      );
      expect(problems).toHaveLength(4);
      expect(await storePosition(store)).toEqual({ revision: 0, changes: 0 });
    } finally {
      await store.close();
    }
  });

  test('a published scenario version or market version cannot be silently rewritten', async () => {
    const store = await kind.open();
    try {
      await importCatalog(store, smallCatalog());
      const before = await storePosition(store);
      const json = smallCatalogJson() as any;
      json.families[0].scenario_versions[0].scenarios.pop();
      json.markets[0].settlement_summary = 'different terms under the same version label';
      const problems = await rejection(() => importCatalog(store, validateCatalog(json)));
      expect(problems.map((p) => p.path)).toEqual(
        expect.arrayContaining(['$.families[0].scenario_versions[0]', '$.markets[0].version']),
      );
      expect(await storePosition(store)).toEqual(before);
    } finally {
      await store.close();
    }
  });

  test('without a version label, changed terms make the next version and unchanged terms keep it', async () => {
    const store = await kind.open();
    try {
      const json = smallCatalogJson() as any;
      delete json.markets[0].version;
      await importCatalog(store, validateCatalog(json));
      const rev1 = (await store.head()).revision;
      json.markets[0].title = 'Only the title changed';
      await importCatalog(store, validateCatalog(json));
      const rev2 = (await store.head()).revision;
      json.markets[0].payout_conditions = ['amended'];
      await importCatalog(store, validateCatalog(json));
      const rev3 = (await store.head()).revision;
      const versionAt = async (rev: number) =>
        (await store.getByKeys('market', ['mkt-fed-cut'], rev))[0]!.version;
      expect([await versionAt(rev1), await versionAt(rev2), await versionAt(rev3)]).toEqual([
        '1',
        '1',
        '2',
      ]);
      const changes = await store.changesAfter(0, { resourceTypes: ['CONTRACT'] }, 100);
      expect(
        changes.filter((c) => c.resourceId === 'mkt-fed-cut').map((c) => c.changeType),
      ).toEqual(['CREATED', 'UPDATED', 'NEW_VERSION']);
    } finally {
      await store.close();
    }
  });
});

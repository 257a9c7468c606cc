// The payout key value type: parser and formatter are inverse, the last "@" separates the
// version, joint keys and joint scenario IDs keep family ID order.
import fc from 'fast-check';
import {
  compareIds,
  comparePayoutKeys,
  type FamilyVersion,
  formatFamilyVersion,
  formatJointScenarioId,
  formatPayoutKey,
  inFamilyOrder,
  isJoinableScenarioId,
  isJointPayoutKey,
  jointScopeIdOf,
  KeyFormatError,
  type PayoutKey,
  parseFamilyVersion,
  parseJointScenarioId,
  parsePayoutKey,
  payoutKeyOf,
  scopeIdOf,
  scopeVersionOf,
} from './payout-key';

/** IDs over a small alphabet that holds every separator, so generated texts hit the edge cases. */
const idOver = (chars: string[]) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 6 });
const anyId = idOver(['a', 'b', 'B', '-', '1', '@', '+', '/']);
const familyId = idOver(['a', 'b', 'B', '-', '1', '@', '/']);
const version = idOver(['1', '2', 'v', '.', '-']);
const scenarioId = idOver(['a', 'b', '1', '-', '@', '.']);
const familyVersion = fc.record({ familyId, version });
const keyText = fc.string({
  unit: fc.constantFrom('a', 'b', '1', '@', '+', '/'),
  maxLength: 14,
});

/** The value payoutKeyOf makes of the members, or undefined when it refuses them. */
function accepted(members: FamilyVersion[]): PayoutKey | undefined {
  try {
    return payoutKeyOf(members);
  } catch (error) {
    if (error instanceof KeyFormatError || /appears twice/.test(String(error))) return undefined;
    throw error;
  }
}

/** What the parser reads from the text, or undefined when it refuses it with a KeyFormatError. */
function readOrRefuse<T>(parse: (text: string) => T, text: string): T | undefined {
  try {
    return parse(text);
  } catch (error) {
    expect(error).toBeInstanceOf(KeyFormatError);
    return undefined;
  }
}

describe('family versions', () => {
  test('format(parse(x)) == x and parse(format(v)) == v', () => {
    fc.assert(
      fc.property(familyVersion, (v) => {
        expect(parseFamilyVersion(formatFamilyVersion(v))).toEqual(v);
      }),
    );
    fc.assert(
      fc.property(keyText, (text) => {
        const v = readOrRefuse(parseFamilyVersion, text);
        if (v) expect(formatFamilyVersion(v)).toBe(text);
      }),
    );
  });

  test('the last "@" separates the version, so family IDs may contain "@"', () => {
    expect(parseFamilyVersion('fam-fed@1')).toEqual({ familyId: 'fam-fed', version: '1' });
    expect(parseFamilyVersion('user@example@v2')).toEqual({
      familyId: 'user@example',
      version: 'v2',
    });
    expect(parseFamilyVersion('fam+x@1')).toEqual({ familyId: 'fam+x', version: '1' });
  });

  test.each([
    ['fam-fed', 'has no "@" between family ID and scenario version'],
    ['@1', 'has no family ID before "@"'],
    ['fam-fed@', 'has no scenario version after "@"'],
    ['', 'has no "@" between family ID and scenario version'],
  ])('%j is refused: %s', (text, reason) => {
    expect(() => parseFamilyVersion(text)).toThrow(new KeyFormatError(text, reason));
    expect(() => parseFamilyVersion(text)).toThrow(`${JSON.stringify(text)} ${reason}`);
  });
});

describe('payout keys', () => {
  test('parse(format(k)) == k for every key payoutKeyOf makes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ familyId: anyId, version: anyId }), { minLength: 1, maxLength: 4 }),
        (members) => {
          const key = accepted(members);
          fc.pre(key !== undefined);
          expect(parsePayoutKey(formatPayoutKey(key))).toEqual(key);
        },
      ),
    );
  });

  test('parse(format(k)) == k for joint keys of plain IDs', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(familyVersion, { minLength: 2, maxLength: 4, selector: (m) => m.familyId }),
        (members) => {
          const key = payoutKeyOf(members);
          expect(isJointPayoutKey(key)).toBe(true);
          expect(parsePayoutKey(formatPayoutKey(key))).toEqual(key);
        },
      ),
    );
  });

  test('format(parse(x)) == x, and what parse reads payoutKeyOf accepts', () => {
    fc.assert(
      fc.property(keyText, (text) => {
        const key = readOrRefuse(parsePayoutKey, text);
        if (!key) return;
        expect(formatPayoutKey(key)).toBe(text);
        expect(payoutKeyOf(key.members)).toEqual(key);
      }),
    );
  });

  test('members join with "+" in family ID order (code units: "B" before "a")', () => {
    const key = payoutKeyOf([
      { familyId: 'fam-nba', version: '1' },
      { familyId: 'fam-btc', version: '3' },
      { familyId: 'Fam-z', version: '2' },
    ]);
    expect(formatPayoutKey(key)).toBe('Fam-z@2+fam-btc@3+fam-nba@1');
    expect(scopeIdOf(key)).toBe('Fam-z+fam-btc+fam-nba');
    expect(scopeVersionOf(key)).toBe('2+3+1');
    expect(parsePayoutKey('fam-btc@3+fam-nba@1')).toEqual({
      members: [
        { familyId: 'fam-btc', version: '3' },
        { familyId: 'fam-nba', version: '1' },
      ],
    });
  });

  test('a key of one family is not joint; its scope is the family version', () => {
    const key = parsePayoutKey('fam-fed@1');
    expect(isJointPayoutKey(key)).toBe(false);
    expect(scopeIdOf(key)).toBe('fam-fed');
    expect(scopeVersionOf(key)).toBe('1');
  });

  test('a family ID with "+" is one family version unless every part reads as one', () => {
    expect(parsePayoutKey('fam+x@1')).toEqual({ members: [{ familyId: 'fam+x', version: '1' }] });
    expect(parsePayoutKey('b@a+fam@1').members).toHaveLength(2);
    expect(() => payoutKeyOf([{ familyId: 'b@a+fam', version: '1' }])).toThrow(
      'would read as a joint key',
    );
  });

  test('refuses members whose key would read back as another', () => {
    expect(() => payoutKeyOf([])).toThrow('at least one family version');
    expect(() => payoutKeyOf([{ familyId: 'fam', version: '1@2' }])).toThrow(KeyFormatError);
    expect(() => payoutKeyOf([{ familyId: '', version: '1' }])).toThrow(KeyFormatError);
    expect(() =>
      payoutKeyOf([
        { familyId: 'fam+a', version: '1' },
        { familyId: 'fam-b', version: '1' },
      ]),
    ).toThrow('contains "+", which joins the members of a joint key');
    expect(() =>
      payoutKeyOf([
        { familyId: 'fam-a', version: '1+2' },
        { familyId: 'fam-b', version: '1' },
      ]),
    ).toThrow(KeyFormatError);
    expect(() =>
      payoutKeyOf([
        { familyId: 'fam-a', version: '1' },
        { familyId: 'fam-a', version: '2' },
      ]),
    ).toThrow('family fam-a appears twice in one scope');
  });

  test('text out of family ID order, or naming a family twice, is one family version', () => {
    expect(parsePayoutKey('fam-nba@1+fam-btc@3')).toEqual({
      members: [{ familyId: 'fam-nba@1+fam-btc', version: '3' }],
    });
    expect(parsePayoutKey('fam-a@1+fam-a@2').members).toHaveLength(1);
    expect(() => parsePayoutKey('fam-a@1+fam-b@')).toThrow('has no scenario version after "@"');
  });

  test('keys order by their text; IDs by code units', () => {
    const keys = ['fam-a@1', 'fam-a-b@1', 'fam-a@1+fam-b@1', 'fam-a@10', 'Fam@1'].map(
      parsePayoutKey,
    );
    expect(keys.sort(comparePayoutKeys).map(formatPayoutKey)).toEqual([
      'Fam@1',
      'fam-a-b@1',
      'fam-a@1',
      'fam-a@1+fam-b@1',
      'fam-a@10',
    ]);
    fc.assert(
      fc.property(anyId, anyId, (a, b) => {
        expect(Math.sign(compareIds(a, b)) + Math.sign(compareIds(b, a))).toBe(0);
        expect(compareIds(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('joint scopes and joint scenarios', () => {
  test('a joint scope ID names each family once, in family ID order', () => {
    expect(jointScopeIdOf(['fam-nba', 'fam-btc', 'fam-nba'])).toBe('fam-btc+fam-nba');
    fc.assert(
      fc.property(fc.array(familyId, { minLength: 1, maxLength: 5 }), (ids) => {
        expect(jointScopeIdOf(ids)).toBe(jointScopeIdOf([...ids].reverse()));
        expect(jointScopeIdOf(ids)).toBe(
          scopeIdOf({
            members: inFamilyOrder([...new Set(ids)].map((f) => ({ familyId: f, version: '1' }))),
          }),
        );
      }),
    );
  });

  test('parse(format(s)) == s for joint scenario IDs; the last "/" separates the scenario', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ familyId, scenarioId }), {
          minLength: 1,
          maxLength: 4,
          selector: (m) => m.familyId,
        }),
        (members) => {
          expect(parseJointScenarioId(formatJointScenarioId(members))).toEqual(members);
        },
      ),
    );
    expect(
      formatJointScenarioId([
        { familyId: 'fam-btc', scenarioId: 'high' },
        { familyId: 'fam-nba', scenarioId: 'okc' },
      ]),
    ).toBe('fam-btc/high+fam-nba/okc');
    expect(parseJointScenarioId('a/b/high')).toEqual([{ familyId: 'a/b', scenarioId: 'high' }]);
    expect(['high', 'a@b', 'x-1'].every(isJoinableScenarioId)).toBe(true);
    expect(['a/b', 'a+b'].some(isJoinableScenarioId)).toBe(false);
  });

  test('format(parse(x)) == x for joint scenario IDs', () => {
    fc.assert(
      fc.property(keyText, (text) => {
        const members = readOrRefuse(parseJointScenarioId, text);
        if (members) expect(formatJointScenarioId(members)).toBe(text);
      }),
    );
    expect(() => parseJointScenarioId('fam-btc/high+fam-nba')).toThrow(
      'has a member "fam-nba" that is not family_id/scenario_id',
    );
  });
});

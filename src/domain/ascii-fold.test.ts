import { foldToAscii } from './ascii-fold';
import { entityCode, entitySlug, personEntity } from './settlement-terms/entity-ids';

describe('names folded to ASCII', () => {
  test.each([
    ['Bodø/Glimt', 'Bodo/Glimt'],
    ['Zoë Kravitz', 'Zoe Kravitz'],
    ['Mönchengladbach', 'Monchengladbach'],
    ['Łódź', 'Lodz'],
    ['Æther Straße', 'AEther Strasse'],
    ['Þórshöfn', 'THorshofn'],
    ['Đoković', 'Dokovic'],
    ['Ørsted', 'Orsted'],
  ])('%s is %s', (name, folded) => {
    expect(foldToAscii(name)).toBe(folded);
  });

  test('a ligature or full-width letter is its compatibility form', () => {
    expect(foldToAscii('ﬁnal ＡＢＣ')).toBe('final ABC');
  });

  test('letters of other scripts are left as they are', () => {
    expect(foldToAscii('Москва 東京')).toBe('Москва 東京');
  });
});

describe('entity IDs of names written with and without their letters', () => {
  test('a person or a code is one ID whichever way a venue spells it', () => {
    expect(personEntity('Martin Ødegaard')).toBe('person:martin-odegaard');
    expect(personEntity('Martin Odegaard')).toBe('person:martin-odegaard');
    expect(entitySlug('Bodø/Glimt')).toBe(entitySlug('Bodo/Glimt'));
    expect(entityCode('Bodø')).toBe('BODO');
  });
});

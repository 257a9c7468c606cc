import { wordsOf } from './candidate-text';

describe('the words a market is found by', () => {
  it('reads a month by its name or an abbreviation of it, with the day after it', () => {
    expect(wordsOf('Closes on December 31')).toEqual(expect.arrayContaining(['dec', 'dec31']));
    expect(wordsOf('by Sept 9 or Sep. 9')).toEqual(expect.arrayContaining(['sep', 'sep9']));
    expect(wordsOf('Dec 5 and Decem 5').sort()).toEqual(['5', 'dec', 'dec5']);
  });

  it('keeps a word that only begins like a month as a word of its own', () => {
    const words = wordsOf('Will the mayor of Lagos run the marathon with a junior 12');
    expect(words).toEqual(expect.arrayContaining(['mayor', 'marathon', 'junior', '12']));
    expect(words).not.toContain('may');
    expect(words).not.toContain('mar');
    expect(words).not.toContain('jun');
    expect(words).not.toContain('jun12');
  });
});

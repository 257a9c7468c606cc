// Places written as words or ordinals, the one reading that places in a final table (places.ts)
// and ranks on a chart (ranks.ts) share: "third", "3rd", "ten".

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "one" to "ten" as a number, or undefined. */
export function numberWord(word: string): number | undefined {
  return NUMBER_WORDS[word.toLowerCase()];
}

/** "2nd", "21st", "third": the suffix must be the number's own ("2th" is no ordinal). */
export function ordinal(word: string): number | undefined {
  const m = /^([1-9]\d?)(st|nd|rd|th)$/i.exec(word);
  if (!m) return ORDINAL_WORDS[word.toLowerCase()];
  const n = Number(m[1]);
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return m[2]!.toLowerCase() === suffix ? n : undefined;
}

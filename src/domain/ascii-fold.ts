// Names folded to ASCII for the IDs and keys built from them (docs/decisions.md, "Names folded
// to ASCII"). Unicode's compatibility decomposition splits an accented letter into its base and a
// combining mark ("é" is "e" and U+0301), but a few Latin letters have no decomposition ("ø",
// "æ", "ß", "ł", "đ", "þ"): dropping them, as stripping everything outside a-z does, turned
// "Bodø/Glimt" into "bod-glimt" while the other venue's "Bodo/Glimt" became "bodo-glimt".

/** Latin letters without a decomposition, spelt as their languages transliterate them. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ẞ: 'SS',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
};

const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/** The text with accents dropped and undecomposed Latin letters transliterated; the rest as is. */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? letter);
}

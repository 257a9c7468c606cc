import { identifierProblem } from './identifiers';

test('printable identifiers pass, in any script', () => {
  for (const id of ['mkt-fed-cut', 'KXFED-26DEC-T4.25', 'marché-é', '選挙-2026', '0x1a2b', 'a b'])
    expect(identifierProblem(id)).toBeUndefined();
});

test('control, zero-width and bidirectional characters are named', () => {
  expect(identifierProblem('mkt\u200bfed')).toBe(
    'contains U+200B (zero width space), which an identifier may not hold',
  );
  expect(identifierProblem('mkt\u0000')).toMatch(/^contains U\+0000 \(control character\)/);
  expect(identifierProblem('a\u0085b')).toMatch(/^contains U\+0085 \(control character\)/);
  expect(identifierProblem('\ufeffmkt')).toMatch(/U\+FEFF \(zero width no-break space\)/);
  expect(identifierProblem('evil\u202egnp.exe')).toMatch(/U\+202E \(right-to-left override\)/);
  expect(identifierProblem('x\u2066y')).toMatch(/U\+2066 \(left-to-right isolate\)/);
});

// Exact order of decimal strings as the API writes them ("0.42", "-1.5", "3"): prices are
// compared without turning them into floats. Pure.

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Negative, zero or positive as a < b, a = b, a > b; throws on a string that is not a decimal. */
export function compareDecimals(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  if (left.negative !== right.negative) return left.negative ? -1 : 1;
  const magnitude = compareMagnitudes(left, right);
  return left.negative ? -magnitude : magnitude;
}

interface Parts {
  negative: boolean;
  whole: string;
  fraction: string;
}

function parts(text: string): Parts {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const zero = /^0*$/.test(whole) && fraction === '';
  return { negative: match[1] === '-' && !zero, whole, fraction };
}

function compareMagnitudes(a: Parts, b: Parts): number {
  if (a.whole.length !== b.whole.length) return a.whole.length - b.whole.length;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  const length = Math.max(a.fraction.length, b.fraction.length);
  const x = a.fraction.padEnd(length, '0');
  const y = b.fraction.padEnd(length, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

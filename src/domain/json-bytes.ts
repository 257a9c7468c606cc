// The bytes of JSON's structure, as char codes: the scanners that read a JSON text without
// parsing it (json-shape.ts, json-slices.ts) look for these and nothing else.
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_LIST = 0x5b;
export const CLOSE_LIST = 0x5d;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;
export const COMMA = 0x2c;

// The writer of a long answer list's text-only items writes what the route's serializer
// (fast-json-stringify, compiled from the item's REST schema, after the camelCase-to-snake_case
// conversion) writes, character for character, and leaves it every other item.
import fastJson from 'fast-json-stringify';
import { Type } from '@sinclair/typebox';
import { AssignmentDefinition } from '../resources/evaluation-result';
import { restCodec, restSchema } from './rest-codec';
import { textRecordWriter } from './sliced-response';

const serializer = fastJson(
  restSchema(AssignmentDefinition) as unknown as Parameters<typeof fastJson>[0],
);
const codec = restCodec(AssignmentDefinition);

describe('textRecordWriter', () => {
  test('writes text members as the serializer does, escapes and null included', () => {
    const write = textRecordWriter(AssignmentDefinition)!;
    const texts = [
      'pos-0',
      '',
      'a"b\\c',
      'tab\there, line\nfeed, \u0000 and \u001f',
      'é, ☃, 😀',
      'lone \ud800 surrogate and \udfff',
      'x'.repeat(41),
      `${'y'.repeat(60)}"`,
      'z'.repeat(6000),
    ];
    for (const positionId of texts)
      for (const familyId of [null, 'fam-eval', positionId]) {
        const item = { positionId, familyId };
        expect(write(item)).toBe(serializer(codec.toRest(item)));
      }
  });

  test('leaves other values, and other schemas, to the serializer', () => {
    const write = textRecordWriter(AssignmentDefinition)!;
    expect(write({ positionId: null, familyId: 'f' })).toBeUndefined();
    expect(write({ positionId: 7, familyId: 'f' })).toBeUndefined();
    expect(write({ positionId: 'p' })).toBeUndefined();
    expect(textRecordWriter(Type.Object({ n: Type.Number() }))).toBeNull();
    expect(textRecordWriter(Type.Object({ s: Type.Optional(Type.String()) }))).toBeNull();
    expect(textRecordWriter(Type.Object({ at: Type.String({ format: 'date-time' }) }))).toBeNull();
  });
});

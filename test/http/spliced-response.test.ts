// The REST writer of an answer whose long lists were written elsewhere as bytes
// (src/rest/sliced-response.ts, splicedJson; docs/decisions.md, "Evaluation: the columns back to
// the engine, the answer's positions as bytes"), over real HTTP on loopback with the route's own
// serializer: the text is the one that serializer writes for the whole value.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { AssignmentDefinition } from '../../src/resources/evaluation-result';
import { restCodec, restSchema } from '../../src/rest/rest-codec';
import { splicedJson } from '../../src/rest/sliced-response';

// An answer whose long lists come as bytes is the text the route's serializer writes for the
// whole value; where the empty lists are not where the parts say, the lists are read back and the
// answer written the general way, the same text again.
describe('splicedJson', () => {
  const Definition = Type.Object({
    assignments: Type.Array(AssignmentDefinition),
    baseline: Type.Object({
      books: Type.Array(
        Type.Object({ familyId: Type.String(), positionIds: Type.Array(Type.String()) }),
      ),
    }),
  });
  const value = {
    assignments: [
      { positionId: 'p-1', familyId: 'f-a' },
      { positionId: 'p-2', familyId: 'f-b' },
    ],
    baseline: {
      books: [
        { familyId: 'f-a', positionIds: ['p-1'] },
        { familyId: 'f-b', positionIds: ['p-2'] },
      ],
    },
  };
  const bytes = (text: string) => new TextEncoder().encode(text);
  const parts = (lists: string[]) => ({
    items: bytes('{"position_id":"p-1","family_id":"f-a"},{"position_id":"p-2","family_id":"f-b"}'),
    within: ['baseline', 'books'],
    inner: 'positionIds',
    lists: lists.map(bytes),
  });
  const empty = {
    assignments: [],
    baseline: { books: value.baseline.books.map((b) => ({ ...b, positionIds: [] })) },
  };

  async function answers(lists: string[]) {
    const app = Fastify();
    const schema = { response: { 200: restSchema(Definition) } };
    app.get('/whole', { schema }, () => restCodec(Definition).toRest(value));
    app.get('/spliced', { schema }, (_req, reply) =>
      splicedJson(reply, Definition, empty, 'assignments', parts(lists)),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const read = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      return {
        statusCode: res.status,
        contentType: res.headers.get('content-type'),
        body: await res.text(),
      };
    };
    try {
      return { whole: await read('/whole'), spliced: await read('/spliced') };
    } finally {
      await app.close();
    }
  }

  test('puts the bytes where the serializer wrote each list empty', async () => {
    const { whole, spliced } = await answers(['"p-1"', '"p-2"']);
    expect(spliced.statusCode).toBe(200);
    expect(spliced.body).toBe(whole.body);
    expect(spliced.contentType).toBe(whole.contentType);
  });

  test('reads the lists back and writes the answer whole when the parts do not fit', async () => {
    // Three lists for two books: not where the parts say, so read back.
    const { whole, spliced } = await answers(['"p-1"', '"p-2"', '"p-3"']);
    expect(spliced.statusCode).toBe(200);
    expect(JSON.parse(spliced.body)).toEqual({
      ...JSON.parse(whole.body),
      baseline: {
        books: [
          { family_id: 'f-a', position_ids: ['p-1'] },
          { family_id: 'f-b', position_ids: ['p-2'] },
        ],
      },
    });
  });
});

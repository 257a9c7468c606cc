// A hook that outlasts the test timeout is not failed for it (hook-limits.ts): here the timeout is
// cut to 200 ms and the hook waits 500 ms, as setting up a store waits for Neo4j under load.
jest.setTimeout(200);

let ready = false;
beforeAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  ready = true;
});

test('a hook longer than the test timeout completes, and its tests run after it', () => {
  expect(ready).toBe(true);
});

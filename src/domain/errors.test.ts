// Messages name parameters once, in camelCase, and each adapter renders them in its own names.
import { failOnProblems, msg, name, path, renderError, ServiceError } from './errors';

const snake = (p: string) => p.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

test('placeholders of the template are names; interpolated values are text', () => {
  const message = msg`{venueEventId} requires {venue}: "${'{notAName}'}" by ${name('pageSize')}`;
  expect(String(message)).toBe('venueEventId requires venue: "{notAName}" by pageSize');
  expect(message.render(snake)).toBe('venue_event_id requires venue: "{notAName}" by page_size');
});

test('an error renders its message, problem paths and reasons, and detail keys', () => {
  const error = new ServiceError('PAGE_SIZE_TOO_LARGE', msg`{pageSize} 501 is above the cap`, {
    problems: [{ path: 'pageSize', reason: msg`at most 500 ({maxPageSize})` }],
    maxPageSize: 500,
  });
  const rendered = renderError(
    { code: error.code, status: 400, message: error.text, details: error.details },
    { path: snake, key: snake },
  );
  expect(rendered).toEqual({
    code: 'PAGE_SIZE_TOO_LARGE',
    status: 400,
    message: 'page_size 501 is above the cap',
    details: {
      problems: [{ path: 'page_size', reason: 'at most 500 (max_page_size)' }],
      max_page_size: 500,
    },
  });
});

test('full request paths are told apart from field names', () => {
  const seen: [string, boolean][] = [];
  const caught = (() => {
    try {
      failOnProblems([{ path: 'legs[1]', reason: msg`names one of {outcomeId} or ${path('x')}` }]);
    } catch (error) {
      return error as ServiceError;
    }
    throw new Error('expected a failure');
  })();
  renderError(
    { code: caught.code, status: 400, message: caught.text, details: caught.details },
    {
      path: (p, isPath = false) => {
        seen.push([p, isPath]);
        return p;
      },
      key: (k) => k,
    },
  );
  expect(seen).toEqual([
    ['legs[1]', true],
    ['outcomeId', false],
    ['x', true],
    ['legs[1]', true],
    ['outcomeId', false],
    ['x', true],
  ]);
});

test('an error already in an adapter’s names is left as it is', () => {
  const rendered = renderError(
    {
      code: 'INVALID_REQUEST',
      status: 400,
      message: 'fair_values[0].fooBar: must be a string',
      details: { problems: [{ path: 'fair_values[0].fooBar', reason: 'must be a string' }] },
      adapterNamed: true,
    },
    { path: snake, key: snake },
  );
  expect(rendered.details).toEqual({
    problems: [{ path: 'fair_values[0].fooBar', reason: 'must be a string' }],
  });
});

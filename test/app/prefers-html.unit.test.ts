// Which Accept headers get the GraphQL IDE page at GET /graphql (src/app/prefers-html.ts).
import { prefersHtml } from '../../src/app/prefers-html';

describe('prefersHtml', () => {
  test.each([
    // Chromium's and Firefox's navigations.
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/html',
    'TEXT/HTML; charset=utf-8',
    'application/json;q=0.5, text/html',
    'text/*, application/json;q=0.2',
  ])('a browser: %s', (accept) => {
    expect(prefersHtml(accept)).toBe(true);
  });

  test.each([
    undefined,
    '',
    '*/*',
    'application/json',
    'application/graphql-response+json, application/json;q=0.9',
    'text/html, application/json',
    'text/html;q=0.9, */*',
    'application/json, text/html;q=0.5',
    'text/html;q=0',
    'text/plain',
    'text/html;q=abc, */*',
  ])('an API client: %s', (accept) => {
    expect(prefersHtml(accept)).toBe(false);
  });
});

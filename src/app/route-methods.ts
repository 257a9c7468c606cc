// Which methods each route path takes, so a request with another method is told 405 with an
// `Allow` header instead of 404 (docs/decisions.md, "Errors for people").

/** A route path as Fastify writes it (`/v1/markets::compose`, `/v1/things/:id`) as a matcher. */
function pathMatcher(url: string): RegExp {
  let pattern = '';
  for (let i = 0; i < url.length; i++) {
    const char = url[i]!;
    if (char === ':' && url[i + 1] === ':') {
      pattern += ':';
      i++;
    } else if (char === ':') {
      while (i + 1 < url.length && /[A-Za-z0-9_]/.test(url[i + 1]!)) i++;
      pattern += '[^/]+';
    } else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

export class RouteMethods {
  private readonly routes = new Map<string, { matcher: RegExp; methods: Set<string> }>();

  add(url: string, method: string | readonly string[]): void {
    // A wildcard route (CORS's OPTIONS *) answers any path: it makes no path known.
    if (url.includes('*')) return;
    let route = this.routes.get(url);
    if (!route) {
      route = { matcher: pathMatcher(url), methods: new Set() };
      this.routes.set(url, route);
    }
    for (const m of typeof method === 'string' ? [method] : method) route.methods.add(m);
  }

  /** The methods the path takes, sorted; none for a path no route has. */
  of(path: string): string[] {
    const methods = new Set<string>();
    for (const { matcher, methods: own } of this.routes.values())
      if (matcher.test(path)) for (const m of own) methods.add(m);
    return [...methods].sort();
  }
}

// Gamma's sports reference data (docs/venue-adapters.md, "Reference data"): `GET /teams` (a bare
// array of Team: integer `id`, `name`, `league`, `abbreviation`, `alias`, each nullable) as
// reference entities `team:<LEAGUE>:<ABBR>`, and `GET /sports` (a bare array of SportsMetadata:
// `sport`, `resolution`, `tags` as comma-separated tag IDs, `series`) as leagues. A team without a
// league or an abbreviation, or of another shape, is left out.
import type {
  ReferenceEntity,
  ReferenceLeague,
} from '../../domain/settlement-terms/reference-data';
import { entityCode, teamEntity } from '../../domain/settlement-terms/entity-ids';
import { JsonNode } from '../common/json-node';
import { distinct, factText } from '../common/venue-facts';

/** Which Gamma reference list a response body is, if either. */
export function polymarketReferenceKind(
  body: unknown,
  url?: string,
): 'teams' | 'sports' | undefined {
  const path = url === undefined ? '' : pathOf(url);
  if (path.endsWith('/teams')) return 'teams';
  if (path.endsWith('/sports')) return 'sports';
  if (!Array.isArray(body) || body.length === 0) return undefined;
  const objects = body.every((item) => typeof item === 'object' && item !== null);
  if (!objects) return undefined;
  const has = (key: string) => body.every((item) => key in (item as object));
  if (has('sport') && has('resolution')) return 'sports';
  if (has('abbreviation') && has('league') && !has('conditionId')) return 'teams';
  return undefined;
}

/** The entities of a `GET /teams` response. */
export function polymarketTeamEntities(body: unknown): ReferenceEntity[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) => {
    const node = new JsonNode(item);
    const id = node.isObject() ? node.opt('id')?.value : undefined;
    const league = factText(node, 'league');
    const abbreviation = factText(node, 'abbreviation');
    if ((typeof id !== 'number' && typeof id !== 'string') || !league || !abbreviation) return [];
    const entity = teamEntity(league, abbreviation);
    if (entity === undefined) return [];
    return [
      {
        entity,
        venue: 'polymarket' as const,
        venueId: String(id),
        names: distinct([factText(node, 'name'), factText(node, 'alias'), abbreviation]),
        league,
      },
    ];
  });
}

/** The leagues of a `GET /sports` response. */
export function polymarketLeagues(body: unknown): ReferenceLeague[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) => {
    const node = new JsonNode(item);
    const sport = factText(node, 'sport');
    if (sport === undefined || entityCode(sport) === '') return [];
    const resolution = factText(node, 'resolution');
    const tags = factText(node, 'tags');
    const series = factText(node, 'series');
    return [
      {
        venue: 'polymarket' as const,
        league: entityCode(sport),
        ...(resolution !== undefined ? { resolutionSource: resolution } : {}),
        ...(tags !== undefined ? { tagIds: distinct(tags.split(',').map((t) => t.trim())) } : {}),
        ...(series !== undefined ? { seriesId: series } : {}),
      },
    ];
  });
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

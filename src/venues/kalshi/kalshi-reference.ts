// Kalshi's structured targets (`GET /structured_targets`, docs/venue-adapters.md, "Reference
// data") as reference entities: the teams and players a market's `custom_strike` names by target
// ID (`{"basketball_team": "<id>"}`). The Trade API documents a target's `id`, `name`, `type` and
// a `details` object "specific to the target type", whose `league` (or `leagues`) the competition
// filter matches; a team's `abbreviation`, `market` and `team_name` are read where present. A
// target whose entity cannot be named without guessing (a team without league or abbreviation,
// a type that is neither a team nor a player) is left out, as is one of another shape.
import type { ReferenceEntity } from '../../domain/settlement-terms/reference-data';
import { personEntity, teamEntity } from '../../domain/settlement-terms/entity-ids';
import { JsonNode } from '../common/json-node';
import { distinct, factStrings, factText } from '../common/venue-facts';

/** Whether a Kalshi response body is a page of structured targets. */
export function isStructuredTargets(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { structured_targets?: unknown }).structured_targets)
  );
}

/** The entities of a `GET /structured_targets` page (`{structured_targets, cursor}`). */
export function kalshiReferenceEntities(body: unknown): ReferenceEntity[] {
  const targets = (body as { structured_targets?: unknown } | null)?.structured_targets;
  if (!Array.isArray(targets)) return [];
  return targets.flatMap((target) => {
    const entity = targetEntity(new JsonNode(target));
    return entity ? [entity] : [];
  });
}

function targetEntity(node: JsonNode): ReferenceEntity | undefined {
  const id = factText(node, 'id');
  const name = factText(node, 'name');
  const type = factText(node, 'type');
  if (id === undefined || name === undefined || type === undefined) return undefined;
  const details = node.isObject() ? node.get('details') : new JsonNode(undefined);
  const league = factText(details, 'league') ?? factStrings(details, 'leagues')[0];
  const abbreviation = factText(details, 'abbreviation');
  const entity = type.endsWith('_team')
    ? league !== undefined && abbreviation !== undefined
      ? teamEntity(league, abbreviation)
      : undefined
    : type.endsWith('_player')
      ? personEntity(name)
      : undefined;
  if (entity === undefined) return undefined;
  return {
    entity,
    venue: 'kalshi',
    venueId: id,
    names: distinct([
      name,
      factText(details, 'team_name'),
      factText(details, 'market'),
      abbreviation,
    ]),
    ...(league !== undefined ? { league } : {}),
  };
}

// A catalog's venue events, planned against the stored ones (plan-context.ts).
import type { EventRecord } from '../domain/records';
import { isCrossVenueFamily, withEventFamilies } from './venues/cross-venue/cross-venue-membership';
import { type PlanContext, sameContent } from './plan-context';

export function planEvents(ctx: PlanContext): void {
  const seen = new Set<string>();
  const natives = new Map<string, string>();
  ctx.draft.events.forEach((e, i) => {
    const path = `$.events[${i}]`;
    if (!ctx.unique(seen, e.eventId, `${path}.event_id`, 'event_id')) return;
    const native = `${e.venue}\u0000${e.venueEventId}`;
    const other = natives.get(native);
    if (other)
      ctx.problem(
        `${path}.venue_event_id`,
        `event ${other} already has venue_event_id "${e.venueEventId}" on ${e.venue}`,
      );
    natives.set(native, e.eventId);
    e.familyIds.forEach((fid, j) => {
      if (!ctx.familyIds.has(fid))
        ctx.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
    });
    const previous = ctx.known.events.get(e.eventId);
    if (previous && (previous.venue !== e.venue || previous.venueEventId !== e.venueEventId)) {
      ctx.problem(
        path,
        `event ${e.eventId} is ${previous.venue} ${previous.venueEventId}; an event's venue and native ID never change`,
      );
    }
    const record: EventRecord = {
      eventId: e.eventId,
      venue: e.venue,
      venueEventId: e.venueEventId,
      title: e.title,
      description: e.description,
      category: e.category,
      tags: e.tags,
      status: e.status,
      familyIds:
        ctx.crossVenue.keep && previous && !e.familyIds.some(isCrossVenueFamily)
          ? withEventFamilies(e.familyIds, previous.familyIds.filter(isCrossVenueFamily))
          : e.familyIds,
      observedAt: ctx.now,
    };
    if (previous && sameContent(previous, record)) return;
    ctx.puts.push({ kind: 'event', record });
    ctx.change(
      'CONTRACT',
      e.eventId,
      previous ? 'UPDATED' : 'CREATED',
      '',
      e.familyIds,
      `event ${e.eventId} (${e.venue} ${e.venueEventId}) ${previous ? 'changed' : 'created'}`,
    );
  });
}

// A catalog's venue events, planned against the stored ones (plan-context.ts).
import type { EventRecord } from '../domain/records';
import { isCrossVenueFamily, withEventFamilies } from './venues/cross-venue/cross-venue-membership';
import { type PlanContext, sameContent } from './plan-context';

export function planEvents(ctx: PlanContext): void {
  const seen = new Set<string>();
  const natives = new Map<string, string>();
  ctx.doc.events.forEach((e, i) => {
    const path = `$.events[${i}]`;
    if (!ctx.unique(seen, e.event_id, `${path}.event_id`, 'event_id')) return;
    const native = `${e.venue}\u0000${e.venue_event_id}`;
    const other = natives.get(native);
    if (other)
      ctx.problem(
        `${path}.venue_event_id`,
        `event ${other} already has venue_event_id "${e.venue_event_id}" on ${e.venue}`,
      );
    natives.set(native, e.event_id);
    e.family_ids.forEach((fid, j) => {
      if (!ctx.familyIds.has(fid))
        ctx.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
    });
    const previous = ctx.known.events.get(e.event_id);
    if (previous && (previous.venue !== e.venue || previous.venueEventId !== e.venue_event_id)) {
      ctx.problem(
        path,
        `event ${e.event_id} is ${previous.venue} ${previous.venueEventId}; an event's venue and native ID never change`,
      );
    }
    const record: EventRecord = {
      eventId: e.event_id,
      venue: e.venue,
      venueEventId: e.venue_event_id,
      title: e.title,
      description: e.description,
      category: e.category,
      tags: e.tags,
      status: e.status,
      familyIds:
        ctx.crossVenue.keep && previous && !e.family_ids.some(isCrossVenueFamily)
          ? withEventFamilies(e.family_ids, previous.familyIds.filter(isCrossVenueFamily))
          : e.family_ids,
      observedAt: ctx.now,
    };
    if (previous && sameContent(previous, record)) return;
    ctx.puts.push({ kind: 'event', record });
    ctx.change(
      'CONTRACT',
      e.event_id,
      previous ? 'UPDATED' : 'CREATED',
      '',
      e.family_ids,
      `event ${e.event_id} (${e.venue} ${e.venue_event_id}) ${previous ? 'changed' : 'created'}`,
    );
  });
}

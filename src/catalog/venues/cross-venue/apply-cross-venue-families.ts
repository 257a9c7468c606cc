// The cross-venue families of an adapted catalog (docs/decisions.md, "Cross-venue families"):
// every market's settlement terms are read (terms/extract-terms.ts), the families derived
// (cross-venue-families.ts) and added to the catalog; each member market names its families and
// carries its payouts under their `family@version` keys, and its summary says where it pays. The
// events of the members list the families too. A market left out of a family on its quantity is
// returned as a warning: nothing fails for it.
import type { Problem } from '../../../domain/errors';
import { formatFamilyVersion } from '../../../domain/payout-key';
import type { BuiltCatalog } from '../build-venue-catalog';
import { eventServiceId } from '../catalog-ids';
import { problemAt } from '../payload-error';
import { extractTerms } from '../terms/extract-terms';
import { deriveCrossVenueFamilies } from './cross-venue-families';
import type { MemberPayouts } from './partition-family';

/** Adds the families to `built` in place; the markets left out come back as warnings. */
export function addCrossVenueFamilies(built: BuiltCatalog): Problem[] {
  const derived = deriveCrossVenueFamilies(
    built.markets.map((a) => ({
      market: a.venue,
      event: a.event,
      terms: extractTerms(a.venue, a.event),
    })),
  );
  const adapted = new Map(built.markets.map((a) => [`${a.venue.venue}/${a.venue.marketId}`, a]));
  const events = new Map(built.doc.events.map((e) => [e.event_id, e]));
  for (const { family, members } of derived.families) {
    built.doc.families.push(family);
    const key = formatFamilyVersion({
      familyId: family.family_id,
      version: family.scenario_versions[0]!.version,
    });
    for (const m of members) {
      const a = adapted.get(`${m.venue}/${m.marketId}`)!;
      const doc = a.doc;
      doc.family_ids = [...new Set([...doc.family_ids, family.family_id])];
      doc.outcomes[0]!.payouts = { ...doc.outcomes[0]!.payouts, [key]: m.yes };
      doc.outcomes[1]!.payouts = { ...doc.outcomes[1]!.payouts, [key]: m.no };
      doc.settlement_summary = `${doc.settlement_summary} ${payoutSentence(family.family_id, m)}`;
      const event = events.get(eventServiceId(a.event));
      if (event) event.family_ids = [...new Set([...event.family_ids, family.family_id])];
    }
  }
  return derived.leftOut.map((l) => problemAt(l.market.from.file, l.market.from.path, l.reason));
}

/** Where YES pays, as the summary of the venue-structure family says it (a settlement term). */
function payoutSentence(familyId: string, m: MemberPayouts): string {
  const paying = Object.entries(m.yes).filter(([, amount]) => amount !== '0');
  const full = paying.filter(([, amount]) => amount === '1').map(([s]) => s);
  const part = paying
    .filter(([, amount]) => amount !== '1')
    .map(([s, amount]) => `${amount} in ${s}`);
  return [
    `In cross-venue family ${familyId}, YES pays 1 in ${full.length > 0 ? full.join(', ') : 'no scenario'}`,
    ...part,
  ]
    .join('; ')
    .concat('; NO pays the rest of 1 in every scenario.');
}

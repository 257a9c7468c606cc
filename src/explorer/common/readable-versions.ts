// Scenario versions for people: a version label may be a content hash (`v-8ffe17158aa5`, what
// `settlegraph adapt` names a version), so every panel shows a version by its place among the
// family's published versions and the day it was published, the label itself only in a tooltip.
// Pure (unit tested in test/explorer/explorer-readable-models.unit.test.ts).
import { readableDateTime } from './readable-dates';

export interface PublishedVersion {
  version: string;
  observedAt: string;
}

/** "scenario version 3, published 8 Dec 2026". */
export function readableVersion(number: number, observedAt: string): string {
  return `scenario version ${Math.max(number, 1)}, published ${readableDateTime(observedAt)}`;
}

/**
 * The readable name of each label of a family, from its published versions in the order they
 * became current (Family.scenarioVersions); `total` counts the versions before the page too.
 */
export function versionNames(
  versions: readonly PublishedVersion[],
  total = versions.length,
): Map<string, string> {
  const first = total - versions.length + 1;
  return new Map(versions.map((v, i) => [v.version, readableVersion(first + i, v.observedAt)]));
}

/** What a panel shows for a label whose family's versions are not (yet) known. */
export const UNNAMED_VERSION = 'a scenario version';

/**
 * The service's text with a version label read as `name`, in the two ways explanations name a
 * pin: "fam version <label>" and "fam@<label>".
 */
export function withReadableVersion(text: string, label: string, name: string): string {
  return text.split(` version ${label}`).join(`, ${name}`).split(`@${label}`).join(`, ${name}`);
}

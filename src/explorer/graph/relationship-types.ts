// The five relationship types (docs/architecture.md, "Data model"), in the order the classifier tries them, with
// the colour each is drawn in and what it means for two outcomes a and b.
import type { RelationshipType } from '../api/generated-operations';

export type { RelationshipType };

export const RELATIONSHIP_TYPES = [
  'EQUALITY',
  'COMPLEMENT',
  'IMPLICATION',
  'EXCLUSIVITY',
  'OVERLAP',
] as const satisfies readonly RelationshipType[];

export interface RelationshipStyle {
  colour: string;
  meaning: string;
  directed: boolean;
}

export const RELATIONSHIP_STYLES: Record<RelationshipType, RelationshipStyle> = {
  EQUALITY: {
    colour: '#2563eb',
    meaning: 'a and b pay the same in every scenario',
    directed: false,
  },
  COMPLEMENT: { colour: '#9333ea', meaning: 'a and b add up to the full unit', directed: false },
  IMPLICATION: { colour: '#16a34a', meaning: 'a → b: b pays whenever a pays', directed: true },
  EXCLUSIVITY: { colour: '#dc2626', meaning: 'a and b never both pay', directed: false },
  OVERLAP: { colour: '#d97706', meaning: 'both pay in some scenario; no bound', directed: false },
};

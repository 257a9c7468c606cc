// A position's next holder, and the first of several to do something (docs/decisions.md,
// "Settlement terms: a position's next holder and the first of several"): "If the next <role> of
// <body> is <person>" and "If <person> is the first member of <group> to <act>" name who, and no
// date or event. Read as the office's next holder of Kalshi's "first such subject … after
// Issuance" (politics.ts) is read: the person holding (or doing it first) is the proposition, so
// the window and the boundary are stated as none.
import type { CategoryEntry } from './category-table';

export const POSITIONS: readonly CategoryEntry[] = [
  {
    // The role of a body, not an office of the reference data: the role with its body is the
    // office ({role} and {body} together, read-category.ts).
    category: 'office-holder',
    quantityKind: 'RESULT',
    entityKinds: ['person', 'office'],
    conditions: ['If the next {role} of {body} is {person}, then'],
    subject: 'next holder of the position of {role} of {body}',
    window: { kind: 'UNDATED' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      "If the next permanent head coach of New York Pro men's Basketball  team is Micah Nori, then the market resolves to Yes.",
    ],
  },
  {
    // One of a group is the first to do something: who it is, whenever it happens.
    category: 'first-of-several',
    quantityKind: 'RESULT',
    entityKinds: ['person'],
    conditions: ['If {person} is the first member of {group} to {act}, then'],
    subject: 'first member of {group} to {act}',
    window: { kind: 'UNDATED' },
    boundary: { kind: 'OCCURS' },
    wordings: [
      'If Kristi Noem is the first member of the Cabinet of Donald Trump to leave or announce they will leave (such as by quitting, being fired, or being impeached), then the market resolves to Yes.',
    ],
  },
];

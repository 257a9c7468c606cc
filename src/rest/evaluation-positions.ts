// The reader of a large POST /evaluations:run body's positions (src/http/json-bodies.ts,
// BodyListReader): the one-pass reader of src/domain/position-list-text.ts on the serving thread
// (docs/decisions.md, "Positions read in one pass").
import type { BodyListReader } from '../http/json-bodies';
import { LIMITS } from '../domain/limits';
import { positionListReading, readPositionRun } from '../domain/position-list-text';

/** The reader of POST /evaluations:run's `positions` (src/http/json-bodies.ts). */
export const positionListReader: BodyListReader = {
  member: 'positions',
  maxItems: LIMITS.positionsMax,
  start() {
    const reading = positionListReading();
    return {
      run: (text, start, end) => readPositionRun(text, start, end, reading),
      items: () => reading.positions,
    };
  },
};

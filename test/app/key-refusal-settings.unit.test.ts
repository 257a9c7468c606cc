// SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE and SETTLEGRAPH_KEY_REFUSAL_HOLD_MS as readConfig reads them
// (README.md, "Configuration"; docs/decisions.md, "Fairness: a key pays for its refusals").
import { readConfig } from '../../src/app/config';

describe('the penalty for refusals, configured', () => {
  test('SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE and SETTLEGRAPH_KEY_REFUSAL_HOLD_MS, with defaults', () => {
    // Off by default: a client checking the API's errors gets each 400 however many it sends.
    expect(readConfig({})).toMatchObject({ keyRefusalsPerMinute: 0, keyRefusalHoldMs: 1_000 });
    expect(readConfig({ SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE: '60' })).toMatchObject({
      keyRefusalsPerMinute: 60,
    });
    expect(
      readConfig({
        SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE: '0',
        SETTLEGRAPH_KEY_REFUSAL_HOLD_MS: '0',
      }),
    ).toMatchObject({ keyRefusalsPerMinute: 0, keyRefusalHoldMs: 0 });
    expect(() => readConfig({ SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE: '-1' })).toThrow(
      /SETTLEGRAPH_KEY_REFUSALS_PER_MINUTE/,
    );
    expect(() => readConfig({ SETTLEGRAPH_KEY_REFUSAL_HOLD_MS: '60001' })).toThrow(
      /SETTLEGRAPH_KEY_REFUSAL_HOLD_MS/,
    );
  });
});

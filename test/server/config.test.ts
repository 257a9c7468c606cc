// SETTLEGRAPH_CHANGE_RETENTION (README, Configuration): how many change records a feed cursor may
// resume within.
import { readConfig } from '../../src/server/config';

describe('SETTLEGRAPH_CHANGE_RETENTION', () => {
  test('unset: no value, so the service default applies', () => {
    expect(readConfig({}).changeRetention).toBeUndefined();
    expect(readConfig({ SETTLEGRAPH_CHANGE_RETENTION: '' }).changeRetention).toBeUndefined();
  });

  test('a positive whole number of change records', () => {
    expect(readConfig({ SETTLEGRAPH_CHANGE_RETENTION: '250000' }).changeRetention).toBe(250000);
  });

  test.each(['0', '-5', '1.5', 'ten', '1e400'])('%s is refused at start', (value) => {
    expect(() => readConfig({ SETTLEGRAPH_CHANGE_RETENTION: value })).toThrow(
      /SETTLEGRAPH_CHANGE_RETENTION must be a positive whole number/,
    );
  });
});

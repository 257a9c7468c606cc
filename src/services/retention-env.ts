// How long market data is kept and how often it is pruned (README.md, "Configuration";
// docs/decisions.md, "Live market data").
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_RETENTION, type RetentionWindows } from '../domain/market-data';

export const DEFAULT_PRUNE_INTERVAL_SECONDS = 3600;

const window = (description: string) =>
  Type.Optional(
    Type.Integer({ minimum: 0, description: `${description}; 0 keeps them for ever.` }),
  );

export const RETENTION_ENV = Type.Object({
  SETTLEGRAPH_RETAIN_OBSERVATIONS_H: window('Hours quote and book observations are kept'),
  SETTLEGRAPH_RETAIN_TRADES_D: window('Days trades are kept'),
  SETTLEGRAPH_RETAIN_BARS_1M_D: window('Days 1m bars are kept'),
  SETTLEGRAPH_RETAIN_BARS_1H_D: window('Days 1h bars are kept'),
  SETTLEGRAPH_PRUNE_INTERVAL_S: Type.Integer({
    minimum: 1,
    default: DEFAULT_PRUNE_INTERVAL_SECONDS,
    description: 'Seconds between two prunings of market data past its window.',
  }),
});

/** The windows as set (null: for ever; undefined: not set, see effectiveRetention). */
export type RetentionSettings = {
  [K in keyof RetentionWindows]: RetentionWindows[K] | undefined;
} & { pruneIntervalSeconds: number };

export function retentionSettings(env: Static<typeof RETENTION_ENV>): RetentionSettings {
  const window = (value: number | undefined): number | null | undefined =>
    value === undefined ? undefined : value === 0 ? null : value;
  return {
    observationsHours: window(env.SETTLEGRAPH_RETAIN_OBSERVATIONS_H),
    tradesDays: window(env.SETTLEGRAPH_RETAIN_TRADES_D),
    oneMinuteBarsDays: window(env.SETTLEGRAPH_RETAIN_BARS_1M_D),
    oneHourBarsDays: window(env.SETTLEGRAPH_RETAIN_BARS_1H_D),
    pruneIntervalSeconds: env.SETTLEGRAPH_PRUNE_INTERVAL_S,
  };
}

/**
 * The windows in force: what SETTLEGRAPH_RETAIN_* set, and for what they leave unset
 * DEFAULT_RETENTION when the process keeps live data coming (a continuous sync), else for ever
 * (an imported or ingested catalog stays as it was given; docs/decisions.md, "Live market data").
 */
export function effectiveRetention(
  retention: RetentionSettings,
  syncing: boolean,
): RetentionWindows {
  const pick = (key: keyof RetentionWindows): number | null => {
    const value = retention[key];
    if (value !== undefined) return value;
    return syncing ? DEFAULT_RETENTION[key] : null;
  };
  return {
    observationsHours: pick('observationsHours'),
    tradesDays: pick('tradesDays'),
    oneMinuteBarsDays: pick('oneMinuteBarsDays'),
    oneHourBarsDays: pick('oneHourBarsDays'),
  };
}

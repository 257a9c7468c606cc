// The command's own settings (README.md, "Configuration"): how often it reports progress, and the
// NODE_ENV it runs under (set by production-mode.ts before any library reads it).
import { Type } from '@sinclair/typebox';

export const DEFAULT_PROGRESS_INTERVAL_S = 5;

export const CLI_ENV = Type.Object({
  SETTLEGRAPH_PROGRESS_INTERVAL_S: Type.Number({
    minimum: 0,
    default: DEFAULT_PROGRESS_INTERVAL_S,
    refusal: 'must be a number of seconds (0 or more, e.g. 5 or 0.5)',
    description: 'Seconds between two progress lines of a long command; 0: a line at every tick.',
  }),
  NODE_ENV: Type.String({
    default: 'production',
    description:
      'Set by the command when unset: graphql-js then skips its development-only checks.',
  }),
});

// `settlegraph adapt <venue> FILE... [<venue> FILE...] [--equivalence FILE]
// [--no-cross-venue-families] [--out FILE]`: saved Polymarket and Kalshi API responses to one
// catalog file (docs/venue-adapters.md), with the cross-venue families of both venues' markets
// unless told not to. On any problem it prints `FILE: $.json.path: reason` lines, writes nothing
// and exits 1.
import type { Problem } from '../domain/errors';
import { adaptAndCheck } from '../catalog/venues/adapt-venues';
import type { PayloadFile } from '../venues/common/payload-file';
import { readTextFile } from '../catalog/read-text-file';
import { UsageError } from './command-line';
import { stderrProgress } from './progress';
import {
  parseVenueGroups,
  readVenueFiles,
  reportPayloadError,
  writeWhole,
} from './venue-file-args';

export interface AdaptOptions {
  /** `<venue> FILE... [<venue> FILE...]`. */
  positionals: readonly string[];
  equivalence?: string | undefined;
  out?: string | undefined;
  /** Families of both venues' markets on one quantity (docs/venue-adapters.md). */
  crossVenueFamilies: boolean;
}

/** Throws a UsageError for a wrong command line (src/cli/commands.ts reads the options). */
export async function runAdapt(
  options: AdaptOptions,
  stdout: (text: string) => Promise<void>,
  stderr: (text: string) => void,
): Promise<number> {
  const parsed = parseVenueGroups(options.positionals);
  if (typeof parsed === 'string') throw new UsageError(parsed);
  const { equivalence: equivalenceFile, out, crossVenueFamilies } = options;
  const progress = stderrProgress('adapt', 'json');
  try {
    const groups = await readVenueFiles(parsed);
    const equivalence: PayloadFile | undefined = equivalenceFile
      ? { file: equivalenceFile, text: await readTextFile(equivalenceFile) }
      : undefined;
    const warnings: Problem[] = [];
    const doc = await adaptAndCheck(groups, equivalence, warnings, {
      crossVenueFamilies,
      onProgress: progress.onProgress,
    });
    progress.finish();
    for (const w of warnings) stderr(`warning: ${w.path}: ${String(w.reason)}\n`);
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (out) {
      await writeWhole(out, text);
      stderr(
        `${out}: ${doc.events.length} events, ${doc.families.length} families, ${doc.markets.length} markets written\n`,
      );
    } else {
      await stdout(text);
    }
    return 0;
  } catch (error) {
    return reportPayloadError(error, stderr);
  } finally {
    progress.finish();
  }
}

// `settlegraph adapt <venue> FILE... [<venue> FILE...] [--equivalence FILE]
// [--no-cross-venue-families] [--out FILE]`: saved Polymarket and Kalshi API responses to one
// catalog file (docs/venue-adapters.md), with the cross-venue families of both venues' markets
// unless told not to. On any problem it prints `FILE: $.json.path: reason` lines, writes nothing
// and exits 1.
import type { Problem } from '../domain/errors';
import { adaptAndCheck } from '../catalog/venues/adapt-venues';
import type { PayloadFile } from '../venues/common/payload-file';
import { readTextFile } from '../catalog/read-text-file';
import { stderrProgress } from './progress';
import {
  parseVenueFileArgs,
  readVenueFiles,
  reportPayloadError,
  writeWhole,
} from './venue-file-args';

export const ADAPT_USAGE =
  'usage: settlegraph adapt <polymarket|kalshi> FILE... [<polymarket|kalshi> FILE...] [--equivalence FILE] [--no-cross-venue-families] [--out FILE]\n';

/** Leaves out the families of both venues' markets on one quantity (docs/venue-adapters.md). */
const NO_CROSS_VENUE_FAMILIES = '--no-cross-venue-families';

export async function runAdapt(
  args: string[],
  stdout: (text: string) => Promise<void>,
  stderr: (text: string) => void,
): Promise<number> {
  const crossVenueFamilies = !args.includes(NO_CROSS_VENUE_FAMILIES);
  const parsed = parseVenueFileArgs(
    args.filter((a) => a !== NO_CROSS_VENUE_FAMILIES),
    ['--equivalence', '--out'],
  );
  if (typeof parsed === 'string') {
    stderr(`error: ${parsed}\n${ADAPT_USAGE}`);
    return 2;
  }
  const equivalenceFile = parsed.options.get('--equivalence');
  const out = parsed.options.get('--out');
  const progress = stderrProgress('adapt', 'json');
  try {
    const groups = await readVenueFiles(parsed.groups);
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

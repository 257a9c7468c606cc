// Geometry of the payout bar chart: one bar per scenario from a zero line, up for a gain and down
// for a loss. Pure (unit tested). The payouts stay exact decimal strings everywhere else; they are
// read as numbers here only to place pixels.
export interface ChartSize {
  width: number;
  height: number;
  /** Room above and below the plot for value and scenario labels. */
  top: number;
  bottom: number;
  side: number;
}

export interface Bar {
  scenarioId: string;
  value: string;
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
}

export interface BarChartLayout {
  bars: Bar[];
  zeroY: number;
}

export function layoutBars(
  values: { scenarioId: string; value: string }[],
  size: ChartSize,
): BarChartLayout {
  const numbers = values.map((entry) => Number(entry.value));
  const high = Math.max(0, ...numbers);
  const low = Math.min(0, ...numbers);
  const span = high - low || 1;
  const plotHeight = size.height - size.top - size.bottom;
  const slot = (size.width - 2 * size.side) / Math.max(values.length, 1);
  const zeroY = size.top + (high / span) * plotHeight;
  const bars = values.map((entry, index) => {
    const value = numbers[index] ?? 0;
    const height = (Math.abs(value) / span) * plotHeight;
    return {
      scenarioId: entry.scenarioId,
      value: entry.value,
      x: size.side + index * slot + slot * 0.15,
      y: value >= 0 ? zeroY - height : zeroY,
      width: slot * 0.7,
      height,
      negative: value < 0,
    };
  });
  return { bars, zeroY };
}

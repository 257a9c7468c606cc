// A family matrix's payout in each scenario, as an SVG bar chart (no chart library needed).
import { layoutBars, type ChartSize } from './bar-chart-layout';

// The bottom room holds a loss's value label, then the rotated scenario IDs.
const SIZE: ChartSize = { width: 360, height: 240, top: 18, bottom: 84, side: 8 };

export function PayoutBarChart({
  title,
  payouts,
}: {
  title: string;
  payouts: { scenarioId: string; value: string }[];
}) {
  const { bars, zeroY } = layoutBars(payouts, SIZE);
  return (
    <svg
      className="bar-chart"
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      role="img"
      aria-label={title}
      data-testid="payout-chart"
    >
      <title>{title}</title>
      {bars.map((bar) => {
        const centre = bar.x + bar.width / 2;
        return (
          <g key={bar.scenarioId}>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(bar.height, 0.5)}
              className={bar.negative ? 'bar loss' : 'bar gain'}
              data-testid="payout-bar"
              data-scenario-id={bar.scenarioId}
              data-value={bar.value}
            >
              <title>{`${bar.scenarioId}: ${bar.value}`}</title>
            </rect>
            <text
              x={centre}
              y={bar.negative ? bar.y + bar.height + 10 : bar.y - 3}
              className="bar-value"
              textAnchor="middle"
            >
              {bar.value}
            </text>
            <text
              className="bar-label"
              textAnchor="end"
              transform={`translate(${centre} ${SIZE.height - SIZE.bottom + 24}) rotate(-40)`}
            >
              {bar.scenarioId}
            </text>
          </g>
        );
      })}
      <line
        x1={SIZE.side}
        x2={SIZE.width - SIZE.side}
        y1={zeroY}
        y2={zeroY}
        className="zero-line"
      />
    </svg>
  );
}

import { formatDay } from '../../../core/dates';

export interface ChartSeries {
  key: string;
  label: string;
  /** Tailwind stroke and fill classes: one colour per series, readable in both themes. */
  className: string;
  swatch: string;
  values: number[];
}

const WIDTH = 520;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** Rounds the top of the scale up to 1, 2 or 5 times a power of ten. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/**
 * A small SVG line chart, drawn on the server (no chart library to download).
 * The same figures are in a table for screen readers and for copying.
 */
export function LineChart({ days, series, title }: { days: string[]; series: ChartSeries[]; title: string }) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i / (days.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f));
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-neutral-700 dark:text-neutral-300"
        role="img"
        aria-label={title}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-neutral-200 dark:stroke-neutral-800"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-current text-[11px]">
              {tick.toLocaleString('en-IN')}
            </text>
          </g>
        ))}
        {days.map((day, i) =>
          (i % labelEvery === 0 && days.length - 1 - i >= labelEvery / 2) || i === days.length - 1 ? (
            <text
              key={day}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
              className="fill-current text-[11px]"
            >
              {formatDay(day)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.key} className={s.className}>
            <polyline
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.map((v, i) => (
              <circle key={days[i]} cx={x(i)} cy={y(v)} r={days.length > 45 ? 1.5 : 2.5}>
                <title>{`${formatDay(days[i] ?? '')}: ${v.toLocaleString('en-IN')} ${s.label.toLowerCase()}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm">
        {series.map((s) => (
          <span key={s.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-1 w-5 rounded ${s.swatch}`} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

import { percentChange } from '../../../core/figures';

/** A figure with its change against the period before: '+12% vs the previous 30 days'. */
export function StatCard({
  label,
  value,
  recent,
  previous,
  days = 30,
  changeOnly = false,
}: {
  label: string;
  value: number;
  recent: number;
  previous: number;
  days?: number;
  /** The value is the period's own total, so the line needs no 'new in' count. */
  changeOnly?: boolean;
}) {
  const change = percentChange(recent, previous);
  const tone =
    change === null || change === 0
      ? 'text-neutral-700 dark:text-neutral-300'
      : change > 0
        ? 'text-green-800 dark:text-green-300'
        : 'text-red-700 dark:text-red-300';
  const period = `the previous ${days} days`;
  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900">
      <p className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">{label}</p>
      <p className="mt-2 text-3xl font-black tabular-nums">{value.toLocaleString('en-IN')}</p>
      <p className={`mt-1 text-xs ${tone}`}>
        {change === null
          ? changeOnly
            ? `None in ${period}`
            : `${recent.toLocaleString('en-IN')} in the last ${days} days, none in ${period}`
          : `${change > 0 ? '+' : ''}${change}% vs ${period}` +
            (changeOnly ? '' : ` (${recent.toLocaleString('en-IN')} against ${previous.toLocaleString('en-IN')})`)}
      </p>
    </div>
  );
}

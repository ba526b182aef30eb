/**
 * Room one week label needs on a chart axis: 'Nov 16' is about 40 px at 12 px, plus a clear
 * gap. recharts' own thinning let labels overlap and the last one fall off the edge, so the
 * weekly charts choose the weeks themselves.
 */
export const LABEL_SPACE = 52;

/**
 * The weeks to label on an axis of this plot width: every week when they fit, else every
 * second, third ... week, counted back from the latest, which is always labelled.
 */
export function weekTicks(weekStarts: readonly string[], plotWidth: number): string[] {
  const perWeek = plotWidth / Math.max(1, weekStarts.length);
  const step = Math.max(1, Math.ceil(LABEL_SPACE / Math.max(1, perWeek)));
  const last = weekStarts.length - 1;
  return weekStarts.filter((_, index) => (last - index) % step === 0);
}

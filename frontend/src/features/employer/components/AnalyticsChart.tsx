import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayMonth } from '../../../lib/dates';
import { weekTicks } from '../../../lib/week-ticks';
import type { EmployerWeek } from '../api/schemas';

const HEIGHT = 260;
/** The width assumed until measured (and in tests, which measure nothing). */
const INITIAL_WIDTH = 480;
const MARGIN = { top: 8, right: 24, bottom: 0, left: -16 };
const Y_AXIS_WIDTH = 60;

/**
 * The weeks as grouped bars (recharts draws SVG; the table beside it gives the same numbers to
 * assistive tech). Its own chunk: only the Analytics tab loads recharts.
 */
export default function AnalyticsChart({ weeks }: { weeks: EmployerWeek[] }) {
  const [width, setWidth] = useState(INITIAL_WIDTH);
  const ticks = weekTicks(
    weeks.map((w) => w.weekStart),
    width - Y_AXIS_WIDTH - MARGIN.left - MARGIN.right,
  );
  return (
    <figure style={{ margin: 0 }} aria-label="Activity per week">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: INITIAL_WIDTH, height: HEIGHT }} onResize={(w) => w > 0 && setWidth(w)}>
        <BarChart data={weeks} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="weekStart" ticks={ticks} interval={0} tickFormatter={formatDayMonth} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip labelFormatter={(weekStart) => `Week of ${formatDate(String(weekStart))}`} />
          <Legend />
          <Bar dataKey="profileViews" name="Profile views" fill="#1554ad" />
          <Bar dataKey="contactsSent" name="Contact requests" fill="#d48806" />
          <Bar dataKey="contactsAccepted" name="Accepted" fill="#237804" />
          <Bar dataKey="reportsOrdered" name="Reports" fill="#722ed1" />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

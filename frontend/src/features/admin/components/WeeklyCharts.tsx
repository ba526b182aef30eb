import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayMonth } from '../../../lib/dates';
import { weekTicks } from '../../../lib/week-ticks';
import type { WeeklyActivity } from '../api/schemas';

const HEIGHT = 260;
/** The width the charts assume until they are measured (and in tests, which measure nothing). */
const INITIAL_WIDTH = 480;
/** recharts' Y axis is 60 px wide; the margin pulls it 16 px left and leaves room on the right for the last label. */
const MARGIN = { top: 8, right: 24, bottom: 0, left: -16 };
const Y_AXIS_WIDTH = 60;

const weekOf = (weekStart: unknown) => `Week of ${formatDate(String(weekStart))}`;

/**
 * Charts of the last weeks (recharts draws SVG; the table below them gives the same numbers
 * to assistive tech, and jsdom can render them). Its own chunk: only the Analytics tab loads it.
 */
export default function WeeklyCharts({ weeks }: { weeks: WeeklyActivity[] }) {
  const [width, setWidth] = useState(INITIAL_WIDTH);
  const ticks = weekTicks(
    weeks.map((w) => w.weekStart),
    width - Y_AXIS_WIDTH - MARGIN.left - MARGIN.right,
  );
  // Both charts sit side by side or stacked, always at one width: the first one measures it.
  const xAxis = <XAxis dataKey="weekStart" ticks={ticks} interval={0} tickFormatter={formatDayMonth} fontSize={12} />;
  const titleWraps = { title: { whiteSpace: 'normal' } } as const;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="Sign-ups and reviews per week" styles={titleWraps}>
          <figure style={{ margin: 0 }} aria-label="Sign-ups and reviews per week">
            <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: INITIAL_WIDTH, height: HEIGHT }} onResize={(w) => w > 0 && setWidth(w)}>
              <LineChart data={weeks} margin={MARGIN}>
                <CartesianGrid strokeDasharray="3 3" />
                {xAxis}
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip labelFormatter={weekOf} />
                <Legend />
                <Line type="monotone" dataKey="signUps" name="Sign-ups" stroke="#1554ad" strokeWidth={2} dot={false} />
                <Line type="monotone" dataKey="reviews" name="Reviews" stroke="#237804" strokeWidth={2} dot={false} />
              </LineChart>
            </ResponsiveContainer>
          </figure>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Flags raised and cleared per week" styles={titleWraps}>
          <figure style={{ margin: 0 }} aria-label="Flags raised and cleared per week">
            <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: INITIAL_WIDTH, height: HEIGHT }}>
              <BarChart data={weeks} margin={MARGIN}>
                <CartesianGrid strokeDasharray="3 3" />
                {xAxis}
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip labelFormatter={weekOf} />
                <Legend />
                <Bar dataKey="flagsRaised" name="Flags raised" fill="#cf1322" />
                <Bar dataKey="flagsCleared" name="Flags cleared" fill="#1554ad" />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        </Card>
      </Col>
    </Row>
  );
}

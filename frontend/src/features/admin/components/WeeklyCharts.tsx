import { Card, Col, Row } from 'antd';
import dayjs from 'dayjs';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyActivity } from '../api/schemas';

const week = (weekStart: string) => dayjs(weekStart).format('MMM D');
const HEIGHT = 260;

/**
 * Charts of the last weeks (recharts draws SVG: readable by assistive tech through the table
 * summary below each, and testable in jsdom). Its own chunk: only the Analytics tab loads it.
 */
export default function WeeklyCharts({ weeks }: { weeks: WeeklyActivity[] }) {
  const data = weeks.map((w) => ({ ...w, week: week(w.weekStart) }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="Sign-ups and reviews per week">
          <figure style={{ margin: 0 }} aria-label="Sign-ups and reviews per week">
            <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 480, height: HEIGHT }}>
              <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="week" fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip />
                <Legend />
                <Line type="monotone" dataKey="signUps" name="Sign-ups" stroke="#1554ad" strokeWidth={2} dot={false} />
                <Line type="monotone" dataKey="reviews" name="Reviews" stroke="#237804" strokeWidth={2} dot={false} />
              </LineChart>
            </ResponsiveContainer>
          </figure>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Flags raised and cleared per week">
          <figure style={{ margin: 0 }} aria-label="Flags raised and cleared per week">
            <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 480, height: HEIGHT }}>
              <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="week" fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip />
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

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export type TrafficPoint = { day: string; visitors: number; pageViews: number };

const series = [
  { dataKey: "visitors", name: "Visitors", stroke: "#8a6d2f" },
  { dataKey: "pageViews", name: "Page views", stroke: "#1c1f26" },
] as const;

/**
 * Visitors and page views per day as lines, sized to its frame. Loaded only in the browser
 * (see TrafficChart): the charting library is large, and the server never draws it.
 */
export default function TrafficLines({ points }: { points: TrafficPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e7e1d5" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
        <Tooltip />
        <Legend />
        {series.map((line) => (
          <Line
            key={line.dataKey}
            type="monotone"
            dataKey={line.dataKey}
            name={line.name}
            stroke={line.stroke}
            strokeWidth={2}
            dot={points.length < 40}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

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
import { useHydrated } from "~/utils/use-hydrated";

export type TrafficPoint = { day: string; visitors: number; pageViews: number };

const series = [
  { dataKey: "visitors", name: "Visitors", stroke: "#8a6d2f" },
  { dataKey: "pageViews", name: "Page views", stroke: "#1c1f26" },
] as const;

/**
 * Visitors and page views per day as lines. The chart is drawn once the page runs in the
 * browser (it measures its frame); the same figures are always in the table beside it.
 */
export function TrafficChart({ points }: { points: TrafficPoint[] }) {
  const hydrated = useHydrated();
  return (
    <figure aria-label="Visitors and page views per day" className="h-64 w-full min-w-0">
      {hydrated ? (
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
      ) : null}
    </figure>
  );
}

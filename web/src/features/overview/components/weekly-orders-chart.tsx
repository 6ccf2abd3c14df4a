import { Link } from 'react-router';
import type { OrderPeriod } from '@pharmacy/shared';
import { formatCount, formatDay, formatDays } from '../overview-format.ts';
import { receivedAddress } from '../overview-links.ts';

// The drawing's own units; the SVG scales to its box. Text of 15 units stays about
// 11 px at 390 px wide.
const WIDTH = 480;
const HEIGHT = 260;
const NUMBER_SPACE = 24;
const LABEL_SPACE = 44;
const SIDE = 8;
const PLOT_HEIGHT = HEIGHT - NUMBER_SPACE - LABEL_SPACE;

/** The week's Monday on two lines, "7" over "Sep": narrow enough for twelve bars on a phone. */
function WeekLabel({ date, x }: { date: string; x: number }) {
  const [day, month] = formatDay(date).split(' ');
  return (
    <text className="weekly-chart__label" x={x} y={HEIGHT - LABEL_SPACE + 18} textAnchor="middle">
      <tspan x={x}>{day}</tspan>
      <tspan x={x} dy={17}>
        {month}
      </tspan>
    </text>
  );
}

/** What a screen reader hears for the drawing; the table that follows gives every week. */
function chartName(weeks: OrderPeriod[]): string {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return 'Orders received per week: no weeks to show.';
  const busiest = weeks.reduce((top, week) => (week.orders > top.orders ? week : top), first);
  return (
    `Bar chart of orders received per week, ${formatDay(first.from)} to ${formatDay(last.to)}. ` +
    `Busiest week ${formatDays(busiest)} with ${formatCount(busiest.orders)}; this week so far ${formatCount(last.orders)}. ` +
    'The table that follows lists every week.'
  );
}

function Bars({ weeks }: { weeks: OrderPeriod[] }) {
  const most = Math.max(1, ...weeks.map((week) => week.orders));
  const slot = (WIDTH - 2 * SIDE) / weeks.length;
  const barWidth = slot * 0.66;
  return (
    <svg className="weekly-chart__drawing" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chartName(weeks)}>
      <line className="weekly-chart__axis" x1={SIDE} x2={WIDTH - SIDE} y1={HEIGHT - LABEL_SPACE} y2={HEIGHT - LABEL_SPACE} />
      {weeks.map((week, index) => {
        const height = (week.orders / most) * PLOT_HEIGHT;
        const centre = SIDE + slot * index + slot / 2;
        const top = HEIGHT - LABEL_SPACE - height;
        return (
          <g key={week.from}>
            <rect className="weekly-chart__bar" x={centre - barWidth / 2} y={top} width={barWidth} height={height} />
            <text className="weekly-chart__number" x={centre} y={top - 6} textAnchor="middle">
              {formatCount(week.orders)}
            </text>
            <WeekLabel date={week.from} x={centre} />
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Orders received per week over the last twelve weeks (decision 031): a plain SVG bar
 * chart with each number written on its bar, and the same numbers as a table whose
 * week links open the orders of that week. The drawing is one image to assistive
 * technology (its parts are not read one by one), so the links are in the table.
 */
export function WeeklyOrdersChart({ weeks }: { weeks: OrderPeriod[] }) {
  return (
    <section className="overview-group weekly-chart">
      <h3>Orders received per week</h3>
      <div className="weekly-chart__body">
        <Bars weeks={weeks} />
        <div className="table-frame weekly-chart__table">
        <table className="data-table">
          <caption className="visually-hidden">Orders received per week, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Week (Monday to Sunday)</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.from}>
                <th scope="row">
                  <Link to={receivedAddress(week)}>
                    {formatDays(week)}
                    {index === weeks.length - 1 ? ' (so far)' : ''}
                  </Link>
                </th>
                <td>{formatCount(week.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </div>
    </section>
  );
}

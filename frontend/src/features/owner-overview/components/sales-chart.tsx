import { Panel } from '@/components/ui/panel';
import { formatCompactRupees, formatCount, formatRupees, sumPrices } from '@/lib/money';
import type { MonthlySales } from '@shop/backend/contract';
import { translateOwner, useOwnerT, type OwnerMessageId } from '@/i18n/owner';

function monthDate(month: string): Date | null {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return null;
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

/** The month's goods takings: its total less its print jobs, in paise so no 0.1 + 0.2 error shows. */
const goodsOf = (month: MonthlySales): number => sumPrices([month.total, -month.print]);

/** 'YYYY-MM' as a bar names its month: 'Dec 2025'. */
export function monthLabel(month: string): string {
  const date = monthDate(month);
  if (!date) return month;
  // Three letters each in the catalog, so the axis lines up (en-IN's Intl writes September "Sept").
  const name = translateOwner('owner.overview.monthShort', { month: date.getUTCMonth() });
  return `${name} ${date.getUTCFullYear()}`;
}

export interface MonthTick {
  name: string;
  year: string;
  /** A phone has room for every second month's name only: the newest month and back from it. */
  onPhone: boolean;
  /** Where the year is written: under the first month and each January on a wide screen, under the first shown month of each year on a phone. */
  yearWide: boolean;
  yearPhone: boolean;
}

/** The axis under the bars, legible at 360 px: short month names, each year written once. */
export function monthTicks(months: readonly string[]): MonthTick[] {
  let lastPhoneYear = '';
  return months.map((month, index) => {
    const [name = month, year = ''] = monthLabel(month).split(' ');
    const onPhone = (months.length - 1 - index) % 2 === 0;
    const yearPhone = onPhone && year !== lastPhoneYear;
    if (onPhone) lastPhoneYear = year;
    return { name, year, onPhone, yearWide: index === 0 || month.endsWith('-01'), yearPhone };
  });
}

const YEAR_CLASSES = {
  both: 'block',
  wide: 'hidden sm:block',
  phone: 'block sm:hidden',
} as const;

function yearClass(tick: MonthTick): string | null {
  if (tick.yearWide && tick.yearPhone) return YEAR_CLASSES.both;
  if (tick.yearWide) return YEAR_CLASSES.wide;
  return tick.yearPhone ? YEAR_CLASSES.phone : null;
}

const monthName = (month: string): string => {
  const date = monthDate(month);
  return date
    ? translateOwner('owner.overview.monthLong', {
        month: date.getUTCMonth(),
        year: String(date.getUTCFullYear()),
      })
    : month;
};

/** A round axis top just above the maximum (2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20 … × 10^k). */
export function axisMax(max: number): number {
  if (max <= 2) return 2;
  let power = 1;
  while (power * 10 <= max) power *= 10;
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((candidate) => candidate * power >= max) ?? 10;
  return Number((step * power).toPrecision(12));
}

interface Series {
  title: OwnerMessageId;
  value: (month: MonthlySales) => number;
  format: (value: number) => string;
  axis: (value: number) => string;
  barClass: string;
  /** A share of each bar drawn in its own colour at its foot, and the legend telling the colours apart. */
  part?: {
    value: (month: MonthlySales) => number;
    barClass: string;
    /** A bar's label naming its part too: {month}, {value} and {part}. */
    barLabel: OwnerMessageId;
    legend: { label: OwnerMessageId; swatchClass: string }[];
  };
}

const SALES: Series = {
  title: 'owner.overview.sales',
  value: (month) => month.total,
  format: formatRupees,
  axis: formatCompactRupees,
  barClass: 'fill-brand-600',
  part: {
    value: (month) => month.print,
    barClass: 'fill-teal-500',
    barLabel: 'owner.overview.barWithPrint',
    legend: [
      { label: 'owner.overview.goods', swatchClass: 'bg-brand-600' },
      { label: 'owner.overview.print', swatchClass: 'bg-teal-500' },
    ],
  },
};

const ORDERS: Series = {
  title: 'owner.overview.orders',
  value: (month) => month.orders,
  format: (count) => translateOwner('owner.overview.orderCount', { count }),
  axis: formatCount,
  barClass: 'fill-amber-400',
};

/** 'Nov 25: ₹11,000.00 (print ₹500.00)': the whole bar, and its coloured share when it has one. */
function barLabel(month: MonthlySales, series: Series, value: number, part: number): string {
  const bar = { month: monthLabel(month.month), value: series.format(value) };
  return series.part && part > 0
    ? translateOwner(series.part.barLabel, { ...bar, part: series.format(part) })
    : translateOwner('owner.overview.bar', bar);
}

/** Hidden from screen readers: each bar's label and the table say the split in words. */
function Legend({ series }: { series: Series }) {
  const { t } = useOwnerT();
  if (!series.part) return null;
  return (
    <ul aria-hidden="true" className="mt-1 flex gap-4 text-xs text-slate-600">
      {series.part.legend.map(({ label, swatchClass }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-sm ${swatchClass}`} />
          {t(label)}
        </li>
      ))}
    </ul>
  );
}

const SLOT = 10;
const BAR = 6;

interface BarsProps {
  months: MonthlySales[];
  series: Series;
  values: number[];
  top: number;
}

/** Stretches with its box (preserveAspectRatio none), so it holds no text; each bar names itself. */
function Bars({ months, series, values, top }: BarsProps) {
  const { t } = useOwnerT();
  const width = months.length * SLOT;
  return (
    <svg
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      className="block h-40 w-full overflow-visible"
      role="group"
      aria-label={t('owner.overview.perMonth', { series: t(series.title) })}
    >
      {[0, 50, 100].map((y) => (
        <line
          key={y}
          x1={0}
          x2={width}
          y1={y}
          y2={y}
          className="stroke-slate-200"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {months.map((month, index) => {
        const value = values[index] ?? 0;
        const height = value > 0 ? Math.max(1, (value / top) * 100) : 0;
        const part = series.part ? Math.min(series.part.value(month), value) : 0;
        const partHeight = part > 0 ? Math.max(1, (part / top) * 100) : 0;
        const label = barLabel(month, series, value, part);
        return (
          <g key={month.month} className="transition-opacity hover:opacity-75">
            <rect
              x={index * SLOT + (SLOT - BAR) / 2}
              y={100 - height}
              width={BAR}
              height={height}
              className={series.barClass}
              role="img"
              aria-label={label}
            >
              <title>{label}</title>
            </rect>
            {partHeight > 0 && (
              <rect
                x={index * SLOT + (SLOT - BAR) / 2}
                y={100 - partHeight}
                width={BAR}
                height={partHeight}
                className={`${series.part?.barClass} pointer-events-none`}
                aria-hidden="true"
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}

function MonthTicks({ months }: { months: MonthlySales[] }) {
  return (
    <ol
      aria-hidden="true"
      className="mt-1.5 grid text-center text-[10px] leading-tight text-slate-500 sm:text-xs"
      style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}
    >
      {monthTicks(months.map((month) => month.month)).map((tick, index) => {
        const year = yearClass(tick);
        return (
          <li key={months[index]!.month} className={tick.onPhone ? undefined : 'max-sm:invisible'}>
            <span className="block">{tick.name}</span>
            {year && <span className={year}>{tick.year}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** One series as bars; all text is HTML beside the SVG, so it stays crisp at any width. */
function MonthlyBars({ months, series }: { months: MonthlySales[]; series: Series }) {
  const { t } = useOwnerT();
  const values = months.map(series.value);
  const top = axisMax(Math.max(0, ...values));
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <figure className="min-w-0">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-slate-900">{t(series.title)}</span>
        <span className="text-slate-500">
          {t('owner.overview.yearTotal', { total: series.format(total) })}
        </span>
      </figcaption>
      <Legend series={series} />
      <div className="mt-3 flex gap-2">
        <div
          aria-hidden="true"
          className="-my-1.5 flex h-43 w-12 shrink-0 flex-col justify-between text-right text-[11px] leading-3 text-slate-500"
        >
          <span>{series.axis(top)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <Bars months={months} series={series} values={values} top={top} />
          <MonthTicks months={months} />
        </div>
      </div>
    </figure>
  );
}

/** The last 12 months' sales (print shown apart) and orders, with a hidden table for screen readers. */
export function SalesChart({ months }: { months: MonthlySales[] }) {
  const { t } = useOwnerT();
  return (
    <Panel padding="even" heading={t('owner.overview.chartHeading')}>
      <div className="mt-4 grid gap-8 xl:grid-cols-2">
        <MonthlyBars months={months} series={SALES} />
        <MonthlyBars months={months} series={ORDERS} />
      </div>
      {/* A table ignores sr-only's 1px height and overflow, so its rows would hang below the end of
          the page; a div honours them. */}
      <div className="sr-only">
        <table>
          <caption>{t('owner.overview.chartTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('owner.overview.month')}</th>
              <th scope="col">{t('owner.overview.orders')}</th>
              <th scope="col">{t('owner.overview.sales')}</th>
              <th scope="col">{t('owner.overview.goods')}</th>
              <th scope="col">{t('owner.overview.print')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthName(month.month)}</th>
                <td>{formatCount(month.orders)}</td>
                <td>{formatRupees(month.total)}</td>
                <td>{formatRupees(goodsOf(month))}</td>
                <td>{formatRupees(month.print)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

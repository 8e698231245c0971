import { useId } from 'react';
import { Chart } from 'react-chartjs-2';
import { EmptyState } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Card } from '@insolvency/shared-ui/data';
import './chart-setup';

export interface FigureSeries {
  label: string;
  values: number[];
  colour: string;
}

export interface FigureChartProps {
  title: string;
  kind: 'bar' | 'line';
  /** The categories along the x axis, as shown (e.g. `13 Jul`). */
  labels: string[];
  xTitle: string;
  yTitle: string;
  series: FigureSeries[];
  /** Bars of the series stacked in one column per category. */
  stacked?: boolean;
  /** How a value reads (counts by default; pounds for revenue). */
  format?: (value: number) => string;
  emptyHint: string;
}

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const plain = (value: number) => String(value);

/** "Buyers 5, Sellers 2 in all": the chart's figures in one sentence, for its `aria-label`. */
export function summaryOf(title: string, series: FigureSeries[], format: (value: number) => string): string {
  const totals = series.map((s) => `${s.label} ${format(s.values.reduce((sum, v) => sum + v, 0))}`);
  return `${title}: ${totals.join(', ')} in all. The table below the chart lists every figure.`;
}

/**
 * One dashboard chart: a titled card with a Chart.js canvas, its figures as a summary for
 * screen readers and as a visually hidden table, and an empty state when every figure is 0.
 */
export function FigureChart({ title, kind, labels, xTitle, yTitle, series, stacked = false, format = plain, emptyHint }: FigureChartProps) {
  const { token } = theme.useToken();
  const headingId = useId();
  const empty = series.every((s) => s.values.every((v) => v === 0));
  const axisTitle = (text: string) => ({ display: true, text, color: token.colorTextSecondary });
  return (
    <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Card size="small" style={{ height: '100%' }}>
        <h2 id={headingId} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading5, fontWeight: 600 }}>
          {title}
        </h2>
        {empty ? (
          <EmptyState hint={emptyHint} />
        ) : (
          <>
            <div style={{ position: 'relative', height: 260 }}>
              <Chart
                type={kind}
                role="img"
                aria-label={summaryOf(title, series, format)}
                data={{
                  labels,
                  datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.colour, borderColor: s.colour, borderWidth: kind === 'line' ? 2 : 0 })),
                }}
                options={{
                  responsive: true,
                  maintainAspectRatio: false,
                  animation: false,
                  plugins: {
                    legend: { display: series.length > 1, position: 'bottom' },
                    tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` } },
                  },
                  scales: {
                    x: { stacked, title: axisTitle(xTitle), ticks: { autoSkip: true, maxRotation: 0 } },
                    y: { stacked, beginAtZero: true, title: axisTitle(yTitle), ticks: { precision: 0, callback: (value) => format(Number(value)) } },
                  },
                }}
              />
            </div>
            <table style={VISUALLY_HIDDEN}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{xTitle}</th>
                  {series.map((s) => (
                    <th key={s.label} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, row) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((s) => (
                      <td key={s.label}>{format(s.values[row])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
    </section>
  );
}

import { Line } from '@ant-design/charts';
import { brand } from '../../../../../shared/brand';
import type { DashboardData } from './api/get-dashboard';

/** The y axis shows 0 as "0 LKR" and every other tick as a plain number (contract B1). */
export const yTick = (value: number | string) => (Number(value) === 0 ? '0 LKR' : String(value));

/** Sale Graph: revenue per day or month of the period (its own chunk, so the figures show before the chart code loads). */
export default function SaleGraph({ graph }: { graph: DashboardData['sales_graph'] }) {
  const data = graph.labels.map((label, i) => ({ label, value: Number(graph.data[i] ?? 0) }));
  return (
    <Line
      data={data}
      xField="label"
      yField="value"
      height={280}
      autoFit
      style={{ lineWidth: 2, stroke: brand.colors.primary }}
      point={{ shapeField: 'circle', sizeField: 3, style: { fill: brand.colors.accent } }}
      axis={{ y: { labelFormatter: yTick }, x: { labelAutoHide: true } }}
      tooltip={{ items: [{ channel: 'y', name: 'Sales (LKR)' }] }}
    />
  );
}

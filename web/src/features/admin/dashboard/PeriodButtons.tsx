import { Button, Space } from 'antd';
import type { DashboardPeriod } from './api/get-dashboard';

const PERIODS: Array<{ value: DashboardPeriod; label: string }> = [
  { value: 'weekly', label: 'WEEKLY' },
  { value: 'monthly', label: 'MONTHLY' },
  { value: 'yearly', label: 'YEARLY' },
];

/** WEEKLY, MONTHLY, YEARLY: the chosen one is pressed; each click refetches the dashboard. */
export function PeriodButtons({
  value,
  onChange,
  disabled,
}: {
  value: DashboardPeriod;
  onChange: (p: DashboardPeriod) => void;
  disabled?: boolean;
}) {
  return (
    <Space.Compact role="group" aria-label="Period" className="dashboard__periods">
      {PERIODS.map((p) => (
        <Button
          key={p.value}
          type={p.value === value ? 'primary' : 'default'}
          aria-pressed={p.value === value}
          disabled={disabled}
          onClick={() => onChange(p.value)}
        >
          {p.label}
        </Button>
      ))}
    </Space.Compact>
  );
}

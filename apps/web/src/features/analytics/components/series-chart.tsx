import { Box, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';

interface SeriesChartProps {
  label: string;
  days: readonly string[];
  values: readonly number[];
  bucket: 'day' | 'week';
}

const shortDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** One measure over the period; the table beside it carries the same numbers for screen readers. */
export function SeriesChart({ label, days, values, bucket }: SeriesChartProps) {
  const theme = useTheme();
  // The chart's own label sits on an element with role "none", which may not carry one: the label
  // goes on a wrapping image instead (the drawing inside is hidden from screen readers already).
  return (
    <Box
      role="img"
      aria-label={`Chart of ${label.toLowerCase()} per ${bucket}; the table beside it lists every number`}
    >
      <LineChart
        height={260}
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'point', data: [...days], valueFormatter: formatDay }]}
        yAxis={[{ min: 0, tickMinStep: 1, width: 44 }]}
        series={[
          {
            data: [...values],
            label,
            showMark: values.length <= 14,
            curve: 'linear',
            color: theme.palette.primary.main,
          },
        ]}
        margin={{ left: 0, right: 24, top: 12, bottom: 0 }}
      />
    </Box>
  );
}

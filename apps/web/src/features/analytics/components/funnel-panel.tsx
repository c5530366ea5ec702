import { Box, Stack, Typography } from '@mui/material';
import type { AnalyticsQuery, Funnel } from '@stockroom/contract';
import { useFunnel } from '../api/funnel';
import { formatConversion, MEASURE_LABELS } from './measure-labels';
import { PanelCard } from './panel-card';

const isEmpty = (funnel: Funnel) => funnel.steps.every((step) => step.count === 0);

const funnelCsv = (funnel: Funnel) => ({
  name: 'funnel',
  header: ['Step', 'Count', 'Members', 'Conversion from the step before'],
  rows: funnel.steps.map((step) => [MEASURE_LABELS[step.kind], step.count, step.members, step.conversion]),
});

/** The funnel, step by step, each with how many of the step before it went on to it. */
export function FunnelPanel({ query }: { query: AnalyticsQuery }) {
  const result = useFunnel(query);
  return (
    <PanelCard
      title="Funnel"
      result={result}
      isEmpty={isEmpty}
      emptyTitle="No activity in this period"
      csv={(data) => ({ what: 'the funnel', period: data.period, file: () => funnelCsv(data) })}
    >
      {(data) => (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data.steps.map((step, index) => {
            const before = data.steps[index - 1];
            return (
              <Stack
                component="li"
                key={step.kind}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
              >
                <Typography sx={{ minWidth: 140, fontWeight: 500 }}>{MEASURE_LABELS[step.kind]}</Typography>
                <Typography sx={{ minWidth: 64, fontVariantNumeric: 'tabular-nums' }}>
                  {step.count.toLocaleString('en')}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {before
                    ? `${formatConversion(step.conversion)} of ${MEASURE_LABELS[before.kind].toLowerCase()}`
                    : `${step.members.toLocaleString('en')} ${step.members === 1 ? 'member' : 'members'}`}
                </Typography>
              </Stack>
            );
          })}
        </Box>
      )}
    </PanelCard>
  );
}

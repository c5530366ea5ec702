import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { PERIOD_PRESETS, type Period, type PeriodPreset, periodDays, periodProblem } from '../lib/analytics-filters';

interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
}

/** The last 7, 30 or 90 days, or any from–to range (both days included). */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const [custom, setCustom] = useState(period.kind === 'custom');
  const shown = periodDays(period);
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  // A link followed or the back button moves the period too; another filter changing does not.
  const periodKey = period.kind === 'custom' ? `${period.from}/${period.to}` : String(period.days);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the period's text is what tells a move
  useEffect(() => {
    setCustom(period.kind === 'custom');
    if (period.kind === 'custom') {
      setFrom(period.from);
      setTo(period.to);
    }
  }, [periodKey]);

  const problem = periodProblem(from, to);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (problem === null) onChange({ kind: 'custom', from, to });
  };
  const selected = custom ? 'custom' : String(period.kind === 'preset' ? period.days : '');

  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        aria-label="Period"
        onChange={(_event, value: string | null) => {
          if (value === null) return;
          if (value === 'custom') {
            setFrom(shown.from);
            setTo(shown.to);
            setCustom(true);
          } else {
            setCustom(false);
            onChange({ kind: 'preset', days: Number(value) as PeriodPreset });
          }
        }}
      >
        {PERIOD_PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)} sx={{ px: 1.5 }}>
            {days} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom" sx={{ px: 1.5 }}>
          Custom
        </ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Stack
          component="form"
          aria-label="Custom period"
          onSubmit={apply}
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            type="date"
            size="small"
            label="From"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 160 }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={problem !== null && from !== '' && to !== ''}
            helperText={problem ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 160 }}
          />
          <Button type="submit" variant="outlined" disabled={problem !== null}>
            Apply
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

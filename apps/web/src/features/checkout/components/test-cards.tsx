import { Box, Button, Stack, Typography } from '@mui/material';
import { SANDBOX_TEST_CARDS } from '@stockroom/contract';

/** What each test card does, in the order a person trying the sandbox needs them. */
const CARDS = [
  { number: SANDBOX_TEST_CARDS.pays, does: 'Pays' },
  { number: SANDBOX_TEST_CARDS.declined, does: 'Is declined' },
  { number: SANDBOX_TEST_CARDS.secondStep, does: 'Asks for a bank check first' },
  { number: SANDBOX_TEST_CARDS.renewalsFail, does: 'Pays now; its renewals fail' },
] as const;

/** The test cards the sandbox takes, each with a button that puts its number in the form. */
export function TestCards({ onUse }: { onUse: (number: string) => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="test-cards-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'grey.50' }}
    >
      <Typography id="test-cards-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Test cards
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Any future expiry date, any CVC and any name work with them.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CARDS.map((card) => (
          <Box
            component="li"
            key={card.number}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontFamily: 'monospace', fontSize: '0.95rem', whiteSpace: 'nowrap' }}>
                {card.number}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {card.does}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onUse(card.number)}
              aria-label={`Use ${card.number}`}
            >
              Use
            </Button>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

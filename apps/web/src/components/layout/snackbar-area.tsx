import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { subscribeSnackbar, takeStoredSnackbarMessage } from '../../lib/snackbar-bus';
import { OnDemand } from '../feedback/on-demand';
import { Snackbar } from './lazy-overlays';

/** Spec §9: a snackbar message stays 5000 ms. */
export const SNACKBAR_TIMEOUT_MS = 5000;

interface Shown {
  message: string;
  id: number;
}

let nextId = 0;

/**
 * The layout's message area. Shows what the app publishes, and a message kept in localStorage
 * before a page change (a forced move to /login), once, on arrival. Listening starts with the
 * layout; the snackbar itself is mounted with the first message.
 */
export function SnackbarArea() {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(
    () =>
      subscribeSnackbar((message) => {
        setShown({ message, id: ++nextId });
        setOpen(true);
      }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival at an address checks once
  useEffect(() => {
    const stored = takeStoredSnackbarMessage();
    if (stored) {
      setShown({ message: stored, id: ++nextId });
      setOpen(true);
    }
  }, [location.key]);

  if (!shown) return null;
  return (
    <OnDemand>
      <Snackbar
        key={shown.id}
        open={open}
        message={shown.message}
        autoHideDuration={SNACKBAR_TIMEOUT_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </OnDemand>
  );
}

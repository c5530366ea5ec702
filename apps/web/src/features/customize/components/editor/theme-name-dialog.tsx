import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { THEME_NAME_MAX } from '@stockroom/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors';

interface ThemeNameDialogProps {
  title: string;
  initialName: string;
  submitLabel: string;
  onClose: () => void;
  /** Resolves once saved; a failure is shown in the dialog, which stays open. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Names a theme: saving the current colours and texts as one, or renaming a saved one. */
export function ThemeNameDialog({ title, initialName, submitLabel, onClose, onSubmit }: ThemeNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const submit = async () => {
    if (!name.trim()) {
      setProblem('Enter a name');
      return;
    }
    setPending(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Theme name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem('');
            }}
            error={Boolean(problem)}
            helperText={problem || ' '}
            slotProps={{ htmlInput: { maxLength: THEME_NAME_MAX } }}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

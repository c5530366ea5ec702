import { Button } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '../layout/dialog-area';
import { useConfirm } from './confirm';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                title: 'Delete “Acme”?',
                message: 'This cannot be undone.',
                confirmLabel: 'Delete',
                destructive: true,
              }),
            ),
          )
        }
      >
        Ask
      </Button>
      <output>{answer}</output>
    </>
  );
}

const renderAsker = () =>
  render(
    <StrictMode>
      <DialogProvider>
        <Asker />
      </DialogProvider>
    </StrictMode>,
  );

describe('useConfirm', () => {
  it('answers yes when the confirm button is pressed', async () => {
    const user = userEvent.setup();
    renderAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Acme”?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
  });

  it('answers no on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    renderAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});

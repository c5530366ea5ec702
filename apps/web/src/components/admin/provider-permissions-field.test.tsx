import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type ProviderPermission, ProviderPermissionsField } from './provider-permissions-field';

const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme' };
const GLOBEX = { id: '22222222-2222-4222-8222-222222222222', name: 'Globex' };
const providers = [ACME, GLOBEX];

let last: ProviderPermission[] = [];

function Harness({ allowNo, initial = [] }: { allowNo?: boolean; initial?: ProviderPermission[] }) {
  const [value, setValue] = useState<ProviderPermission[]>(initial);
  return (
    <ProviderPermissionsField
      providers={providers}
      value={value}
      allowNo={allowNo}
      label="Content providers"
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

describe('provider permissions field', () => {
  it('names one choice per provider and reads a missing provider as No', () => {
    render(<Harness initial={[{ id: GLOBEX.id, permission: 2 }]} />);
    const acme = screen.getByRole('radiogroup', { name: 'Acme permission' });
    const globex = screen.getByRole('radiogroup', { name: 'Globex permission' });
    expect(within(acme).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(globex).getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('is used with the keyboard: Tab reaches a provider, the arrow keys change its permission', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const acme = screen.getByRole('radiogroup', { name: 'Acme permission' });
    const option = (name: string) => within(acme).getByRole('radio', { name });
    expect(option('No')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(option('Gated')).toBeChecked();
    expect(last).toEqual([{ id: ACME.id, permission: 1 }]);
    await user.keyboard('{ArrowRight}');
    expect(option('Yes')).toBeChecked();
    expect(last).toEqual([{ id: ACME.id, permission: 2 }]);

    // Tab leaves Acme's choice for Globex's.
    await user.tab();
    const globex = screen.getByRole('radiogroup', { name: 'Globex permission' });
    expect(within(globex).getByRole('radio', { name: 'No' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(last).toEqual([
      { id: ACME.id, permission: 2 },
      { id: GLOBEX.id, permission: 1 },
    ]);
  });

  it('leaves a provider set to No out of the value, unless No is a permission of its own', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial={[{ id: ACME.id, permission: 1 }]} />);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Acme permission' })).getByRole('radio', { name: 'No' }),
    );
    expect(last).toEqual([]);
    unmount();

    render(<Harness allowNo initial={[{ id: ACME.id, permission: 1 }]} />);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Acme permission' })).getByRole('radio', { name: 'No' }),
    );
    expect(last).toEqual([{ id: ACME.id, permission: 0 }]);
  });
});

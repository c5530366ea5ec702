import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../../components/layout/dialog-area';
import { jsonResponse, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { answer, editorRoutes, finding, PRODUCT_ID, PROJECT_ID, preflight, project, USER_ID } from '../../test-data';
import { CustomizePage } from '../customize-page';

const BRAND_ID = '3b241101-e2bb-4255-8caf-000000000010';
const BRAND_LOGO = '/files/brand-images/11111111-1111-4111-8111-111111111111.png';

const findings = [
  finding(),
  finding({
    code: 'safe_margin',
    severity: 'warning',
    slot: 'isp',
    field: 'text.isp',
    message: 'The text "Company name" comes within 1 mm of the trim',
    fix: 'Shorten it',
  }),
  finding({
    code: 'low_contrast',
    severity: 'warning',
    slot: 'isp',
    field: 'classes.light1',
    message: 'The text "Company name" has a contrast of 2.1:1',
    fix: 'Choose a darker Light 1',
  }),
];

function renderEditor(path = `/products/${PRODUCT_ID}/customize`) {
  storeTestLogin();
  stubFetch(
    answer({
      ...editorRoutes(project({ has_logo_slot: true, values: { ...project().values, logo: BRAND_LOGO } })),
      'GET /api/user': () => jsonResponse(200, { id: USER_ID, username: 'member', brand_id: BRAND_ID }),
      [`GET /brands-api/brands/${BRAND_ID}`]: () => jsonResponse(200, { id: BRAND_ID, logo: BRAND_LOGO }),
      [`POST /api/projects/${PROJECT_ID}/preflight`]: () => jsonResponse(200, preflight(findings)),
    }),
  );
  return renderRoutes(
    [
      {
        path: '/products/:id/customize',
        element: (
          <DialogProvider>
            <CustomizePage />
          </DialogProvider>
        ),
      },
    ],
    path,
  );
}

beforeEach(() => sessionStorage.clear());

async function goToField(user: ReturnType<typeof renderEditor>['user'], message: RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Download' }));
  const dialog = await screen.findByRole('dialog', { name: 'Download Spring post' });
  const item = (await within(dialog).findAllByRole('listitem')).find((li) => message.test(li.textContent ?? ''));
  if (!item) throw new Error(`no finding ${message}`);
  await user.click(within(item).getByRole('button', { name: 'Go to field' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a finding’s way to its field', () => {
  it('closes the dialog, unfolds the texts and focuses the text slot', async () => {
    const { user } = renderEditor();
    const texts = await screen.findByRole('button', { name: 'Texts' });
    await user.click(texts);
    expect(texts).toHaveAttribute('aria-expanded', 'false');
    await goToField(user, /within 1 mm of the trim/);
    expect(texts).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus());
  });

  it('focuses the logo’s chosen option', async () => {
    const { user } = renderEditor();
    await screen.findByRole('radio', { name: "My brand's logo" });
    await goToField(user, /The logo prints at/);
    await waitFor(() => expect(screen.getByRole('radio', { name: "My brand's logo" })).toHaveFocus());
  });

  it('focuses the colour’s control', async () => {
    const { user } = renderEditor();
    await goToField(user, /contrast of 2.1:1/);
    const light = screen.getByRole('group', { name: 'Light 1' });
    await waitFor(() => expect(light).toContainElement(document.activeElement as HTMLElement));
  });

  it('opens at the field an address names, then forgets it', async () => {
    const { router } = renderEditor(`/products/${PRODUCT_ID}/customize?field=logo`);
    await waitFor(() => expect(screen.getByRole('radio', { name: "My brand's logo" })).toHaveFocus());
    expect(router.state.location.search).toBe('');
  });
});

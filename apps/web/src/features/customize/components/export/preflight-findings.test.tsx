import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FetchHandler, jsonResponse, storeTestLogin, stubFetch } from '../../../../test/fetch-stub';
import { renderAt } from '../../../../test/render';
import { answer, finding, flyerDocument, PROJECT_ID, postDocument, preflight, TOKEN } from '../../test-data';
import { ExportDialogFrame, ExportPanel } from './export-dialog';

const PREFLIGHT = `POST /api/projects/${PROJECT_ID}/preflight`;

const logoRefusal = finding();
const backMargin = finding({
  code: 'safe_margin',
  severity: 'warning',
  page: 2,
  slot: null,
  field: null,
  message: 'A text on Back is 1 mm from the trim',
  fix: 'Ask your administrator to move it 3 mm inside the trim',
});
const headlineContrast = finding({
  code: 'low_contrast',
  severity: 'warning',
  page: 1,
  slot: 'headline',
  field: 'classes.light1',
  message: 'The text "Headline" has a contrast of 2.1:1 on its background',
  fix: 'Choose a darker Light 1, or a lighter Accent 1',
});

function renderPanel(handler: FetchHandler, document = flyerDocument) {
  storeTestLogin();
  const { seen } = stubFetch(handler);
  const onGoToField = vi.fn();
  const prepare = vi.fn(async () => undefined);
  const view = renderAt(
    <ExportDialogFrame open onClose={() => undefined} title="Download Grand opening flyer">
      <ExportPanel
        document={document}
        opened={{ projectId: PROJECT_ID, token: TOKEN }}
        renew={async () => ({ projectId: PROJECT_ID, token: TOKEN })}
        prepare={prepare}
        onClose={() => undefined}
        onGoToField={onGoToField}
      />
    </ExportDialogFrame>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Download Grand opening flyer' }));
  const checks = () => seen.filter((r) => r.url.pathname.endsWith('/preflight'));
  return { ...view, dialog, onGoToField, prepare, checks };
}

const printCheck = (dialog: ReturnType<typeof within>) => within(dialog.getByRole('region', { name: 'Print check' }));

describe('the export dialog’s print check', () => {
  it('lists the refusals first, then the warnings, each with its page, its fix and a way to its field', async () => {
    const { dialog, onGoToField, user } = renderPanel(
      answer({ [PREFLIGHT]: () => jsonResponse(200, preflight([backMargin, logoRefusal, headlineContrast])) }),
    );
    const list = within(await printCheck(dialog).findByRole('list', { name: 'Problems found' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Must fix · Page 1The logo prints at 51 ppi.*Upload a logo of at least 350 × 175 pixels/),
      expect.stringMatching(/^Warning · Page 2A text on Back is 1 mm from the trim/),
      expect.stringMatching(/^Warning · Page 1The text "Headline" has a contrast/),
    ]);
    // A finding no field fixes has no link.
    expect(within(items[1]!).queryByRole('button', { name: 'Go to field' })).toBeNull();
    const toLogo = within(items[0]!).getByRole('button', { name: 'Go to field' });
    expect(toLogo).toHaveAccessibleDescription(/The logo prints at 51 ppi/);
    await user.click(toLogo);
    await user.click(within(items[2]!).getByRole('button', { name: 'Go to field' }));
    expect(onGoToField.mock.calls).toEqual([['logo'], ['classes.light1']]);
  });

  it('disables Export while a finding must be fixed, and says why', async () => {
    const { dialog } = renderPanel(answer({ [PREFLIGHT]: () => jsonResponse(200, preflight([logoRefusal])) }));
    expect(await dialog.findByText('Fix the problems marked Must fix to export this file')).toBeInTheDocument();
    const exportButton = dialog.getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription('Fix the problems marked Must fix to export this file');
  });

  it('keeps Export open for warnings, without pages on a one-page template', async () => {
    const { dialog } = renderPanel(
      answer({ [PREFLIGHT]: () => jsonResponse(200, preflight([{ ...headlineContrast, page: 1 }])) }),
      postDocument,
    );
    const item = await printCheck(dialog).findByRole('listitem');
    expect(item).toHaveTextContent(/^Warning/);
    expect(item).not.toHaveTextContent('Page');
    expect(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(dialog.queryByText(/Fix the problems marked Must fix/)).toBeNull();
  });

  it('says when nothing was found, after saving and while checking', async () => {
    let release: () => void = () => undefined;
    const { dialog, prepare, checks } = renderPanel(
      answer({
        [PREFLIGHT]: () =>
          new Promise((resolve) => {
            release = () => resolve(jsonResponse(200, preflight()));
          }),
      }),
    );
    expect(await printCheck(dialog).findByText('Checking your design…')).toBeInTheDocument();
    expect(prepare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
    release();
    const clean = (await printCheck(dialog).findByText('No problems found')).closest('[role="status"]');
    expect(clean).not.toBeNull();
    expect(clean?.querySelector('[data-testid="CheckCircleOutlinedIcon"]')).not.toBeNull();
    expect(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(checks()[0]?.headers.get('x-project-token')).toBe(TOKEN);
    expect(checks()[0]?.body).toEqual({ format: 'png', page: 1, print_ready: false });
  });

  it('checks again when the choice changes', async () => {
    // Print-ready is offered for print templates only.
    const printed = { ...flyerDocument, width: 10, height: 8, unit: 'in' as const, bleed: 0.125 };
    const { dialog, user, checks } = renderPanel(
      answer({
        [PREFLIGHT]: (request) =>
          jsonResponse(200, preflight((request.body as { print_ready: boolean }).print_ready ? [logoRefusal] : [])),
      }),
      printed,
    );
    expect(await printCheck(dialog).findByText('No problems found')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /PDF/ }));
    await user.click(dialog.getByRole('checkbox', { name: 'Print-ready' }));
    expect(await printCheck(dialog).findByText(/The logo prints at 51 ppi/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(checks().map((r) => r.body)).toContainEqual({ format: 'pdf', page: 1, print_ready: true });
    await user.click(dialog.getByRole('checkbox', { name: 'Print-ready' }));
    expect(await printCheck(dialog).findByText('No problems found')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('shows a failed check with a way to try again', async () => {
    let failing = true;
    const { dialog, user } = renderPanel(
      answer({
        [PREFLIGHT]: () =>
          failing
            ? jsonResponse(409, { message: 'The project changed meanwhile', code: 'conflict' })
            : jsonResponse(200, preflight()),
      }),
    );
    const alert = await printCheck(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't check your design: The project changed meanwhile");
    expect(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(printCheck(dialog).getByText('No problems found')).toBeInTheDocument());
  });
});

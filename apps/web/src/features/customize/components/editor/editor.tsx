import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Divider, Stack, type Theme, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  type ColorClass,
  type Project,
  type ProjectValues,
  type ThemeValues,
  templateFeatures,
  textBackgroundPairs,
} from '@stockroom/contract';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { TemplateFontFaces } from '../../../../components/template-fonts';
import { useBrandLogo } from '../../api/brand-logo';
import type { OpenedProject } from '../../api/open-project';
import { useSaveProject } from '../../api/save-project';
import { ExportDialogFrame, ExportPanel } from '../export/export-dialog';
import { applyTheme, tooLongByPlaceholder } from './apply-theme';
import { ColorControls } from './color-controls';
import { readDraft } from './draft-storage';
import { EditorSection } from './editor-section';
import { EditorToolbar } from './editor-toolbar';
import { placeholderLabel } from './labels';
import { logoAddress } from './logo-address';
import { LogoField } from './logo-field';
import { PagePreviews } from './page-previews';
import { PreviewPane } from './preview-pane';
import type { Overflow } from './text-boxes';
import { TextFields } from './text-fields';
import { ThemePicker } from './theme-picker';
import { useUndoShortcuts } from './undo-shortcuts';
import { useAutosave } from './use-autosave';
import { useHistory } from './use-history';

interface EditorProps {
  productId: string;
  opened: OpenedProject;
  renew: () => Promise<OpenedProject>;
  project: Project;
}

/** Values left unsaved by an earlier visit win over the server's, and are saved again. */
function startingValues(project: Project): ProjectValues {
  const draft = readDraft(project.id);
  return draft && JSON.stringify(draft) !== JSON.stringify(project.values) ? draft : project.values;
}

/** On a phone every control is at least 44 px each way, for a thumb. */
const touchTargets = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    '& .MuiButton-root, & .MuiIconButton-root, & .MuiInputBase-root, & .MuiFormControlLabel-root': { minHeight: 44 },
    '& .MuiButton-root, & .MuiIconButton-root': { minWidth: 44 },
    '& input.MuiInputBase-inputSizeSmall': { paddingTop: '10.5px', paddingBottom: '10.5px' },
    // A control reached with Tab scrolls into view below the preview, not under it.
    '& .MuiButtonBase-root, & .MuiInputBase-root, & input': { scrollMarginTop: 'calc(40svh + 72px)' },
  },
});

/**
 * The member's editor: a live preview of every page beside the controls for what a member may
 * change (colours, texts, the logo; never the layout), saved as they go, with undo and redo, and
 * exported on demand. On a phone the preview stays in view above the controls.
 */
export function Editor({ productId, opened, renew, project }: EditorProps) {
  const features = useMemo(() => templateFeatures(project.document), [project.document]);
  const pairs = useMemo(() => textBackgroundPairs(project.document), [project.document]);
  const history = useHistory(() => startingValues(project));
  const { value: values, set: setValues } = history;
  useUndoShortcuts({ undo: history.undo, redo: history.redo });
  const save = useSaveProject(productId, opened);
  const autosave = useAutosave(project.id, values, save, project.values);
  const [overflows, setOverflows] = useState<Overflow[]>([]);
  const [exporting, setExporting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const brandLogo = useBrandLogo(project.has_logo_slot);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  const theme = useMemo<ThemeValues>(
    () => ({ classes: values.classes, text: values.text, logo: logoAddress(values.logo) }),
    [values],
  );
  // Typing stays quick on a large template: the preview follows a moment behind if it must.
  const previewTheme = useDeferredValue(theme);
  const tooLong = useMemo(
    () =>
      tooLongByPlaceholder(
        overflows,
        project.document.pages.map((page) => page.name),
      ),
    [overflows, project.document],
  );
  // Typing in one field, or dragging one colour, is one step to undo (see useHistory).
  const setColor = useCallback(
    (name: ColorClass, color: string) =>
      setValues((v) => ({ ...v, classes: { ...v.classes, [name]: { color } } }), { group: `colour:${name}` }),
    [setValues],
  );
  const setText = useCallback(
    (name: string, text: string) =>
      setValues((v) => ({ ...v, text: { ...v.text, [name]: text } }), { group: `text:${name}` }),
    [setValues],
  );

  const toolbar = (
    <EditorToolbar
      status={autosave.status}
      onRetry={autosave.retry}
      canUndo={history.canUndo}
      canRedo={history.canRedo}
      onUndo={history.undo}
      onRedo={history.redo}
      onDownload={() => setExporting(true)}
      downloadDisabled={uploading}
    />
  );
  const tooLongAlert = tooLong.size > 0 && (
    <Alert severity="warning" sx={{ mb: { md: 2 } }}>
      {`Longer than its box: ${[...tooLong]
        .map(([name, pages]) =>
          pages.length ? `${placeholderLabel(name)} (${pages.join(', ')})` : placeholderLabel(name),
        )
        .join('; ')}. Shorten it so that it fits the layout.`}
    </Alert>
  );

  return (
    <>
      <TemplateFontFaces />
      <Button
        component={Link}
        to={`/products/${productId}`}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1, minHeight: { xs: 44, md: 'auto' } }}
      >
        Back to the product
      </Button>
      <PageTitle>{`Customize ${project.product_title}`}</PageTitle>
      {!phone && <Box sx={{ mt: -2, mb: 3 }}>{toolbar}</Box>}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <PreviewPane phone={phone} several={project.document.pages.length > 1} toolbar={phone ? toolbar : undefined}>
          {!phone && tooLongAlert}
          <PagePreviews document={project.document} theme={previewTheme} onOverflows={setOverflows} />
        </PreviewPane>
        <Stack spacing={3} divider={<Divider />} sx={touchTargets}>
          {phone && tooLongAlert}
          <Typography variant="body2" color="text.secondary">
            Change the colours, texts and logo; the layout stays as it was designed.
          </Typography>
          <EditorSection title="Themes" hint="Your brand's colours and texts, and the themes you saved">
            <ThemePicker
              values={values}
              placeholders={project.placeholders}
              onApply={(chosen) => setValues((v) => applyTheme(v, chosen, project.placeholders))}
            />
          </EditorSection>
          {features.classes.length > 0 && (
            <EditorSection title="Colours" hint="With the contrast of the text the layout puts on each">
              <ColorControls
                classes={features.classes as ColorClass[]}
                pairs={pairs}
                colors={values.classes}
                onChange={setColor}
              />
            </EditorSection>
          )}
          {project.placeholders.length > 0 && (
            <EditorSection title="Texts">
              <TextFields placeholders={project.placeholders} text={values.text} onChange={setText} tooLong={tooLong} />
            </EditorSection>
          )}
          {project.has_logo_slot && (
            <EditorSection title="Logo">
              {brandLogo.isPending ? null : (
                <LogoField
                  value={values.logo}
                  brandLogo={brandLogo.data ?? ''}
                  onChange={(logo) => setValues((v) => ({ ...v, logo }))}
                  onBusyChange={setUploading}
                />
              )}
            </EditorSection>
          )}
        </Stack>
      </Box>
      <ExportDialogFrame
        open={exporting}
        onClose={() => setExporting(false)}
        title={`Download ${project.product_title}`}
      >
        <ExportPanel
          document={project.document}
          opened={opened}
          renew={renew}
          prepare={autosave.settle}
          onClose={() => setExporting(false)}
        />
      </ExportDialogFrame>
    </>
  );
}

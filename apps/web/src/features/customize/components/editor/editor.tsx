import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import {
  type ColorClass,
  type Project,
  type ProjectValues,
  type ThemeValues,
  templateFeatures,
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
import { placeholderLabel } from './labels';
import { logoAddress } from './logo-address';
import { LogoField } from './logo-field';
import { PagePreviews } from './page-previews';
import { SaveStatusLine } from './save-status';
import type { Overflow } from './text-boxes';
import { TextFields } from './text-fields';
import { ThemePicker } from './theme-picker';
import { useAutosave } from './use-autosave';

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

/**
 * The member's editor: a live preview of every page beside the controls for what a member may
 * change (colours, texts, the logo; never the layout), saved as they go, and exported on demand.
 */
export function Editor({ productId, opened, renew, project }: EditorProps) {
  const features = useMemo(() => templateFeatures(project.document), [project.document]);
  const [values, setValues] = useState(() => startingValues(project));
  const save = useSaveProject(productId, opened);
  const autosave = useAutosave(project.id, values, save, project.values);
  const [overflows, setOverflows] = useState<Overflow[]>([]);
  const [exporting, setExporting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const brandLogo = useBrandLogo(project.has_logo_slot);

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
  const setColor = useCallback(
    (name: ColorClass, color: string) => setValues((v) => ({ ...v, classes: { ...v.classes, [name]: { color } } })),
    [],
  );
  const setText = useCallback(
    (name: string, text: string) => setValues((v) => ({ ...v, text: { ...v.text, [name]: text } })),
    [],
  );

  return (
    <>
      <TemplateFontFaces />
      <Button component={Link} to={`/products/${productId}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Back to the product
      </Button>
      <PageTitle>{`Customize ${project.product_title}`}</PageTitle>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: -2, mb: 3 }}
      >
        <SaveStatusLine status={autosave.status} onRetry={autosave.retry} />
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => setExporting(true)}
          disabled={uploading}
        >
          Download
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box
          component="section"
          aria-label="Preview"
          sx={{
            position: { md: 'sticky' },
            // Below the site header, which stays in view.
            top: { md: 80 },
            p: { xs: 2, sm: 3 },
            borderRadius: 2,
            bgcolor: 'grey.100',
          }}
        >
          {tooLong.size > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {`Longer than its box: ${[...tooLong]
                .map(([name, pages]) =>
                  pages.length ? `${placeholderLabel(name)} (${pages.join(', ')})` : placeholderLabel(name),
                )
                .join('; ')}. Shorten it so that it fits the layout.`}
            </Alert>
          )}
          <PagePreviews document={project.document} theme={previewTheme} onOverflows={setOverflows} />
        </Box>
        <Stack spacing={3} divider={<Divider />}>
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
            <EditorSection title="Colours" hint="With the contrast of the template's text colours on each">
              <ColorControls
                classes={features.classes as ColorClass[]}
                textClasses={project.text_classes}
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

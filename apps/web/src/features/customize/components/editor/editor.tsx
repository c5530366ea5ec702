import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, useMediaQuery, useTheme } from '@mui/material';
import type { Project } from '@stockroom/contract';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { TemplateFontFaces } from '../../../../components/template-fonts';
import type { OpenedProject } from '../../api/open-project';
import { useSaveProject } from '../../api/save-project';
import { ExportDialogFrame, ExportPanel } from '../export/export-dialog';
import { EditorPanels, type PanelName } from './editor-panels';
import { EditorToolbar } from './editor-toolbar';
import { fieldTarget, focusField } from './field-focus';
import { PagePreviews, type SlotClick } from './page-previews';
import { photoFramerId } from './photo-framer';
import { PreviewPane } from './preview-pane';
import { slotFieldId } from './text-slot-field';
import { useUndoShortcuts } from './undo-shortcuts';
import { useAutosave } from './use-autosave';
import { useEditorValues } from './use-editor-values';

interface EditorProps {
  productId: string;
  opened: OpenedProject;
  renew: () => Promise<OpenedProject>;
  project: Project;
}

/**
 * The member's editor: a live preview of every page beside the controls for what a member may
 * change (texts, photos, colours, the logo; never the layout), saved as they go, with undo and redo,
 * and exported on demand. Nothing that breaks the layout (a text past its box) is saved or exported.
 * On a phone the preview stays in view above the controls.
 */
export function Editor({ productId, opened, renew, project }: EditorProps) {
  const editor = useEditorValues(project);
  const { history, values } = editor;
  useUndoShortcuts({ undo: history.undo, redo: history.redo });
  const saveProject = useSaveProject(productId, opened);
  const save = useMemo(() => editor.checked(saveProject), [editor.checked, saveProject]);
  const autosave = useAutosave(project.id, values, save, project.values, editor.blocked);
  const [exporting, setExporting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [closed, setClosed] = useState(() => new Set<PanelName>());
  const [focused, setFocused] = useState<string | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  // Typing stays quick on a large template: the preview follows a moment behind if it must.
  const previewTheme = useDeferredValue(editor.theme);
  const highlight = useMemo(() => (focused ? [focused] : []), [focused]);

  const onSlotFocus = useCallback(
    (name: string, isFocused: boolean) =>
      setFocused((current) => (isFocused ? name : current === name ? null : current)),
    [],
  );
  const toggle = useCallback(
    (panel: PanelName) =>
      setClosed((current) => {
        const next = new Set(current);
        if (!next.delete(panel)) next.add(panel);
        return next;
      }),
    [],
  );
  const unfold = useCallback(
    (panel: PanelName) =>
      setClosed((current) => (current.has(panel) ? new Set([...current].filter((p) => p !== panel)) : current)),
    [],
  );
  const onSlotClick = useCallback(
    ({ kind, name }: SlotClick) => {
      unfold(kind === 'photo' ? 'photos' : 'texts');
      focusField(kind === 'photo' ? photoFramerId(name) : slotFieldId(name));
    },
    [unfold],
  );
  const goToField = useCallback(
    (field: string) => {
      setExporting(false);
      const target = fieldTarget(field);
      if (!target) return;
      unfold(target.panel);
      focusField(target.id);
    },
    [unfold],
  );
  useFieldFromAddress(goToField);

  const problem = editor.blocked || (autosave.status === 'failed' ? editor.refused : '');
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
      problem={problem}
    />
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
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <PreviewPane phone={phone} several={project.document.pages.length > 1} toolbar={phone ? toolbar : undefined}>
          <PagePreviews
            document={project.document}
            theme={previewTheme}
            highlight={highlight}
            onSlotClick={onSlotClick}
          />
        </PreviewPane>
        <EditorPanels
          project={project}
          editor={editor}
          closed={closed}
          onToggle={toggle}
          onSlotFocus={onSlotFocus}
          onUploadingChange={setUploading}
        />
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
          onGoToField={goToField}
        />
      </ExportDialogFrame>
    </>
  );
}

/**
 * `?field=logo` (a finding's "Go to field" from My assets) brings that field into view once, then
 * leaves the address as it was.
 */
function useFieldFromAddress(goToField: (field: string) => void) {
  const [params, setParams] = useSearchParams();
  const field = params.get('field');
  useEffect(() => {
    if (!field) return;
    goToField(field);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('field');
        return next;
      },
      { replace: true },
    );
  }, [field, goToField, setParams]);
}

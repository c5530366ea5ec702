import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { CampaignProject, Project } from '@stockroom/contract';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { TemplateFontFaces } from '../../../components/template-fonts';
import { EditorToolbar } from '../../customize/components/editor/editor-toolbar';
import { focusField } from '../../customize/components/editor/field-focus';
import { PagePreviews, type SlotClick } from '../../customize/components/editor/page-previews';
import { photoFramerId } from '../../customize/components/editor/photo-framer';
import { PreviewPane } from '../../customize/components/editor/preview-pane';
import { slotFieldId } from '../../customize/components/editor/text-slot-field';
import { useUndoShortcuts } from '../../customize/components/editor/undo-shortcuts';
import { useAutosave } from '../../customize/components/editor/use-autosave';
import { useSaveCampaignProject } from '../api/save-campaign-project';
import type { CampaignToken } from '../api/use-campaign-token';
import { KitExportDialog } from '../kit/kit-export-dialog';

import { type CampaignPanelName, CampaignPanels } from './campaign-panels';
import { ownPhotoFramerId, ownTextFieldId } from './own-slot';
import { PieceStrip } from './piece-strip';
import { SkippedProducts } from './skipped-products';
import { useCampaignValues } from './use-campaign-values';

/** The piece shown large, kept in the address (`?piece=`) so that a reload shows it again. */
function useSelectedPiece(projects: Project[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('piece')?.toLowerCase();
  const selectedId = projects.find((project) => project.id.toLowerCase() === asked)?.id ?? projects[0]?.id ?? '';
  const select = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('piece', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selectedId, select] as const;
}

/**
 * A campaign's pieces in one editor: every piece side by side, live, and the chosen one large;
 * the campaign's texts and photos once each, its colours, logo and themes once for every piece,
 * and each slot of the chosen piece overridable there alone. Saved as the member goes, all pieces
 * at once.
 */
export function CampaignEditor({ campaign, token }: { campaign: CampaignProject; token: CampaignToken }) {
  const editor = useCampaignValues(campaign);
  const { history, state } = editor;
  useUndoShortcuts({ undo: history.undo, redo: history.redo });
  const saveCampaign = useSaveCampaignProject(campaign.id, token);
  const save = useMemo(() => editor.checked(saveCampaign), [editor.checked, saveCampaign]);
  const autosave = useAutosave(campaign.id, state, save, editor.server, editor.blocked);
  const [selectedId, select] = useSelectedPiece(editor.projects);
  const selected = editor.pieces.find((piece) => piece.project.id === selectedId) ?? editor.pieces[0];
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [closed, setClosed] = useState(() => new Set<CampaignPanelName>());
  const [focused, setFocused] = useState<string | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  // Typing stays quick with several pieces drawn: the previews follow a moment behind if they must.
  const themes = useDeferredValue(editor.themes);
  const highlight = useMemo(() => (focused ? [focused] : []), [focused]);

  const onSlotFocus = useCallback(
    (name: string, isFocused: boolean) =>
      setFocused((current) => (isFocused ? name : current === name ? null : current)),
    [],
  );
  const toggle = useCallback(
    (panel: CampaignPanelName) =>
      setClosed((current) => {
        const next = new Set(current);
        if (!next.delete(panel)) next.add(panel);
        return next;
      }),
    [],
  );
  const onSlotClick = useCallback(
    ({ kind, name }: SlotClick) => {
      const own = kind === 'photo' ? name in (selected?.own.photos ?? {}) : name in (selected?.own.text ?? {});
      const panel: CampaignPanelName = kind === 'photo' ? 'photos' : 'texts';
      setClosed((current) => (current.has(panel) ? new Set([...current].filter((p) => p !== panel)) : current));
      if (kind === 'photo') focusField(own ? ownPhotoFramerId(name) : photoFramerId(name));
      else focusField(own ? ownTextFieldId(name) : slotFieldId(name));
    },
    [selected],
  );

  if (!selected) return null;
  const theme = themes.get(selected.project.id);
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
      downloadLabel="Download kit"
      downloadDisabled={uploading}
      problem={problem}
    />
  );

  return (
    <>
      <TemplateFontFaces />
      <Button
        component={Link}
        to={`/products/${campaign.product_id}`}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1, minHeight: { xs: 44, md: 'auto' } }}
      >
        Back to the campaign
      </Button>
      <PageTitle>{`Customize ${campaign.product_title}`}</PageTitle>
      {!phone && <Box sx={{ mt: -2, mb: 2 }}>{toolbar}</Box>}
      <Stack spacing={2} sx={{ mb: { xs: 2, md: 3 } }}>
        <PieceStrip
          pieces={editor.projects}
          themes={themes}
          selectedId={selected.project.id}
          troubled={editor.troubled}
          onSelect={select}
        />
        <SkippedProducts skipped={campaign.skipped} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <PreviewPane
          phone={phone}
          several={selected.project.document.pages.length > 1}
          toolbar={phone ? toolbar : undefined}
        >
          {!phone && (
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2, textAlign: 'center' }}>
              {selected.project.product_title}
            </Typography>
          )}
          {theme && (
            <PagePreviews
              key={selected.project.id}
              document={selected.project.document}
              theme={theme}
              highlight={highlight}
              onSlotClick={onSlotClick}
            />
          )}
        </PreviewPane>
        <CampaignPanels
          editor={editor}
          selected={selected}
          closed={closed}
          onToggle={toggle}
          onSlotFocus={onSlotFocus}
          onUploadingChange={setUploading}
        />
      </Box>
      <KitExportDialog
        campaignProjectId={campaign.id}
        access={token}
        prepare={autosave.settle}
        open={exporting}
        onClose={() => setExporting(false)}
      />
    </>
  );
}

import { Alert, Divider, Stack, type Theme, Typography } from '@mui/material';
import {
  type ColorClass,
  type PhotoSlot,
  type Project,
  templateFeatures,
  textBackgroundPairs,
} from '@stockroom/contract';
import { useMemo } from 'react';
import { useBrandLogo } from '../../api/brand-logo';
import { pagesLabel, themedSlots } from './apply-theme';
import { ColorControls } from './color-controls';
import { EditorSection } from './editor-section';
import { LogoField } from './logo-field';
import { PhotosPanel } from './photos-panel';
import { TextSlotFields } from './text-slot-fields';
import { ThemePicker } from './theme-picker';
import type { useEditorValues } from './use-editor-values';

/** The editor's panels, one per kind of change. */
export type PanelName = 'texts' | 'photos' | 'colours' | 'logo' | 'themes';

interface EditorPanelsProps {
  project: Project;
  editor: ReturnType<typeof useEditorValues>;
  closed: Set<PanelName>;
  onToggle: (panel: PanelName) => void;
  /** A slot's field (or photo framer) gained or lost the focus. */
  onSlotFocus: (name: string, focused: boolean) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** On a phone every control is at least 44 px each way, for a thumb. */
export const touchTargets = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    '& .MuiButton-root, & .MuiIconButton-root, & .MuiInputBase-root, & .MuiFormControlLabel-root': { minHeight: 44 },
    '& .MuiButton-root, & .MuiIconButton-root': { minWidth: 44 },
    '& input.MuiInputBase-inputSizeSmall': { paddingTop: '10.5px', paddingBottom: '10.5px' },
    '& .MuiSlider-root': { py: '20px' },
    // A control reached with Tab (or from the preview) scrolls into view below the preview, not under it.
    '& .MuiButtonBase-root, & .MuiInputBase-root, & input, & textarea, & [aria-roledescription]': {
      scrollMarginTop: 'calc(40svh + 72px)',
    },
  },
});

/** Texts, Photos, Colours, Logo and Themes, each folding under its heading. */
export function EditorPanels({ project, editor, closed, onToggle, onSlotFocus, onUploadingChange }: EditorPanelsProps) {
  const features = useMemo(() => templateFeatures(project.document), [project.document]);
  const pairs = useMemo(() => textBackgroundPairs(project.document), [project.document]);
  const pageNames = useMemo(() => project.document.pages.map((page) => page.name), [project.document]);
  const brandLogo = useBrandLogo(project.has_logo_slot);
  const { slots, values } = editor;
  const section = (name: PanelName) => ({ open: !closed.has(name), onToggle: () => onToggle(name) });

  return (
    <Stack spacing={1.5} divider={<Divider />} sx={touchTargets}>
      <Typography variant="body2" color="text.secondary">
        Change the texts, photos, colours and logo; the layout stays as it was designed. Click a text or photo in the
        preview to find its field.
      </Typography>
      {slots.texts.length > 0 && (
        <EditorSection title="Texts" {...section('texts')}>
          <TextSlotFields
            document={project.document}
            slots={slots}
            text={values.text}
            problems={editor.problems}
            onChange={editor.setText}
            onFocusChange={onSlotFocus}
          />
        </EditorSection>
      )}
      {slots.photos.length > 0 && (
        <EditorSection
          title="Photos"
          hint="Your own photo, or one from the catalogue, in each frame"
          {...section('photos')}
        >
          {[...editor.problems].some(([key]) => key.startsWith('photo:')) && (
            <Alert severity="error">
              {[...editor.problems]
                .filter(([key]) => key.startsWith('photo:'))
                .map(([, message]) => message)
                .join(' ')}
            </Alert>
          )}
          <PhotosPanel
            slots={slots.photos}
            values={values.photos ?? {}}
            known={editor.known}
            where={(slot: PhotoSlot) => pagesLabel(slot.pages, pageNames)}
            onLive={editor.setLivePhoto}
            onChange={editor.setPhoto}
            onPicked={editor.rememberPhoto}
            onFocusChange={onSlotFocus}
          />
        </EditorSection>
      )}
      {features.classes.length > 0 && (
        <EditorSection
          title="Colours"
          hint="With the contrast of the text the layout puts on each"
          {...section('colours')}
        >
          <ColorControls
            classes={features.classes as ColorClass[]}
            pairs={pairs}
            colors={values.classes}
            onChange={editor.setColor}
          />
        </EditorSection>
      )}
      {project.has_logo_slot && (
        <EditorSection title="Logo" {...section('logo')}>
          {brandLogo.isPending ? null : (
            <LogoField
              value={values.logo}
              brandLogo={brandLogo.data ?? ''}
              onChange={editor.setLogo}
              onBusyChange={onUploadingChange}
            />
          )}
        </EditorSection>
      )}
      <EditorSection
        title="Themes"
        hint="Your brand's colours and texts, and the themes you saved"
        {...section('themes')}
      >
        <ThemePicker values={values} placeholders={themedSlots(slots)} onApply={editor.applyTheme} />
      </EditorSection>
    </Stack>
  );
}

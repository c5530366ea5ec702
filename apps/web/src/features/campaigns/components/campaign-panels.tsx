import { Divider, Stack, Typography } from '@mui/material';
import {
  COLOR_CLASSES,
  type ColorClass,
  type Project,
  type TextBackgroundPair,
  templateFeatures,
  textBackgroundPairs,
} from '@stockroom/contract';
import { useMemo } from 'react';
import { useBrandLogo } from '../../customize/api/brand-logo';
import { themedSlots } from '../../customize/components/editor/apply-theme';
import { ColorControls } from '../../customize/components/editor/color-controls';
import { touchTargets } from '../../customize/components/editor/editor-panels';
import { EditorSection } from '../../customize/components/editor/editor-section';
import { LogoField } from '../../customize/components/editor/logo-field';
import { ThemePicker } from '../../customize/components/editor/theme-picker';
import type { PieceView } from './campaign-problems';
import type { OwnSlotActions } from './own-slot';
import { SharedPhotoFields } from './shared-photo-fields';
import { SharedTextFields } from './shared-text-fields';
import type { CampaignEditorValues } from './use-campaign-values';

/** The campaign editor's panels, one per kind of change. */
export type CampaignPanelName = 'texts' | 'photos' | 'colours' | 'logo' | 'themes';

interface CampaignPanelsProps {
  editor: CampaignEditorValues;
  selected: PieceView;
  closed: Set<CampaignPanelName>;
  onToggle: (panel: CampaignPanelName) => void;
  onSlotFocus: (name: string, focused: boolean) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** The colour classes any piece uses, and the text-on-colour pairs any piece draws, once each. */
function campaignColours(projects: Project[]) {
  const used = new Set<string>();
  const pairs = new Map<string, TextBackgroundPair>();
  for (const project of projects) {
    for (const name of templateFeatures(project.document).classes) used.add(name);
    for (const pair of textBackgroundPairs(project.document)) pairs.set(`${pair.text}/${pair.background}`, pair);
  }
  return { classes: COLOR_CLASSES.filter((name) => used.has(name)) as ColorClass[], pairs: [...pairs.values()] };
}

/** Texts and Photos (each with the chosen piece's own), Colours, Logo and Themes, each folding under its heading. */
export function CampaignPanels(props: CampaignPanelsProps) {
  const { editor, selected, closed, onToggle, onSlotFocus, onUploadingChange } = props;
  const { projects, slots, state, problems } = editor;
  const colours = useMemo(() => campaignColours(projects), [projects]);
  const hasLogo = projects.some((project) => project.has_logo_slot);
  const brandLogo = useBrandLogo(hasLogo);
  const section = (name: CampaignPanelName) => ({ open: !closed.has(name), onToggle: () => onToggle(name) });
  const actions: OwnSlotActions = {
    onOverride: editor.override,
    onShare: editor.backToCampaign,
    onText: editor.setOwnText,
    onPhoto: editor.setOwnPhoto,
    onLivePhoto: editor.setLivePhoto,
    onPicked: editor.rememberPhoto,
    onFocusChange: onSlotFocus,
  };

  return (
    <Stack spacing={1.5} divider={<Divider />} sx={touchTargets}>
      <Typography variant="body2" color="text.secondary">
        One value fills every piece that shows it. To change a text or photo in one piece only, choose the piece above,
        then "Override in this piece" under it.
      </Typography>
      {slots.texts.length > 0 && (
        <EditorSection title="Texts" hint="Each text once, for every piece that shows it" {...section('texts')}>
          <SharedTextFields
            slots={slots.texts}
            pieces={editor.pieces}
            text={state.values.text}
            problems={problems}
            selected={selected}
            actions={actions}
            onChange={editor.setText}
          />
        </EditorSection>
      )}
      {slots.photos.length > 0 && (
        <EditorSection
          title="Photos"
          hint="Your own photo, or one from the catalogue, in every piece's frame"
          {...section('photos')}
        >
          <SharedPhotoFields
            slots={slots.photos}
            projects={projects}
            values={state.values.photos ?? {}}
            known={editor.known}
            problems={problems}
            selected={selected}
            actions={actions}
            onChange={editor.setPhoto}
            onLive={(slot, value) => editor.setLivePhoto(null, slot, value)}
          />
        </EditorSection>
      )}
      {colours.classes.length > 0 && (
        <EditorSection
          title="Colours"
          hint="With the contrast of the text each piece puts on each"
          {...section('colours')}
        >
          <ColorControls
            classes={colours.classes}
            pairs={colours.pairs}
            colors={state.values.classes}
            onChange={editor.setColor}
          />
        </EditorSection>
      )}
      {hasLogo && (
        <EditorSection title="Logo" {...section('logo')}>
          {brandLogo.isPending ? null : (
            <LogoField
              value={state.values.logo}
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
        <ThemePicker values={state.values} placeholders={themedSlots(slots)} onApply={editor.applyTheme} />
      </EditorSection>
    </Stack>
  );
}

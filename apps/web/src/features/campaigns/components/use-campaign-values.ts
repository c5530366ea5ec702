import {
  type CampaignProject,
  CENTRED,
  type ColorClass,
  type PhotoValue,
  type TemplateCustomization,
  type ThemeValues,
} from '@stockroom/contract';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-errors';
import { applyTheme } from '../../customize/components/editor/apply-theme';
import { logoAddress } from '../../customize/components/editor/logo-address';
import { type KnownPhoto, knownPhotos, placedPhotos } from '../../customize/components/editor/slot-photos';
import { useHistory } from '../../customize/components/editor/use-history';
import { fitProblems, type PieceView, type Refusal, refusalProblems } from './campaign-problems';
import {
  type CampaignState,
  campaignSlots,
  NO_OWN_VALUES,
  type OwnValues,
  overridden,
  pieceValues,
  shared,
  startingState,
  stateOf,
  withOwn,
} from './campaign-state';

/** A photo being dragged, before it is a step of history: the campaign's (scope null) or a piece's own. */
interface LivePhoto {
  scope: string | null;
  slot: string;
  value: PhotoValue;
}

/**
 * The campaign editor's values with their history: the shared values and each piece's own, what
 * each piece shows (and its preview draws), and what keeps them from being saved: a text past its
 * box in any piece, or the server's 400 naming a field.
 */
export function useCampaignValues(campaign: CampaignProject) {
  const [server] = useState(() => stateOf(campaign));
  const history = useHistory(() => startingState(campaign, server));
  const { value: state, set } = history;
  const slots = useMemo(() => campaignSlots(campaign), [campaign]);
  const projects = useMemo(() => campaign.pieces.map((piece) => piece.project), [campaign]);
  const [live, setLive] = useState<LivePhoto | null>(null);
  const [picked, setPicked] = useState<KnownPhoto[]>([]);
  // The addresses first read stay: each save answers fresh ones, which would load every photo again.
  const [loadedPhotos] = useState(() => campaign.pieces.flatMap((piece) => piece.project.photos));
  const known = useMemo(() => knownPhotos(loadedPhotos, picked), [loadedPhotos, picked]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const pieces = useMemo<PieceView[]>(
    () =>
      campaign.pieces.map(({ project }) => {
        const own = state.pieces.find((piece) => piece.project_id === project.id)?.overrides ?? NO_OWN_VALUES;
        return { project, own, values: pieceValues(state.values, project, own) };
      }),
    [campaign, state],
  );

  /** Each piece's preview: its values, with the photo being dragged where it shows. */
  const themes = useMemo(
    () =>
      new Map<string, ThemeValues>(
        pieces.map(({ project, own, values }) => {
          const scope = live && (live.slot in own.photos ? project.id : null);
          return [
            project.id,
            {
              classes: values.classes,
              text: values.text,
              logo: logoAddress(values.logo),
              slotPhotos: placedPhotos(project.slots.photos, values, known, live?.scope === scope ? live : null),
            },
          ];
        }),
      ),
    [pieces, known, live],
  );

  const fit = useMemo(() => fitProblems(pieces), [pieces]);
  const refused = useMemo(() => refusalProblems(refusal, state), [refusal, state]);
  const problems = useMemo(() => {
    const found = new Map(refused.found);
    // A text too long says so rather than what the server said of an earlier text.
    for (const [key, message] of fit.found) found.set(key, message);
    return found;
  }, [fit, refused]);
  const troubled = useMemo(() => new Set([...fit.pieceIds, ...refused.pieceIds]), [fit, refused]);
  const tooLong = [...fit.found.values()];
  const blocked = tooLong.length > 1 ? `${tooLong[0]} (and ${tooLong.length - 1} more)` : (tooLong[0] ?? '');

  /** The save, remembering what the server refused and why, field by field. */
  const checked = useCallback(
    <T>(save: (state: CampaignState) => Promise<T>) =>
      async (sent: CampaignState) => {
        try {
          const answer = await save(sent);
          setRefusal(null);
          return answer;
        } catch (error) {
          const issues = error instanceof ApiError && error.status === 400 ? error.body?.issues : undefined;
          if (issues?.length) setRefusal({ sent, issues });
          throw error;
        }
      },
    [],
  );

  const setValues = useCallback(
    (change: (values: CampaignState['values']) => CampaignState['values'], group?: string) =>
      set((s) => ({ ...s, values: change(s.values) }), group ? { group } : {}),
    [set],
  );
  const setOwn = useCallback(
    (projectId: string, change: (own: OwnValues) => OwnValues, group?: string) =>
      set((s) => withOwn(s, projectId, change), group ? { group } : {}),
    [set],
  );

  const actions = useMemo(
    () => ({
      setColor: (name: ColorClass, color: string) =>
        setValues((v) => ({ ...v, classes: { ...v.classes, [name]: { color } } }), `colour:${name}`),
      setText: (name: string, text: string) =>
        setValues((v) => ({ ...v, text: { ...v.text, [name]: text } }), `text:${name}`),
      setPhoto: (slot: string, value: PhotoValue, burst?: boolean) => {
        setLive(null);
        setValues((v) => ({ ...v, photos: { ...v.photos, [slot]: value } }), burst ? `photo:${slot}` : undefined);
      },
      setLogo: (logo: string) => setValues((v) => ({ ...v, logo })),
      applyTheme: (theme: TemplateCustomization) => setValues((v) => applyTheme(v, theme, slots)),
      setOwnText: (projectId: string, name: string, text: string) =>
        setOwn(projectId, (own) => overridden(own, 'text', name, text), `piece:${projectId}:text:${name}`),
      setOwnPhoto: (projectId: string, slot: string, value: PhotoValue, burst?: boolean) => {
        setLive(null);
        setOwn(
          projectId,
          (own) => overridden(own, 'photos', slot, value),
          burst ? `piece:${projectId}:photo:${slot}` : undefined,
        );
      },
      setLivePhoto: (scope: string | null, slot: string, value: PhotoValue | null) =>
        setLive(value ? { scope, slot, value } : null),
      rememberPhoto: (photo: KnownPhoto) => setPicked((list) => [...list, photo]),
      /** The piece keeps the slot for itself, starting from what it shows now. */
      override: (projectId: string, kind: keyof OwnValues, name: string) => {
        const piece = pieces.find((p) => p.project.id === projectId);
        const current =
          kind === 'text'
            ? (piece?.values.text[name] ?? '')
            : (piece?.values.photos?.[name] ?? { photo_id: '', ...CENTRED });
        setOwn(projectId, (own) => overridden(own, kind, name, current));
      },
      backToCampaign: (projectId: string, kind: keyof OwnValues, name: string) =>
        setOwn(projectId, (own) => shared(own, kind, name)),
    }),
    [setValues, setOwn, slots, pieces],
  );

  return {
    history,
    state,
    server,
    slots,
    /** The pieces' projects as read, in the campaign's order. */
    projects,
    pieces,
    themes,
    known,
    problems,
    /** The pieces with something that keeps them from being saved. */
    troubled,
    /** Why the values may not be saved or downloaded now ('' when they may). */
    blocked,
    /** The first thing the server refused, while the field it names still holds what was sent. */
    refused: refused.first,
    checked,
    ...actions,
  };
}

export type CampaignEditorValues = ReturnType<typeof useCampaignValues>;

import {
  type ColorClass,
  type ErrorIssue,
  overflowBySlot,
  overflowMessage,
  type PhotoValue,
  type Project,
  type ProjectValues,
  type TemplateCustomization,
  type TemplateSlots,
  type ThemeValues,
  templateSlots,
  textOverflows,
} from '@stockroom/contract';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../../lib/api-errors';
import { applyTheme } from './apply-theme';
import { readDraft } from './draft-storage';
import { logoAddress } from './logo-address';
import { type KnownPhoto, knownPhotos, placedPhotos } from './slot-photos';
import { useHistory } from './use-history';

/** Values left unsaved by an earlier visit win over the server's, and are saved again. */
function startingValues(project: Project): ProjectValues {
  const draft = readDraft(project.id);
  return draft && JSON.stringify(draft) !== JSON.stringify(project.values) ? draft : project.values;
}

/** The project's slots; a project read before the server knew slots has its template's placeholders as brand slots. */
const slotsOf = (project: Project): TemplateSlots =>
  project.slots && (project.slots.texts.length > 0 || project.slots.photos.length > 0)
    ? project.slots
    : templateSlots(project.document);

/** What the server refused in a save, with the values it was sent, to show on the fields until they change. */
interface Refusal {
  sent: ProjectValues;
  issues: ErrorIssue[];
}

/**
 * The editor's values with their history, what the preview draws from them (the photo being dragged
 * too, before it is a step of history), and what keeps them from being saved: a text past its box
 * (found with the renders' own fit) or the server's 400 naming a slot.
 */
export function useEditorValues(project: Project) {
  const slots = useMemo(() => slotsOf(project), [project]);
  const history = useHistory(() => startingValues(project));
  const { value: values, set } = history;
  const [live, setLive] = useState<{ slot: string; value: PhotoValue } | null>(null);
  const [picked, setPicked] = useState<KnownPhoto[]>([]);
  // The addresses first read stay: each save answers fresh ones, which would load every photo again.
  const [loadedPhotos] = useState(() => project.photos ?? []);
  const known = useMemo(() => knownPhotos(loadedPhotos, picked), [loadedPhotos, picked]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const theme = useMemo<ThemeValues>(
    () => ({
      classes: values.classes,
      text: values.text,
      logo: logoAddress(values.logo),
      slotPhotos: placedPhotos(slots.photos, values, known, live),
    }),
    [values, slots, known, live],
  );

  const overflows = useMemo(() => overflowBySlot(textOverflows(project.document, values.text)), [project, values.text]);
  const { problems, refused } = useMemo(() => {
    const found = new Map<string, string>();
    for (const [name, count] of overflows) found.set(name, overflowMessage(slots, name, count));
    // A refusal stays on its field while the field holds what was sent.
    let first = '';
    for (const issue of refusal?.issues ?? []) {
      const [part, name = ''] = issue.path.split('.');
      const stands =
        part === 'text'
          ? values.text[name] === refusal?.sent.text[name]
          : part === 'photos'
            ? values.photos?.[name]?.photo_id === refusal?.sent.photos?.[name]?.photo_id
            : values === refusal?.sent;
      if (!stands) continue;
      first ||= issue.message;
      const key = part === 'photos' ? `photo:${name}` : name;
      if (part !== 'text' || !found.has(name)) found.set(key, issue.message);
    }
    return { problems: found, refused: first };
  }, [overflows, refusal, slots, values]);
  const tooLong = [...overflows.keys()].map((name) => problems.get(name) ?? '');
  const blocked = tooLong.length > 1 ? `${tooLong[0]} (and ${tooLong.length - 1} more)` : (tooLong[0] ?? '');

  /** The save, remembering what the server refused and why, field by field. */
  const checked = useCallback(
    <T>(save: (values: ProjectValues) => Promise<T>) =>
      async (sent: ProjectValues) => {
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

  // Typing in one field, or dragging one colour, is one step to undo (see useHistory).
  const setColor = useCallback(
    (name: ColorClass, color: string) =>
      set((v) => ({ ...v, classes: { ...v.classes, [name]: { color } } }), { group: `colour:${name}` }),
    [set],
  );
  const setText = useCallback(
    (name: string, text: string) =>
      set((v) => ({ ...v, text: { ...v.text, [name]: text } }), { group: `text:${name}` }),
    [set],
  );
  const setPhoto = useCallback(
    (slot: string, value: PhotoValue, burst?: boolean) => {
      setLive(null);
      set((v) => ({ ...v, photos: { ...v.photos, [slot]: value } }), burst ? { group: `photo:${slot}` } : {});
    },
    [set],
  );
  const setLivePhoto = useCallback(
    (slot: string, value: PhotoValue | null) => setLive(value ? { slot, value } : null),
    [],
  );
  const rememberPhoto = useCallback((photo: KnownPhoto) => setPicked((list) => [...list, photo]), []);
  const chooseTheme = useCallback(
    (chosen: TemplateCustomization) => set((v) => applyTheme(v, chosen, slots)),
    [set, slots],
  );
  const setLogo = useCallback((logo: string) => set((v) => ({ ...v, logo })), [set]);

  return {
    history,
    values,
    slots,
    known,
    theme,
    problems,
    /** Why the values may not be saved or exported now ('' when they may). */
    blocked,
    /** The first thing the server refused, while the field it names still holds what was sent. */
    refused,
    checked,
    setColor,
    setText,
    setPhoto,
    setLivePhoto,
    rememberPhoto,
    applyTheme: chooseTheme,
    setLogo,
  };
}

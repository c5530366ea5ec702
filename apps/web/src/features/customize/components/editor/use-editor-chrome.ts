import { useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';

/**
 * What an editor keeps beside its values, the template's and the campaign's alike: which panels are
 * folded, the slot whose field has focus (outlined in the preview), whether a photo is uploading
 * (no download meanwhile), and whether the screen is a phone's (the preview stays above the fields).
 */
export function useEditorChrome<P extends string>() {
  const [closed, setClosed] = useState(() => new Set<P>());
  const [focused, setFocused] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const highlight = useMemo(() => (focused ? [focused] : []), [focused]);

  const onSlotFocus = useCallback(
    (name: string, isFocused: boolean) =>
      setFocused((current) => (isFocused ? name : current === name ? null : current)),
    [],
  );
  const toggle = useCallback(
    (panel: P) =>
      setClosed((current) => {
        const next = new Set(current);
        if (!next.delete(panel)) next.add(panel);
        return next;
      }),
    [],
  );
  /** Opens a folded panel, to reach a field in it. */
  const unfold = useCallback(
    (panel: P) =>
      setClosed((current) => (current.has(panel) ? new Set([...current].filter((p) => p !== panel)) : current)),
    [],
  );
  return { closed, toggle, unfold, highlight, onSlotFocus, uploading, setUploading, phone };
}

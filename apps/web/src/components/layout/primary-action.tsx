import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { PrimaryAction } from './nav-types';

type SetPrimaryAction = (action: PrimaryAction | null) => void;

const PrimaryActionContext = createContext<{ action: PrimaryAction | null; set: SetPrimaryAction } | null>(null);

/** Holds the header button a page asks for; null means the layout's default ("Log out"). */
export function PrimaryActionProvider({ children }: { children: ReactNode }) {
  const [action, set] = useState<PrimaryAction | null>(null);
  return <PrimaryActionContext.Provider value={{ action, set }}>{children}</PrimaryActionContext.Provider>;
}

export function usePagePrimaryAction(): PrimaryAction | null {
  return useContext(PrimaryActionContext)?.action ?? null;
}

/**
 * Lets a page give the header's primary button its own text and action while it is shown
 * (spec §2); the default comes back when the page goes.
 */
export function usePrimaryAction(action: PrimaryAction | null) {
  const set = useContext(PrimaryActionContext)?.set;
  const label = action?.label;
  const onClick = action?.onClick;
  useEffect(() => {
    if (!set) return;
    set(label && onClick ? { label, onClick } : null);
    return () => set(null);
  }, [set, label, onClick]);
}

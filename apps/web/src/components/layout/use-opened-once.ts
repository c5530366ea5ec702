import { useState } from 'react';

/**
 * True from the first time `open` is true on: an overlay whose code loads on first use is mounted
 * then, and stays mounted so that it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

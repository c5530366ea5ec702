/**
 * Session replay masks every input, and the text of any element carrying this attribute (and its
 * descendants): personal and brand details never leave the browser (decision 0048). Screens that
 * show them spread `PRIVATE_TEXT` on their container.
 */
export const PRIVATE_TEXT_ATTRIBUTE = 'data-private';
export const PRIVATE_TEXT = { [PRIVATE_TEXT_ATTRIBUTE]: 'true' } as const;
/** What the recorder masks the text of; rrweb matches an element and, through `closest`, its ancestors. */
export const PRIVATE_TEXT_SELECTOR = `[${PRIVATE_TEXT_ATTRIBUTE}]`;

/**
 * Elements carrying this attribute are not recorded at all (an empty box of their size replays in
 * their place): for what holds typed text in its attributes too, such as links that carry a search.
 */
export const PRIVATE_BLOCK_ATTRIBUTE = 'data-private-block';
export const PRIVATE_BLOCK = { [PRIVATE_BLOCK_ATTRIBUTE]: 'true' } as const;
export const PRIVATE_BLOCK_SELECTOR = `[${PRIVATE_BLOCK_ATTRIBUTE}]`;

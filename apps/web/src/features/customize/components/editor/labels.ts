import type { ColorClass } from '@stockroom/contract';

/** "accent1" → "Accent 1": the colour classes as a member reads them. */
export const colorLabel = (name: ColorClass | string) =>
  name.replace(/^([a-z]+)(\d)$/, (_, word: string, n: string) => `${word[0]!.toUpperCase()}${word.slice(1)} ${n}`);

/** Spec §3's placeholders get their brand field's name; any other reads as its words. */
const PLACEHOLDER_LABELS: Record<string, string> = {
  isp: 'Company name',
  url: 'Web address',
  phone: 'Phone',
  email: 'E-mail',
};

export const placeholderLabel = (name: string) => {
  const known = PLACEHOLDER_LABELS[name];
  if (known) return known;
  const words = name.replace(/_/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : name;
};

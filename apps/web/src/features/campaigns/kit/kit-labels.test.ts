import { describe, expect, it } from 'vitest';
import { fileSize, kitTitle, titlesList } from './kit-labels';

describe("a kit's words", () => {
  it('calls a kit by its campaign, without saying "kit" twice', () => {
    expect(kitTitle('Spring sale')).toBe('Spring sale kit');
    expect(kitTitle('New Neighborhood Launch Kit')).toBe('New Neighborhood Launch Kit');
    expect(kitTitle('Toolkit')).toBe('Toolkit kit');
  });

  it('gives sizes in KB under a megabyte, never 0 KB, and names pieces as a sentence does', () => {
    expect(fileSize(10)).toBe('1 KB');
    expect(fileSize(150 * 1024)).toBe('150 KB');
    expect(fileSize(2.34 * 1024 * 1024)).toBe('2.3 MB');
    expect(titlesList(['Door hanger'])).toBe('Door hanger');
    expect(titlesList(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

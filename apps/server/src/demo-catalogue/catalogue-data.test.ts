import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from './catalogue-data';

describe('the demo categories’ blurbs', () => {
  it.each(DEMO_CATEGORIES.map((category) => [category.name, category] as const))(
    '%s starts its description with its one bold word, so the word reads as part of the sentence',
    (_name, category) => {
      expect(category.descriptionBold).toMatch(/^\w+$/);
      expect(category.description.startsWith(category.descriptionBold)).toBe(true);
      expect(category.description.charAt(category.descriptionBold.length)).toMatch(/\W/);
    },
  );
});

/** A print template's bleed (docs/templates.md §2): refused at upload under 3 mm, with how to add one. */
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../errors';
import { readTemplateSvg } from '../read-template';

const page = (size: string, bleed?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size}${bleed === undefined ? '' : ` data-bleed="${bleed}"`}><rect x="-20" y="-20" width="1000" height="1000" class="accent1"/></svg>`;

function refusal(text: string): AppError {
  try {
    readTemplateSvg(text);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the SVG was accepted');
}

describe('a print template', () => {
  it.each([
    ['in inches', 'width="8.5in" height="11in"'],
    ['in mm', 'width="210mm" height="297mm"'],
    ['in cm', 'width="21cm" height="29.7cm"'],
  ])('without a bleed, %s, is refused with how to add one', (_what, size) => {
    const error = refusal(page(size));
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([
      {
        path: 'svg',
        message:
          'The SVG was refused: a print template needs a bleed of at least 3 mm: add data-bleed="3mm" (or "0.125in") to the root <svg> and extend the backgrounds that touch the page edge 3 mm past it',
      },
    ]);
  });

  it.each([
    ['0.1in', 'width="8.5in" height="11in"', '2.54 mm'],
    ['2mm', 'width="210mm" height="297mm"', '2 mm'],
    ['2', 'width="210mm" height="297mm"', '2 mm'],
  ])('with a bleed of %s is refused, naming its size', (bleed, size, mm) => {
    expect(refusal(page(size, bleed)).message).toContain(
      `needs a bleed of at least 3 mm, and data-bleed="${bleed}" is ${mm}: add data-bleed="3mm"`,
    );
  });

  it.each([
    ['3mm', 'width="210mm" height="297mm"', 3],
    ['0.125in', 'width="8.5in" height="11in"', 0.125],
    ['0.118in', 'width="8.5in" height="11in"', 0.118],
    ['3mm', 'width="8.5in" height="11in"', 0.1181],
    ['5mm', 'width="21cm" height="29.7cm"', 5],
  ])('with a bleed of %s is accepted', (bleed, size, inPageUnit) => {
    expect(readTemplateSvg(page(size, bleed)).document.bleed).toBe(inPageUnit);
  });
});

describe('a screen template', () => {
  it('needs no bleed', () => {
    expect(readTemplateSvg(page('width="1080" height="1080"')).document).toMatchObject({ unit: 'px', bleed: 0 });
    expect(readTemplateSvg(page('viewBox="0 0 600 200"')).document).toMatchObject({ unit: 'px', bleed: 0 });
  });
});

/** The slot markup of an upload (decision 0024): refused with every reason, as the rest of an upload is. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readTemplateSvg } from '../read-template';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">${body}</svg>`;
const refusal = (body: string) => {
  try {
    readTemplateSvg(svg(body));
  } catch (error) {
    return (error as { issues: { message: string }[] }).issues.map((issue) => issue.message);
  }
  throw new Error('the SVG was accepted');
};

describe('slot markup in an upload', () => {
  it('accepts text and photo slots, and records the default photo’s size in pixels', async () => {
    const jpeg = (
      await sharp({ create: { width: 30, height: 20, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const { document } = readTemplateSvg(
      svg(`<text data-slot="headline" x="10" y="60" font-size="48" data-width="580" data-lines="2">Big news</text>
        <image data-slot="photo" x="0" y="200" width="600" height="200" href="data:image/jpeg;base64,${jpeg}"/>`),
    );
    expect(document.pages[0]!.nodes[1]).toMatchObject({
      name: 'image',
      attrs: { 'data-natural-width': '30', 'data-natural-height': '20' },
    });
  });

  it('refuses a slot without a box, a placeholder text without one, a bad name and a slot on a shape', () => {
    expect(
      refusal(`<text data-slot="headline" font-size="20">Hi</text><text font-size="20">{{isp}}</text>
        <text data-slot="Bad Name" font-size="20" data-width="100">x</text><rect data-slot="box" width="5" height="5"/>`),
    ).toEqual([
      'The SVG was refused: the text slot "headline" has no box: give it data-width (and data-lines or data-height)',
      'The SVG was refused: the text "{{isp}}" holds a placeholder but has no box: give it data-width',
      'The SVG was refused: data-slot="Bad Name" is not a slot name: use a-z, 0-9 and _, starting with a letter',
      'The SVG was refused: data-slot belongs on <text> or <image>, not <rect>',
    ]);
  });

  it('refuses a locked text or a default that does not fit its box, and a photo slot without a photo', () => {
    const messages = refusal(`<text x="0" y="50" font-size="40" data-width="100">Terms apply in all areas</text>
      <text data-slot="offer" x="0" y="150" font-size="40" data-width="100" data-min-size="90%">Half price all summer</text>
      <image data-slot="photo" x="0" y="200" width="100" height="100" href="{{logo}}"/>`);
    expect(messages).toEqual([
      expect.stringContaining('the text "Terms apply in all areas" does not fit its box'),
      expect.stringContaining('the text "Half price all summer" does not fit its box'),
      'The SVG was refused: the photo slot "photo" needs a default photo: an inline data:image/jpeg or data:image/png',
    ]);
  });

  it('refuses one name for a text and a photo, and a slot that holds its own placeholder', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghNJbwAAAABJRU5ErkJggg==';
    const messages = refusal(`<text data-slot="photo" x="0" y="50" font-size="20" data-width="300">x</text>
      <image data-slot="photo" width="10" height="10" href="${png}"/>
      <text data-slot="phone" x="0" y="90" font-size="20" data-width="300">{{phone}}</text>`);
    expect(messages).toEqual([
      'The SVG was refused: the slot "photo" is both a text and a photo: give them two names',
      'The SVG was refused: the text slot "phone" holds {{phone}}: drop data-slot, {{phone}} is already a slot',
    ]);
  });
});

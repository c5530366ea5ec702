import type { TemplateDocument } from '@stockroom/contract';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render';
import { postDocument } from '../../test-data';
import { ExportForm } from './export-form';
import { type ExportChoice, exportRequest, initialChoice } from './export-options';

const letter: TemplateDocument = { ...postDocument, width: 8.5, height: 11, unit: 'in', bleed: 0.125 };

/** The form as the dialog holds it, with the request its choice makes written out. */
function Form({ document }: { document: TemplateDocument }) {
  const [choice, setChoice] = useState<ExportChoice>(initialChoice);
  return (
    <>
      <ExportForm document={document} choice={choice} onChange={setChoice} disabled={false} />
      <output aria-label="Request">{JSON.stringify(exportRequest(choice))}</output>
    </>
  );
}
const request = () => JSON.parse(screen.getByRole('status', { name: 'Request' }).textContent ?? '{}');

describe('the export form', () => {
  it('offers a print template 300 dpi by default, 150 dpi or a width, and print-ready PDFs', async () => {
    const { user } = renderAt(<Form document={letter} />);
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('300 dpi (2,550 × 3,300 px)');
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '300 dpi (2,550 × 3,300 px)',
      '150 dpi (1,275 × 1,650 px)',
      'Width in pixels…',
    ]);
    await user.click(screen.getByRole('option', { name: '150 dpi (1,275 × 1,650 px)' }));
    expect(request()).toEqual({ format: 'png', page: 1, width: 1275, print_ready: false });

    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(screen.getByRole('option', { name: 'Width in pixels…' }));
    const width = screen.getByRole('spinbutton', { name: 'Width in pixels' });
    expect(width).toHaveValue(1275);
    await user.clear(width);
    await user.type(width, '1000');
    expect(screen.getByText(/^1,000 × 1,294 px: 16 to 6000 wide/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /PDF/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Print-ready' }));
    expect(request()).toEqual({ format: 'pdf', page: 1, print_ready: true });
  });

  it('offers a screen template 1× to 4×, 2× by default, and no print-ready PDF', async () => {
    const { user } = renderAt(<Form document={postDocument} />);
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('2× (2,160 × 2,160 px)');
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1× (1,080 × 1,080 px)',
      '2× (2,160 × 2,160 px)',
      '3× (3,240 × 3,240 px)',
      '4× (4,320 × 4,320 px)',
      'Width in pixels…',
    ]);
    await user.click(screen.getByRole('option', { name: '4× (4,320 × 4,320 px)' }));
    expect(request()).toEqual({ format: 'png', page: 1, scale: 4, print_ready: false });
    await user.click(screen.getByRole('radio', { name: /PDF/ }));
    expect(screen.queryByRole('checkbox', { name: 'Print-ready' })).not.toBeInTheDocument();
    expect(request()).toEqual({ format: 'pdf', page: 1, print_ready: false });
  });

  it('asks for SVG text as outlines, saying the fonts are embedded otherwise', async () => {
    const { user } = renderAt(<Form document={postDocument} />);
    await user.click(screen.getByRole('radio', { name: /SVG/ }));
    const outlines = screen.getByRole('checkbox', { name: 'Text as outlines' });
    expect(screen.getByText(/Otherwise the text stays text, with its fonts embedded/)).toBeInTheDocument();
    expect(request()).toEqual({ format: 'svg', page: 1, print_ready: false });
    await user.click(outlines);
    expect(request()).toEqual({ format: 'svg', page: 1, print_ready: false, outlines: true });
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryDescription } from './category-description';

describe('CategoryDescription', () => {
  it('puts a lead-in that is not the sentence’s first word on a line of its own', () => {
    render(<CategoryDescription bold="Tangible" description="Door hangers, postcards and signs for every home." />);
    const lead = screen.getByText('Tangible', { selector: 'strong' });
    expect(getComputedStyle(lead).display).toBe('block');
    expect(lead.parentElement).toHaveTextContent('Tangible Door hangers, postcards and signs for every home.');
  });

  it('bolds the sentence’s own first word in place, without saying it twice', () => {
    render(<CategoryDescription bold="Tangible" description="Tangible reminders: door hangers and postcards." />);
    const lead = screen.getByText('Tangible', { selector: 'strong' });
    expect(getComputedStyle(lead).display).not.toBe('block');
    expect(lead.parentElement?.textContent).toBe('Tangible reminders: door hangers and postcards.');
  });

  it('shows a description without a lead-in as it is', () => {
    render(<CategoryDescription bold="" description="Door hangers and postcards." />);
    expect(screen.getByText('Door hangers and postcards.').querySelector('strong')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContrastChecks } from './contrast-checks';

const WARNING = /Below 4.5:1/;

describe('contrast checks', () => {
  it('warns about a poor pair and not a good one', () => {
    render(<ContrastChecks values={{ dark1: '#1b1b1b', light1: '#ffffff', accent1: '#ffd966' }} />);
    const darkOnLight = within(screen.getByRole('listitem', { name: 'Dark on light' }));
    expect(darkOnLight.getByText('17.22:1')).toBeInTheDocument();
    expect(darkOnLight.queryByText(WARNING)).not.toBeInTheDocument();
    expect(darkOnLight.getByText('Readable')).toBeInTheDocument();

    const onAccent = within(screen.getByRole('listitem', { name: 'Light on accent' }));
    expect(onAccent.getByText('1.36:1')).toBeInTheDocument();
    expect(onAccent.getByRole('alert')).toHaveTextContent(WARNING);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('checks nothing while a colour is missing or not #rrggbb', () => {
    render(<ContrastChecks values={{ dark1: '#1b1b1b', light1: '#fff', accent1: '' }} />);
    expect(screen.getAllByText('not checked')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

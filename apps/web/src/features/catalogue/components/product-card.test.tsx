import { ProductSchema } from '@stockroom/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { product } from '../test-data';
import { ProductCard } from './product-card';

const renderCard = (fields: Record<string, unknown> = {}) =>
  render(
    <MemoryRouter>
      <ProductCard product={ProductSchema.parse(product({ title: 'Door hanger', ...fields }))} locked={false} />
    </MemoryRouter>,
  );

describe('product card', () => {
  it('shows the whole thumbnail, letterboxed on a neutral ground, never cropped', () => {
    const { container } = renderCard({ thumbnail_url: '/files/thumbnails/door-hanger.webp?expires=1&signature=abc' });
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/files/thumbnails/door-hanger.webp?expires=1&signature=abc');
    expect(image).toHaveAttribute('alt', '');
    const style = getComputedStyle(image as HTMLImageElement);
    expect(style.objectFit).toBe('contain');
    expect(style.width).toBe('100%');
    expect(style.height).toBe('160px');
    // grey.100: a neutral ground where the picture does not reach.
    expect(style.backgroundColor).toBe('rgb(245, 245, 245)');
    expect(screen.getByRole('link', { name: /Door hanger/ })).toBeInTheDocument();
  });

  it('loads a template in the member’s brand at the card’s size, twice as large on a 2× screen', () => {
    const address = '/renders/brand/t.1.b.1700000000000.abcdefghijklmnopqrstuv.webp';
    const { container } = renderCard({ thumbnail_url: address });
    const image = container.querySelector('img');
    const card = '/renders/brand/t.1.b.1700000000000.abcdefghijklmnopqrstuv.card.webp';
    expect(image).toHaveAttribute('src', card);
    expect(image).toHaveAttribute('srcset', `${card} 1x, ${card.replace('.card.', '.card2x.')} 2x`);
  });

  it('shows an uploaded picture as it is, with no other sizes', () => {
    const { container } = renderCard({ thumbnail_url: '/files/thumbnails/door-hanger.webp?expires=1&signature=abc' });
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });

  it('shows a placeholder when the product has no picture', () => {
    renderCard({ thumbnail_url: '' });
    expect(screen.getByTestId('thumbnail-placeholder')).toBeInTheDocument();
  });
});

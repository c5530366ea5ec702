/** The demo campaigns and the steps the campaign journeys share (campaign-editor and campaign-kit). */
import { expect, type Locator, type Page } from '@playwright/test';
import { MEMBER, openProduct } from './fixtures';

/** Two demo campaigns of template pieces, one per journey, so that neither starts from the other's saves. */
export const LAUNCH_KIT = {
  title: 'New Neighborhood Launch Kit',
  pieces: [
    'Yard Sign: Now Building',
    'Fiber Is Here Door Hanger',
    'New Mover Welcome Postcard',
    'Fiber Is Here Social Post',
    'Fiber Is Here Web Banner',
  ],
  overridden: 'Fiber Is Here Door Hanger',
};
export const EVERY_SIZE = {
  title: 'Fiber Is Here — Every Size',
  pieces: [
    'Fiber Is Here Social Post',
    'Fiber Is Here Story',
    'Fiber Is Here Web Banner',
    'Fiber Is Here Flyer (A4)',
    'Fiber Is Here Flyer (US Letter)',
  ],
  overridden: 'Fiber Is Here Story',
};
export type Campaign = typeof LAUNCH_KIT;

/** A preview's text as one string without spaces: fitted lines are tspans, however a box wraps them. */
export const textOf = (preview: Locator) =>
  preview.evaluate((element) => (element.textContent ?? '').replace(/\s+/g, ''));
export const squeezed = (text: string) => text.replace(/\s+/g, '');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A piece's button in the strip, by its title (the strip follows the campaign's order, by title). */
export const pieceButton = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Pieces' }).getByRole('button', { name: new RegExp(`^${escaped(title)}`) });
export const thumbnailOf = (page: Page, title: string) =>
  pieceButton(page, title).locator('[data-testid^="piece-thumbnail-"]');

export async function openCampaignEditor(page: Page, campaign: Campaign) {
  await openProduct(page, campaign.title, MEMBER);
  await page.getByRole('button', { name: 'Customize the campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Customize ${campaign.title}` })).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}/);
  await expect(page.getByRole('list', { name: 'Pieces' }).getByRole('button')).toHaveCount(campaign.pieces.length);
}

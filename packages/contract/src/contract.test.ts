import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  BrandsQuerySchema,
  CategorySchema,
  ContentProviderOrderSchema,
  decodeBrandKey,
  encodeBrandKey,
  GroupSchema,
  MEMBERSHIP,
  membershipStatusName,
  PERMISSION,
  ProductSchema,
  ProductSectionSchema,
  permissionName,
  splitIds,
  TagSchema,
  UserSchema,
  UsersQuerySchema,
  ZERO_UUID,
} from './index';

describe('the shared contract', () => {
  it('maps permissions and membership statuses to their numeric positions', () => {
    expect(PERMISSION).toEqual({ no: 0, gated: 1, yes: 2 });
    expect([0, 1, 2].map(permissionName)).toEqual(['no', 'gated', 'yes']);
    expect(MEMBERSHIP).toEqual({ 'email-pending': 0, active: 1, 'waiting-for-approval': 2, denied: 3 });
    expect([0, 1, 2, 3].map(membershipStatusName)).toEqual([
      'email-pending',
      'active',
      'waiting-for-approval',
      'denied',
    ]);
  });

  it('fills the all-zero id, empty strings and empty lists for what is missing', () => {
    const product = ProductSchema.parse({});
    expect(product.id).toBe(ZERO_UUID);
    expect(product.title).toBe('');
    expect(product.tags).toEqual([]);
    expect(product.is_gated).toBe(false);
    const user = UserSchema.parse({});
    expect(user.membership_status).toBe(0);
    expect(user.groups).toEqual([]);
    expect(GroupSchema.parse({}).users_count).toBe(0);
    expect(ProductSectionSchema.parse({}).category_permission).toBe(0);
  });

  it('gives category and tag provider links a default permission of 1', () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect(TagSchema.parse({ content_providers: [{ id }] }).content_providers[0]?.permission).toBe(1);
    expect(CategorySchema.parse({ content_providers: [{ id }] }).content_providers[0]?.permission).toBe(1);
  });

  it('drops category provider links with permission 0 on read', () => {
    const category = CategorySchema.parse({
      content_providers: [
        { id: '3b241101-e2bb-4255-8caf-4136c566a962', permission: 0 },
        { id: '4b241101-e2bb-4255-8caf-4136c566a962', permission: 2 },
      ],
    });
    expect(category.content_providers).toEqual([{ id: '4b241101-e2bb-4255-8caf-4136c566a962', permission: 2 }]);
  });

  it('reads a category deleted_at given as {Time, Valid}, a string or null', () => {
    const at = '2026-11-01T10:00:00.000Z';
    expect(CategorySchema.parse({ deleted_at: { Time: at, Valid: true } }).deleted_at).toBe(at);
    expect(CategorySchema.parse({ deleted_at: { Time: at, Valid: false } }).deleted_at).toBeNull();
    expect(CategorySchema.parse({ deleted_at: at }).deleted_at).toBe(at);
    expect(CategorySchema.parse({ deleted_at: null }).deleted_at).toBeNull();
    expect(CategorySchema.parse({}).deleted_at).toBeNull();
  });

  it('swaps square brackets in brand keys for placeholder words and back', () => {
    const key = 'colors[primary]';
    expect(encodeBrandKey(key)).not.toMatch(/[[\]]/);
    expect(decodeBrandKey(encodeBrandKey(key))).toBe(key);
  });

  it('splits comma-joined provider ids, ignoring blanks', () => {
    const order = ContentProviderOrderSchema.parse({ content_provider_ids: 'a, b,,c' });
    expect(splitIds(order.content_provider_ids)).toEqual(['a', 'b', 'c']);
  });

  it('holds the users page size to 1–100 and the page to ≥ 1, with defaults', () => {
    expect(UsersQuerySchema.parse({})).toEqual({ page_size: 10, page: 1, search: '' });
    expect(UsersQuerySchema.parse({ page_size: '100', page: '3' })).toMatchObject({ page_size: 100, page: 3 });
    expect(UsersQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(UsersQuerySchema.safeParse({ page_size: '0' }).success).toBe(false);
    expect(UsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('holds the brand list $limit to a positive integer of at most 100', () => {
    expect(BrandsQuerySchema.parse({}).$search).toBe('');
    expect(BrandsQuerySchema.safeParse({ $limit: '100' }).success).toBe(true);
    expect(BrandsQuerySchema.safeParse({ $limit: '101' }).success).toBe(false);
    expect(BrandsQuerySchema.safeParse({ $limit: '-1' }).success).toBe(false);
  });

  it('words its default messages as "Required" and "Expected X, received Y"', () => {
    const missing = z.extend(z.pick(UserSchema, { username: true }), {
      first_name: UserSchema.shape.first_name.def.innerType,
    });
    const result = missing.safeParse({ username: 5 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Expected string, received number');
    expect(messages).toContain('Required');
  });

  it('says a query number that is not one was not a number', () => {
    const result = BrandsQuerySchema.safeParse({ $limit: 'abc' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Expected number, received NaN']);
  });
});

import { AppError } from '../../errors';
import type { HandlerContext } from '../../route';
import { type Viewer, viewerOf } from '../access/access.service';

/** Catalogue routes are never open to anyone: the guard has refused anonymous callers; this narrows the type. */
export function viewerFrom(ctx: HandlerContext): Viewer {
  if (!ctx.auth) throw new AppError('unauthorized', 'Please sign in');
  return viewerOf(ctx.auth);
}

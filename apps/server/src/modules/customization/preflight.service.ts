/**
 * The preflight (DESIGN §1.7, decision 0027): the checks of a project before an export, as the
 * export would be asked for. POST /api/projects/{id}/preflight answers the findings for the editor at
 * any time and writes nothing; an export runs the same checks, is refused while any finding is a
 * refusal, and keeps the warnings with its download.
 */
import {
  type ExportRequest,
  isBrandImagePath,
  type PixelSize,
  type Preflight,
  type ProjectValues,
  preflight,
} from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { Viewer } from '../access/access.service';
import { resolveMemberPhotos } from '../photos/photos.service';
import { checkExportRequest } from './export-request';
import { BUNDLED_FONT_FAMILY, restrictedFonts } from './font-licences';
import { reachableProject } from './project-access';
import { slotsOf } from './project-slots';
import { requireProjectToken } from './project-token';
import { documentOf } from './projects.mapper';
import { projectValues } from './projects.service';
import type { TemplateRow } from './templates-lookup.queries';

type PreflightDeps = Pick<AppDeps, 'database' | 'storage' | 'tokens'>;

/** A PNG's pixel size from its header (the IHDR chunk comes first), without reading the rest. */
async function logoSize(deps: Pick<AppDeps, 'storage'>, logo: string): Promise<PixelSize | null> {
  if (!isBrandImagePath(logo)) return null;
  const file = await deps.storage.open(logo.replace(/^\/files\//, ''));
  if (!file) return null;
  let head = Buffer.alloc(0);
  for await (const chunk of file.stream) {
    head = Buffer.concat([head, chunk as Buffer]);
    if (head.length >= 24) break;
  }
  file.stream.destroy();
  if (head.length < 24 || head.readUInt32BE(0) !== 0x89504e47 || head.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  const size = { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  return size.width > 0 && size.height > 0 ? size : null;
}

/**
 * The findings for a project's values. `photos` are the member's photos the values may use, by id
 * (lower case); a photo left out shows the template's own, as the export draws it.
 */
export async function preflightValues(
  deps: Pick<AppDeps, 'storage'>,
  template: TemplateRow,
  values: ProjectValues,
  photos: Map<string, PixelSize>,
  request: ExportRequest,
): Promise<Preflight> {
  return preflight({
    document: documentOf(template),
    slots: slotsOf(template),
    values,
    photoSizes: photos,
    logo: await logoSize(deps, values.logo),
    request,
    fonts: { family: BUNDLED_FONT_FAMILY, restricted: restrictedFonts() },
  });
}

/** POST /api/projects/{id}/preflight: as an export's access (the owner, with the project's token); nothing is written. */
export async function preflightProject(
  deps: PreflightDeps,
  viewer: Viewer,
  projectId: string,
  token: string | undefined,
  body: ExportRequest,
): Promise<Preflight> {
  const reached = await reachableProject(deps, viewer, projectId, 'write');
  await requireProjectToken(deps.tokens, token, projectId, viewer.userId);
  checkExportRequest(body, documentOf(reached.template));
  const values = await projectValues(deps, reached);
  const ids = Object.values(values.photos ?? {}).flatMap((photo) => (photo.photo_id ? [photo.photo_id] : []));
  const photos = ids.length > 0 ? await resolveMemberPhotos(deps, viewer.userId, ids) : new Map();
  return preflightValues(deps, reached.template, values, photos, body);
}

/** The request field a refusal without an editor field blocks: print-ready for print, the format for fonts. */
const requestField = (code: Preflight['findings'][number]['code']) =>
  code === 'font_not_embeddable' ? 'format' : 'print_ready';

/** Refuses an export (400) while any finding is a refusal, naming each one's field, the first first. */
export function refuseUnlessOk(checked: Preflight) {
  if (checked.ok) return;
  const issues = checked.findings
    .filter((finding) => finding.severity === 'refusal')
    .map((finding) => ({
      path: finding.field ?? requestField(finding.code),
      message: `${finding.message}. ${finding.fix}`,
    }));
  throw new AppError('validation_failed', issues.map((issue) => issue.message).join('; '), issues);
}

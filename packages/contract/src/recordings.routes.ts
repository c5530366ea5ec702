import { z } from 'zod/mini';
import { IdParamsSchema, IdResponseSchema, IdSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  AdminRecordingSchema,
  AdminRecordingsPageSchema,
  AdminRecordingsQuerySchema,
  RecordingChunkSchema,
  RecordingChunkStoredSchema,
  RecordingSettingsSchema,
  RecordingStartSchema,
  StartRecordingSchema,
} from './recordings.schemas';

const tags = ['recordings'];

/** Session replay (DESIGN §1.10): members' browsers upload, admins list, replay and delete. */
export const recordingRoutes = {
  start: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/recordings',
    audience: 'member',
    summary: 'Starts recording the member’s visit; answers that recording is off for admins or when turned off',
    tags,
    body: StartRecordingSchema,
    status: 200,
    response: RecordingStartSchema,
  }),
  settings: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/recordings/settings',
    audience: 'member',
    summary: 'Whether the caller’s visits are recorded, and for how many days recordings are kept',
    tags,
    status: 200,
    response: RecordingSettingsSchema,
  }),
  uploadChunk: defineRoute({
    service: 'main',
    method: 'POST',
    path: '/api/recordings/{id}/chunks',
    audience: 'self',
    summary: 'Adds a chunk of events to the member’s own recording; a repeated sequence number stores nothing',
    tags,
    params: IdParamsSchema,
    body: RecordingChunkSchema,
    status: 201,
    response: RecordingChunkStoredSchema,
  }),
  list: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/admin/recordings',
    audience: 'admin',
    summary: 'Recorded visits, newest first, filtered by member and day',
    tags,
    query: AdminRecordingsQuerySchema,
    status: 200,
    response: AdminRecordingsPageSchema,
  }),
  read: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/admin/recordings/{id}',
    audience: 'admin',
    summary: 'One recorded visit',
    tags,
    params: IdParamsSchema,
    status: 200,
    response: AdminRecordingSchema,
  }),
  events: defineRoute({
    service: 'main',
    method: 'GET',
    path: '/api/admin/recordings/{id}/events',
    audience: 'admin',
    summary: 'Every event of a recording, its chunks in order, as one JSON array (streamed)',
    tags,
    params: z.object({ id: IdSchema }),
    status: 200,
    // Events are rrweb's; the player checks what it needs of them.
    response: z.array(z.unknown()),
    text: true,
    contentType: 'application/json; charset=utf-8',
  }),
  remove: defineRoute({
    service: 'main',
    method: 'DELETE',
    path: '/api/admin/recordings/{id}',
    audience: 'admin',
    summary: 'Deletes a recording: its index rows and its stored chunks',
    tags,
    params: IdParamsSchema,
    status: 200,
    response: IdResponseSchema,
  }),
};

import type { Kit, KitPiece, KitPiecePreflight, KitPreflight, PreflightFinding } from '@stockroom/contract';

export const CAMPAIGN_ID = '3b241101-e2bb-4255-8caf-000000000200';
export const CAMPAIGN_PRODUCT_ID = '3b241101-e2bb-4255-8caf-000000000201';
export const KIT_ID = '3b241101-e2bb-4255-8caf-000000000202';
export const KIT_TOKEN = 'campaign-token-kit';
export const HANGER_PROJECT = '3b241101-e2bb-4255-8caf-000000000210';
export const HANGER_PRODUCT = '3b241101-e2bb-4255-8caf-000000000211';
export const POST_PROJECT = '3b241101-e2bb-4255-8caf-000000000212';
export const POST_PRODUCT = '3b241101-e2bb-4255-8caf-000000000213';
export const CARD_PROJECT = '3b241101-e2bb-4255-8caf-000000000214';
export const CARD_PRODUCT = '3b241101-e2bb-4255-8caf-000000000215';
export const HANGER_PDF = '3b241101-e2bb-4255-8caf-000000000220';
export const POST_PNG = '3b241101-e2bb-4255-8caf-000000000221';

const coarsePhoto: PreflightFinding = {
  code: 'low_resolution',
  severity: 'refusal',
  page: 1,
  slot: 'hero',
  field: 'photos.hero',
  message: 'The photo "Hero" prints at 96 ppi: too coarse to print well',
  fix: 'Use a photo of at least 1,800 × 1,200 pixels, or zoom out',
};

const softLogo: PreflightFinding = {
  code: 'low_resolution',
  severity: 'warning',
  page: 1,
  slot: 'logo',
  field: 'logo',
  message: 'The logo prints at 220 ppi: it may look soft in print',
  fix: 'Upload a larger logo to your brand',
};

export const hangerPreflight = (findings: PreflightFinding[] = [softLogo]): KitPiecePreflight => ({
  project_id: HANGER_PROJECT,
  product_id: HANGER_PRODUCT,
  product_title: 'Door hanger',
  use: 'print',
  files: [{ format: 'pdf', print_ready: true, page: null }],
  preflight: { ok: !findings.some((f) => f.severity === 'refusal'), findings },
});

export const postPreflight = (svg = false): KitPiecePreflight => ({
  project_id: POST_PROJECT,
  product_id: POST_PRODUCT,
  product_title: 'Opening post',
  use: 'screen',
  files: [
    { format: 'png', print_ready: false, page: 1 },
    ...(svg ? [{ format: 'svg' as const, print_ready: false, page: 1 }] : []),
  ],
  preflight: { ok: true, findings: [] },
});

export const cardPreflight = (): KitPiecePreflight => ({
  project_id: CARD_PROJECT,
  product_id: CARD_PRODUCT,
  product_title: 'Postcard',
  use: 'print',
  files: [{ format: 'pdf', print_ready: true, page: null }],
  preflight: { ok: false, findings: [coarsePhoto] },
});

export const kitPreflight = (pieces: KitPiecePreflight[]): KitPreflight => ({
  ok: pieces.length > 0 && pieces.every((piece) => piece.preflight.ok),
  pieces,
});

export const hangerPiece = (fields: Partial<KitPiece> = {}): KitPiece => ({
  project_id: HANGER_PROJECT,
  product_id: HANGER_PRODUCT,
  product_title: 'Door hanger',
  use: 'print',
  status: 'ready',
  message: '',
  transaction_ids: [HANGER_PDF],
  ...fields,
});

export const postPiece = (fields: Partial<KitPiece> = {}): KitPiece => ({
  project_id: POST_PROJECT,
  product_id: POST_PRODUCT,
  product_title: 'Opening post',
  use: 'screen',
  status: 'ready',
  message: '',
  transaction_ids: [POST_PNG],
  ...fields,
});

export const cardPiece = (): KitPiece => ({
  project_id: CARD_PROJECT,
  product_id: CARD_PRODUCT,
  product_title: 'Postcard',
  use: 'print',
  status: 'blocked',
  message: coarsePhoto.message,
  transaction_ids: [],
});

export const kit = (fields: Partial<Kit> = {}): Kit => ({
  id: KIT_ID,
  campaign_project_id: CAMPAIGN_ID,
  product_id: CAMPAIGN_PRODUCT_ID,
  product_title: 'Grand opening',
  status: 'ready',
  progress: 1,
  error: '',
  file_name: 'grand-opening-kit.zip',
  size_bytes: 2_400_000,
  download_url: `/files/kits/${KIT_ID}.zip?expires=9&signature=s&download=1&filename=grand-opening-kit.zip`,
  svg: false,
  pieces: [hangerPiece(), postPiece(), cardPiece()],
  skipped: [],
  created_at: '2026-11-22T09:30:00.000Z',
  ...fields,
});

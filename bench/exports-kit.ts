/**
 * A campaign kit through the real server, as the member's "Download kit" makes it (decision 0051):
 * open the demo campaign, start its kit, and read the kit until its ZIP is ready. Its time runs from
 * sending the kit to reading it ready: every piece rendered as its own export job, then the ZIP.
 */
import { demoProduct, json, type Member } from './exports-client';

export interface OpenCampaign {
  id: string;
  token: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The member's campaign project for the demo campaign product of this title. */
export async function openCampaign(member: Member, title: string): Promise<OpenCampaign> {
  const product = await demoProduct(member, title);
  const opened = await json<{ campaign_project_id: string; user_token: string }>(
    await fetch(`${member.url}/api/campaign-projects`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: product.id }),
    }),
    `open ${title}`,
  );
  return { id: opened.campaign_project_id, token: opened.user_token };
}

interface KitRead {
  id: string;
  status: 'rendering' | 'ready' | 'failed';
  error: string;
  size_bytes: number;
  pieces: { status: string; transaction_ids: string[] }[];
}

/** Milliseconds from sending the kit to reading it ready, and what it holds; throws if it failed. */
export async function kitOnce(member: Member, campaign: OpenCampaign, pollMs: number) {
  const t0 = performance.now();
  let kit = await json<KitRead>(
    await fetch(`${member.url}/api/campaign-projects/${campaign.id}/kits`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/json', 'x-project-token': campaign.token },
      body: JSON.stringify({ svg: false }),
    }),
    'kit',
  );
  while (kit.status === 'rendering') {
    await sleep(pollMs);
    kit = await json<KitRead>(
      await fetch(`${member.url}/api/campaign-kits/${kit.id}`, { headers: member.headers }),
      'kit read',
    );
  }
  if (kit.status === 'failed') throw new Error(`kit failed: ${kit.error}`);
  const ms = performance.now() - t0;
  const made = kit.pieces.filter((piece) => piece.status === 'ready');
  return {
    ms,
    pieces: made.length,
    files: made.reduce((sum, piece) => sum + piece.transaction_ids.length, 0),
    bytes: kit.size_bytes,
  };
}

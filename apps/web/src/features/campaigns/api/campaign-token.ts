/**
 * A campaign project's token, kept in the tab's storage under its id as opening answered it, so that
 * the editor (and a reload of it) saves without opening the campaign again. Short-lived: a refused
 * one is replaced by opening again (see use-campaign-token).
 */
const keyOf = (campaignProjectId: string) => `campaign-token:${campaignProjectId.toLowerCase()}`;

export function readCampaignToken(campaignProjectId: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(campaignProjectId));
  } catch {
    return null;
  }
}

export function keepCampaignToken(campaignProjectId: string, token: string) {
  try {
    sessionStorage.setItem(keyOf(campaignProjectId), token);
  } catch {
    // Storage refused: the editor opens the campaign again for a token when it needs one.
  }
}

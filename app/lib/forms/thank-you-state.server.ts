/**
 * State that SPEC §4 carries in navigation state (thank-you message, brochure link) must also
 * reach the thank-you pages when JavaScript is off: the form action sets a short-lived signed
 * flash cookie and the thank-you loaders read it here. (The lead-capture work, issue 4, fills
 * this in.)
 */
export interface ThankYouState {
  message?: string;
  subtitle?: string;
}
export interface BrochureThankYouState {
  brochureUrl?: string;
  retreatName?: string;
}

export async function readThankYouState(
  _request: Request,
): Promise<{ state: ThankYouState | null; headers: Headers }> {
  return { state: null, headers: new Headers() };
}

export async function readBrochureThankYouState(
  _request: Request,
): Promise<{ state: BrochureThankYouState | null; headers: Headers }> {
  return { state: null, headers: new Headers() };
}

/**
 * The token of an unsubscribe post: in the URL for a mail client's RFC 8058 one-click request
 * (which posts "List-Unsubscribe=One-Click" without our form fields), else the button's form
 * field. Shared by the newsletter's and the waitlist messages' unsubscribe pages.
 */
export async function unsubscribeToken(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get("token");
  if (fromUrl) return fromUrl;
  const form = await request.formData().catch(() => null);
  const value = form?.get("token");
  return typeof value === "string" ? value : null;
}

/** The `page` query parameter of an admin list: a whole number from 1, anything else page 1. */
export function parsePage(params: URLSearchParams): number {
  const text = params.get("page") ?? "1";
  return /^[1-9]\d{0,6}$/.test(text) ? Number(text) : 1;
}

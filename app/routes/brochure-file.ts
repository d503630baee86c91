// Reserved route for the generated brochure PDFs (issue 6): 404 until they land.
export function loader() {
  return new Response("Not found", { status: 404 });
}

// Any path no route claims: a 404 in the site's own look (root ErrorBoundary).
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

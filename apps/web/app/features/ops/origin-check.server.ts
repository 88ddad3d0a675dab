/**
 * A state-changing request from the console's own pages: browsers send Origin with every form post,
 * and it must be this site's origin (as the visitor reached it, or PUBLIC_ORIGIN). A missing Origin
 * is refused too: every browser that can run the console sends one on POST.
 */
export function isSameOriginPost(request: Request, publicOrigin = process.env.PUBLIC_ORIGIN): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  return origin === new URL(request.url).origin || (publicOrigin !== undefined && origin === publicOrigin);
}

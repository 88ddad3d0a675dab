/** The intake team's console lives under /ops. */
export function isConsolePath(pathname: string): boolean {
  return pathname === "/ops" || pathname.startsWith("/ops/");
}

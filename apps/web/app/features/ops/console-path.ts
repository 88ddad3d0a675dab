/** The intake team's console lives under /ops (decision 0071). */
export function isConsolePath(pathname: string): boolean {
  return pathname === "/ops" || pathname.startsWith("/ops/");
}

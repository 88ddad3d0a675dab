import { Outlet } from "react-router";

/** The "es?" segment: English pages at /…, Spanish at /es/…; the language comes from the URL. */
export default function Language() {
  return <Outlet />;
}

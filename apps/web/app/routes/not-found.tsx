import { notFound } from "@firm/content/dictionaries/not-found";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import * as styles from "./page.css.ts";

export function meta() {
  return [{ title: notFound.en.metaTitle }];
}

export function loader() {
  throw new Response(null, { status: 404 });
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  const copy = notFound.en;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <main className={styles.main}>
      <section className={styles.section}>
        <h1 className={styles.title}>{copy.code}</h1>
        <p>{copy.message}</p>
        <Link to="/">{copy.home}</Link>
      </section>
    </main>
  );
}

export default function NotFound() {
  return null;
}

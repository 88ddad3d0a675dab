import type { ComponentPropsWithRef, ComponentType } from "react";

/**
 * What a component needs from a link: an anchor's props (including ref) with a required href. Pass the
 * web app's router link through a one-line adapter, e.g. `(props) => <Link to={props.href} {...props} />`.
 */
export type LinkComponentProps = ComponentPropsWithRef<"a"> & { href: string };

/** A link component; components default to a plain <a>. */
export type LinkComponent = ComponentType<LinkComponentProps> | "a";

import { Hero } from "@firm/ui/hero";
import type { SiteCopy } from "../../lib/site-copy.ts";
import { homeHeroBackground } from "./hero-media.ts";
import { CallButton, PageButton } from "./page-actions.tsx";

export type HomeHeroProps = { copy: SiteCopy["home"]["hero"] };

/**
 * The home page's full-screen opening over its background video: its text fades in 100 ms after load
 * (spec §2 Home). An island: the video and its pause button are added in the browser.
 */
export function HomeHero({ copy }: HomeHeroProps) {
  return (
    <Hero
      size="full"
      title={copy.title}
      subtitle={copy.subtitle}
      description={copy.description}
      background={homeHeroBackground(copy.video)}
      textDelayMs={100}
      actions={
        <>
          <PageButton to="/consultation">{copy.primaryButton}</PageButton>
          <CallButton label={copy.callNow} ariaLabel={copy.callNowAriaLabel} />
        </>
      }
    />
  );
}

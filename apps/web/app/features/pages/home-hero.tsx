import { Hero } from "@firm/ui/hero";
import { Island } from "../../islands/island.tsx";
import type { SiteCopy } from "../../lib/site-copy.ts";
import { homeHeroPoster } from "./hero-media.ts";
import homeHeroVideo from "./home-hero-video.island.tsx";
import { CallButton, PageButton } from "./page-actions.tsx";

export type HomeHeroProps = { copy: SiteCopy["home"]["hero"] };

/**
 * The home page's full-screen opening over its background video: its text fades in 100 ms after load
 * (Home, docs/product.md#2-routes). HTML only; the video and its pause button are an island, added in the browser.
 */
export function HomeHero({ copy }: HomeHeroProps) {
  return (
    <Hero
      size="full"
      title={copy.title}
      subtitle={copy.subtitle}
      description={copy.description}
      background={{
        kind: "video",
        poster: homeHeroPoster,
        video: <Island of={homeHeroVideo} props={{ labels: copy.video }} />,
      }}
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

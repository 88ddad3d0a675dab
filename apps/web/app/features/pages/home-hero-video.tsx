import { BackgroundVideo } from "@firm/ui/background-video";
import { heroVideoLayer } from "@firm/ui/hero-video-layer";
import { heroVideo, videoSources } from "../../lib/media.ts";

export type HomeHeroVideoProps = { labels: { pause: string; play: string } };

/** The home hero's muted looping video over its picture (Home, docs/product.md#2-routes), with its pause/play button. */
export function HomeHeroVideo({ labels }: HomeHeroVideoProps) {
  return <BackgroundVideo className={heroVideoLayer} sources={videoSources(heroVideo)} labels={labels} />;
}

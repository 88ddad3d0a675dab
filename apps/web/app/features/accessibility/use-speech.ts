import { useCallback, useEffect, useState } from "react";

/**
 * Text to speech (docs/product.md#3-shared-parts-of-every-page): while enabled, a click on any element speaks its visible text, cancelling
 * speech under way; `speaking` drives the stop button; disabling cancels. Unsupported → `supported` false.
 */
export function useSpeech(enabled: boolean, locale: string) {
  const [supported, setSupported] = useState(false);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => setSupported(typeof window !== "undefined" && "speechSynthesis" in window), []);

  const stop = useCallback(() => {
    if (!("speechSynthesis" in window)) return;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  useEffect(() => {
    if (!enabled || !supported) return;
    const speak = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest("[data-speech-ignore], [data-speech-control]"))
        return;
      // biome-ignore lint/performance/useDomNodeTextContent: innerText is the visible text, as the spec asks
      const text = target.innerText.trim();
      if (!text) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = locale === "es" ? "es-US" : "en-US";
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      window.speechSynthesis.speak(utterance);
    };
    // Capture phase: runs before the page's own handlers, which may remove the clicked element.
    document.addEventListener("click", speak, true);
    return () => {
      document.removeEventListener("click", speak, true);
      stop();
    };
  }, [enabled, supported, locale, stop]);

  return { supported, speaking, stop };
}

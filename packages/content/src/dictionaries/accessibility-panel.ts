import type { PerLocale } from "../locale.ts";

const en = {
  openButton: "Accessibility options",
  title: "Accessibility Options",
  close: "Close accessibility options",
  textSizeLabel: "Text size",
  decreaseTextSize: "Decrease text size",
  increaseTextSize: "Increase text size",
  contrastLabel: "Contrast",
  contrastOptions: {
    normal: "Normal",
    high: "High contrast",
    inverted: "Inverted",
  },
  cursorSizeLabel: "Cursor size",
  cursorSizeOptions: {
    normal: "Normal",
    large: "Large",
  },
  toggles: {
    highlightLinks: "Highlight links",
    readableFont: "Readable font",
    textSpacing: "Text spacing",
    textToSpeech: "Text to speech",
  },
  textToSpeechHint: "Click any text to hear it read aloud",
  textToSpeechUnavailable: "Your browser does not support text to speech.",
  stopReading: "Stop reading",
  reset: "Reset to default",
  savedNote: "Your settings are saved on this device.",
};

export type AccessibilityPanelCopy = typeof en;

const es: AccessibilityPanelCopy = {
  openButton: "Opciones de accesibilidad",
  title: "Opciones de accesibilidad",
  close: "Cerrar opciones de accesibilidad",
  textSizeLabel: "Tamaño del texto",
  decreaseTextSize: "Reducir el tamaño del texto",
  increaseTextSize: "Aumentar el tamaño del texto",
  contrastLabel: "Contraste",
  contrastOptions: {
    normal: "Estándar",
    high: "Alto contraste",
    inverted: "Colores invertidos",
  },
  cursorSizeLabel: "Tamaño del cursor",
  cursorSizeOptions: {
    normal: "Estándar",
    large: "Grande",
  },
  toggles: {
    highlightLinks: "Resaltar enlaces",
    readableFont: "Fuente legible",
    textSpacing: "Espaciado del texto",
    textToSpeech: "Lectura en voz alta",
  },
  textToSpeechHint: "Haga clic en cualquier texto para escucharlo en voz alta",
  textToSpeechUnavailable: "Su navegador no admite la lectura en voz alta.",
  stopReading: "Detener la lectura",
  reset: "Restablecer valores predeterminados",
  savedNote: "Su configuración se guarda en este dispositivo.",
};

export const accessibilityPanel: PerLocale<AccessibilityPanelCopy> = { en, es };

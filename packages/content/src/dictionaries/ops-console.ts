import type { PerLocale } from "../locale.ts";
import { type OpsAdminCopy, opsAdmin } from "./ops-admin.ts";
import { type OpsFiguresCopy, opsFigures } from "./ops-figures.ts";
import { type OpsInboxCopy, opsInbox } from "./ops-inbox.ts";
import { type OpsRecordCopy, opsRecord } from "./ops-record.ts";
import { type OpsSystemCopy, opsSystem } from "./ops-system.ts";

/**
 * The intake team's console (/ops). Counts are written before their text ("3 new
 * requests…"), so no placeholder is needed.
 */
const en = {
  consoleName: "Intake console",
  skipToContent: "Skip to main content",
  mainNavigation: "Console",
  navInbox: "Inbox",
  navUsers: "Team",
  navPasskeys: "Passkeys",
  navAudit: "Audit log",
  navRetention: "Retention",
  navTokens: "API tokens",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  switchLanguage: "Español",
  switchLanguageLang: "es",
  signIn: {
    title: "Sign in",
    intro: "Enter the e-mail address of your team account. We will send you a sign-in link.",
    emailLabel: "E-mail address",
    submit: "E-mail me a sign-in link",
    sentTitle: "Check your e-mail",
    sentMessage:
      "If this address belongs to a team member, a sign-in link is on its way. It works once, within 15 minutes.",
    rateLimitedTitle: "Too many sign-in requests",
    rateLimitedMessage: "For your account's safety, sign-in is paused for a while. Try again in",
    minutes: "minutes",
    invalidEmail: "Enter an e-mail address such as name@example.com.",
    errorTitle: "There is a problem",
    unavailable: "The console cannot be reached right now. Try again in a minute.",
  },
  signInLink: {
    title: "Finish signing in",
    intro: "Select the button to sign in on this device.",
    submit: "Sign in",
    invalidTitle: "This sign-in link does not work",
    invalidMessage: "It may have been used already, or it has expired (links last 15 minutes).",
    askAgain: "Ask for a new sign-in link",
    retryTitle: "Signing in is not possible right now",
    retryMessage: "Your link still works. Wait a few minutes, then select the button again.",
    /** Without JavaScript the page cannot read the link's code (it is kept out of what servers see). */
    codeLabel: "Sign-in code",
    codeHint: "Your browser runs no scripts: paste the part of the e-mailed link after “#token=”.",
  },
  languages: { en: "English", es: "Spanish" },
  passkeySignIn: {
    or: "Or sign in with a passkey saved on this device or your phone.",
    submit: "Sign in with a passkey",
    busy: "Waiting for your passkey…",
    cancelled: "Passkey sign-in was cancelled. Try again, or use the e-mailed link.",
    notVerified: "This passkey could not be verified. Try again, or use the e-mailed link.",
    unsupported: "This browser cannot use passkeys. Use the e-mailed link instead.",
    unavailable: "The console cannot be reached right now. Try again in a minute.",
    needsJavaScript: "Signing in with a passkey needs JavaScript; the e-mailed link works without it.",
  },
  errors: {
    title: "Something went wrong",
    forbiddenTitle: "Not allowed",
    forbidden: "Your role does not allow this. Ask an administrator if you need it.",
    expiredForm: "This form has expired. Reload the page and try again.",
    notFoundTitle: "Not found",
    notFound: "There is no such request.",
    generic: "The console could not finish this. Try again in a minute.",
    signOutFailedTitle: "You are still signed in",
    signOutFailed:
      "Signing out did not reach the server, so your session is still open. Reload the page and select Sign out again.",
    crossSiteTitle: "Opened from another site",
    crossSite:
      "To protect the requests, console pages opened from another site's link are not loaded. Open this page from here:",
    crossSiteLink: "Open this page",
  },
};

type OpsShellCopy = typeof en;

const es: OpsShellCopy = {
  consoleName: "Consola de admisión",
  skipToContent: "Saltar al contenido principal",
  mainNavigation: "Consola",
  navInbox: "Bandeja de entrada",
  navUsers: "Equipo",
  navPasskeys: "Llaves de acceso",
  navAudit: "Registro de auditoría",
  navRetention: "Conservación",
  navTokens: "Tokens de la API",
  signedInAs: "Sesión iniciada como",
  signOut: "Cerrar sesión",
  switchLanguage: "English",
  switchLanguageLang: "en",
  signIn: {
    title: "Iniciar sesión",
    intro:
      "Escriba el correo electrónico de su cuenta del equipo. Le enviaremos un enlace para iniciar sesión.",
    emailLabel: "Correo electrónico",
    submit: "Enviarme un enlace de acceso",
    sentTitle: "Revise su correo",
    sentMessage:
      "Si esta dirección pertenece a un miembro del equipo, le enviamos un enlace de acceso. Funciona una vez, durante 15 minutos.",
    rateLimitedTitle: "Demasiadas solicitudes de acceso",
    rateLimitedMessage:
      "Por la seguridad de su cuenta, el acceso está en pausa por un tiempo. Vuelva a intentarlo en",
    minutes: "minutos",
    invalidEmail: "Escriba un correo electrónico como nombre@ejemplo.com.",
    errorTitle: "Hay un problema",
    unavailable: "No se puede acceder a la consola en este momento. Inténtelo de nuevo en un minuto.",
  },
  signInLink: {
    title: "Termine de iniciar sesión",
    intro: "Haga clic en el botón para iniciar sesión en este dispositivo.",
    submit: "Entrar",
    invalidTitle: "Este enlace de acceso no funciona",
    invalidMessage: "Puede que ya se haya usado o que haya vencido (los enlaces duran 15 minutos).",
    askAgain: "Pedir un nuevo enlace de acceso",
    retryTitle: "Ahora no es posible iniciar sesión",
    retryMessage: "Su enlace sigue siendo válido. Espere unos minutos y haga clic en el botón de nuevo.",
    codeLabel: "Código de acceso",
    codeHint: "Su navegador no ejecuta scripts: pegue la parte del enlace del correo que sigue a “#token=”.",
  },
  languages: { en: "Inglés", es: "Español" },
  passkeySignIn: {
    or: "O inicie sesión con una llave de acceso guardada en este dispositivo o en su teléfono.",
    submit: "Iniciar sesión con una llave de acceso",
    busy: "Esperando su llave de acceso…",
    cancelled:
      "Se canceló el inicio de sesión con la llave de acceso. Vuelva a intentarlo o use el enlace por correo.",
    notVerified: "No se pudo verificar esta llave de acceso. Vuelva a intentarlo o use el enlace por correo.",
    unsupported: "Este navegador no puede usar llaves de acceso. Use el enlace por correo.",
    unavailable: "No se puede acceder a la consola en este momento. Inténtelo de nuevo en un minuto.",
    needsJavaScript:
      "Iniciar sesión con una llave de acceso requiere JavaScript; el enlace por correo funciona sin él.",
  },
  errors: {
    title: "Algo falló",
    forbiddenTitle: "No permitido",
    forbidden: "Su función no permite hacer esto. Pídaselo a un administrador si lo necesita.",
    expiredForm: "Este formulario venció. Vuelva a cargar la página e inténtelo de nuevo.",
    notFoundTitle: "No encontrada",
    notFound: "No existe esa solicitud.",
    generic: "La consola no pudo terminar esto. Inténtelo de nuevo en un minuto.",
    signOutFailedTitle: "Su sesión sigue abierta",
    signOutFailed:
      "El cierre de sesión no llegó al servidor, así que su sesión sigue abierta. Vuelva a cargar la página y seleccione Cerrar sesión de nuevo.",
    crossSiteTitle: "Abierta desde otro sitio",
    crossSite:
      "Para proteger las solicitudes, las páginas de la consola abiertas desde un enlace de otro sitio no se cargan. Abra esta página desde aquí:",
    crossSiteLink: "Abrir esta página",
  },
};

/**
 * Every string of the console: its shell and sign-in here; its inbox, a request's page, figures,
 * administration and system beside it. The fields' labels come from the inbox's and the request page's copy.
 */
export type OpsConsoleCopy = OpsShellCopy &
  OpsInboxCopy &
  OpsRecordCopy &
  OpsFiguresCopy &
  OpsAdminCopy &
  OpsSystemCopy;

export const opsConsole: PerLocale<OpsConsoleCopy> = {
  en: {
    ...en,
    ...opsInbox.en,
    ...opsRecord.en,
    ...opsFigures.en,
    ...opsAdmin.en,
    ...opsSystem.en,
    fields: { ...opsInbox.en.fields, ...opsRecord.en.fields },
  },
  es: {
    ...es,
    ...opsInbox.es,
    ...opsRecord.es,
    ...opsFigures.es,
    ...opsAdmin.es,
    ...opsSystem.es,
    fields: { ...opsInbox.es.fields, ...opsRecord.es.fields },
  },
};

/**
 * The Spanish glossary: one term for each concept the site names, for Spanish-speaking Californians
 * (mostly of Mexican and Central American origin) addressed as "usted". `glossary.test.ts` refuses any
 * Spanish string of the package that uses a listed variant instead of the chosen term; see README.md.
 */
export type GlossaryEntry = {
  /** The concept, in English. */
  readonly concept: string;
  /** The Spanish term every page uses. */
  readonly term: string;
  /** Why, or where the term needs care. */
  readonly note?: string;
  /** Wordings refused in Spanish copy (case-insensitive). */
  readonly variants?: readonly RegExp[];
  /** Refuse the variants only in texts that also match this (e.g. a fee statement). */
  readonly onlyIn?: RegExp;
  /** Jargon that must stay: each page (dictionary) that uses it explains it at least once, like this. */
  readonly gloss?: RegExp;
  /** Where the English at the same place says `english`, the Spanish says `spanish`. */
  readonly sameAs?: { readonly english: RegExp; readonly spanish: RegExp };
};

export const glossary: readonly GlossaryEntry[] = [
  { concept: "law firm", term: "bufete", variants: [/\bdespachos?\b/i, /\bfirmas? de abogados\b/i] },
  { concept: "free consultation", term: "consulta gratuita", variants: [/\bconsultas? gratis\b/i] },
  {
    concept: "no fee unless we win",
    term: "Sin honorarios si no ganamos",
    variants: [/\ba menos que ganemos\b/i, /\bno cobramos honorarios a menos\b/i],
  },
  {
    concept: "contingency fee",
    term: "solo cobramos un porcentaje si obtenemos dinero para usted",
    note: "Lay readers do not understand contingencia; say plainly when the fee is charged.",
    variants: [/\bcontingencia\b/i],
  },
  {
    concept: "recovery (in a fee statement)",
    term: "el dinero que obtengamos para usted",
    note: "Recuperación reads as recovering one's health.",
    variants: [/\brecuper\w*/i],
    onlyIn: /\bhonorarios\b/i,
  },
  { concept: "case costs", term: "gastos del caso", variants: [/\bcostas\b/i, /\bcostos del caso\b/i] },
  {
    concept: "claim",
    term: "reclamo",
    note: "Reclamación only in carta de reclamación.",
    variants: [/(?<!carta de |cartas de )\breclamaci(?:ón|ones)\b/i],
  },
  { concept: "demand letter", term: "carta de reclamación", variants: [/\bcartas? de demanda\b/i] },
  { concept: "lawsuit", term: "demanda", variants: [/\bpleitos?\b/i] },
  {
    concept: "settlement",
    term: "acuerdo",
    note: "Arreglo personal (grooming) is another word.",
    variants: [/\barreglos?\b(?! personal)/i],
  },
  {
    concept: "compensation, damages awarded",
    term: "compensación",
    note: "Indemnización means severance in Mexico; it stays only in indemnización por despido.",
    variants: [/\bindemnizaci(?:ón|ones)\b(?! por despido)/i],
  },
  {
    concept: "workers' compensation",
    term: "compensación de trabajadores",
    note: "The term of California's Division of Workers' Compensation (DWC).",
    variants: [/\bcompensaci[oó]n (?:al|del|para el) trabajador\b/i, /\bcompensaci[oó]n laboral\b/i],
    sameAs: { english: /\bworkers'? comp/i, spanish: /\bcompensación de trabajadores\b/i },
  },
  {
    concept: "wrongful death",
    term: "muerte por negligencia",
    variants: [/\bmuertes? injustas?\b/i, /\bhomicidios? culposos?\b/i],
    sameAs: { english: /\bwrongful death\b/i, spanish: /\bmuerte por negligencia\b/i },
  },
  {
    concept: "wrongful termination",
    term: "despido ilegal",
    note: "Despido injustificado is Mexican labour law (severance for any firing); California is at-will.",
    variants: [/\bdespidos? injustificados?\b/i, /\bdespidos? improcedentes?\b/i],
    sameAs: { english: /\bwrongful termination\b/i, spanish: /\bdespidos? ilegal(?:es)?\b/i },
  },
  {
    concept: "demotion",
    term: "bajar de puesto",
    note: "Degradar reads as humiliate on a harassment page.",
    variants: [/\bdegrad(?:ar|arl[aeo]s?|an|en|ado|ación)\b/i],
  },
  {
    concept: "expert witness",
    term: "perito",
    note: "Specialists who are not witnesses are especialistas.",
    variants: [/\bexpert[oa]s?\b/i, /\btestigos? expertos?\b/i],
  },
  {
    concept: "paralegal",
    term: "paralegal",
    note: "Kept distinct from asistente legal (legal assistant).",
    variants: [/\basistentes? paralegal(?:es)?\b/i, /\bauxiliar(?:es)? jur[ií]dic[oa]s?\b/i],
    sameAs: { english: /\bparalegals?\b/i, spanish: /\bparalegal(?:es)?\b/i },
  },
  {
    concept: "legal assistant",
    term: "asistente legal",
    variants: [/\bauxiliar(?:es)? legal(?:es)?\b/i],
    sameAs: { english: /\blegal assistants?\b/i, spanish: /\basistentes? legal(?:es)?\b/i },
  },
  {
    concept: "police report",
    term: "reporte policial",
    variants: [/\binformes? policial(?:es)?\b/i, /\b(?:informes?|reportes?) de la polic[ií]a\b/i],
    sameAs: { english: /\bpolice reports?\b/i, spanish: /\breportes? policial(?:es)?\b/i },
  },
  {
    concept: "estate (of a person who died)",
    term: "sucesión; its representative: el representante de la sucesión (albacea o administrador)",
    note: "An estate's assets cannot file anything.",
    variants: [/\bpatrimonio\b/i],
  },
  {
    concept: "uninsured / underinsured motorist",
    term: "conductor sin seguro / con seguro insuficiente",
    variants: [/\bsubasegurad[oa]s?\b/i, /\bmotorista sin seguro\b/i],
  },
  { concept: "motorcyclist", term: "motociclista", variants: [/\bmotoristas?\b/i] },
  {
    concept: "rideshare",
    term: "transporte por aplicación",
    variants: [/\btransportes? compartidos?\b/i, /\bviajes? compartidos?\b/i],
  },
  { concept: "parking lot", term: "estacionamiento", variants: [/\blotes?\b/i] },
  {
    concept: "health-care or dental provider",
    term: "médico, dentista, profesional o centro de salud",
    variants: [/\bproveedor(?:es)? (?:de salud|de atención médica|médicos?|dentales?)\b/i],
  },
  {
    concept: "text messages",
    term: "mensajes de texto",
    variants: [/\btextos\b(?! alternativos)/i],
  },
  {
    concept: "minimum wage violation",
    term: "pago por debajo del salario mínimo",
    variants: [/\bviolaci(?:ón|ones) del salario\b/i],
  },
  {
    concept: "Juris Doctor (J.D.)",
    term: "Título profesional de abogada (Juris Doctor, J.D.)",
    note: "The basic US law degree is no doctorate.",
    variants: [/\bdoctorado\b/i],
  },
  {
    concept: "bar admissions",
    term: "licencias para ejercer",
    note: "Colegiatura means school tuition in Mexico.",
    variants: [/\bcolegiaturas?\b/i],
  },
  { concept: "deposition", term: "declaración jurada", variants: [/\bdeposici(?:ón|ones)\b/i] },
  { concept: "evening", term: "por la noche", variants: [/\bal anochecer\b/i] },
  {
    concept: "urgent legal matter (not a medical emergency)",
    term: "asunto legal urgente; for danger: llame al 911",
    variants: [/¿es una emergencia\?/i],
  },
  {
    concept: "add, fill in, attend to (the staff console)",
    term: "agregar, llenar, atender esta solicitud",
    note: "Not Spain's añadir, rellenar, trabajar una solicitud, caducado or pulse.",
    variants: [
      /\bañad\w*/i,
      /\brellen\w*/i,
      /\btrabajar esta solicitud\b/i,
      /\bcaducad[oa]s?\b/i,
      /\bpulse\b/i,
    ],
  },
  {
    concept: "putative spouse",
    term: "cónyuge putativo",
    gloss: /cónyuge putativo \(quien creía de buena fe/i,
  },
  {
    concept: "strict liability",
    term: "responsabilidad objetiva",
    gloss: /responsabilidad objetiva(?: por productos)? \((?:responde|responder) por (?:el daño|los daños)/i,
  },
  {
    concept: "PAGA (Private Attorneys General Act)",
    term: "ley PAGA",
    gloss: /PAGA \(Private Attorneys General Act\), que permite/,
  },
  {
    concept: "medical liens",
    term: "gravámenes médicos",
    gloss: /gravámenes médicos \(lo que/i,
  },
];

/**
 * Wordings in which "lo" or "la" addresses the reader; usted takes "le" on this site (despedirle, le
 * ayudamos, le mantenemos informado), which also reads right for the many women it serves.
 */
export const readerAsLo: readonly RegExp[] = [
  /\b(?:ayudar|representar|llamar|contactar|presionar|acompañar|asesorar|orientar|guiar|despedir|castigar|sancionar|defender|discriminar|acosar|degradar|atender)l[oa]\b/i,
  /\blo (?:ayud|represent|llam|contact|presion|acompañ|asesor|orient|gui|despid|castig|sancion|defend|escuch|mantenemos|mantendremos|chocó|mordió|derrib|persig|degrad|discrimin|acos)\w*/i,
];

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
  {
    concept: "law firm",
    term: "bufete",
    note: "Práctica is the firm only in English: una práctica pequeña, nuestra práctica se fusiona.",
    variants: [/\bdespachos?\b/i, /\bfirmas? de abogados\b/i, /\b(?:una|nuestra|su) práctica\b/i],
  },
  {
    concept: "advocacy (the firm's side)",
    term: "representación (representación firme)",
    note:
      "To this audience defensa suggests criminal defence, and the site calls the other side los " +
      "abogados de la defensa: the noun names only them (or the defence of the insurers).",
    variants: [/(?<!\bde (?:la )?)\bdefensa\b(?!(?: \S+)? de las aseguradoras)/i],
  },
  {
    concept: "a person of either sex: the reader (usted), an older adult",
    term: "neutral wording: sin ayuda, ¿Quiere hablar de su caso?, cuando usted lo decida, le mantenemos al tanto",
    note:
      "Listo, solo, cómodo, informado after usted address every woman as a man; so do cuidarlo and " +
      "mantenerlo for an older adult. Say it without the adjective, or name la persona.",
    variants: [
      /¿(?:está )?list[oa]\b/i,
      /\b(?:esté|sienta|siente|sentirse|encuentre)\s+(?:más\s+)?(?:list|cómod|preparad|tranquil)[oa]\b/i,
      /\b(?:enfrentar(?:se)?|afrontar|resolver(?: esto)?|pasar por esto) sol[oa]\b/i,
      /\bmanten\S*\s+informad[oa]\b/i,
      /\b(?:cuidar|sedar|vigilar|aislar)l[oa]\b/i,
      /\bmantenerl[oa] sedad[oa]\b/i,
      /\bluch\w* por él\b/i,
      /\bcasad[oa] legalmente con\b/i,
    ],
  },
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
  {
    concept: "demand (to an insurer or the other side), demand letter",
    term: "carta de reclamación",
    note: "A demand is not a claim: un reclamo completo would say nothing was sent.",
    variants: [/\bcartas? de demanda\b/i, /\breclamo completo\b/i],
    sameAs: {
      english: /\bdemand letters?\b|\b(?:a|detailed|complete|&) demand\b/i,
      spanish: /\bcartas? de reclamación\b/i,
    },
  },
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
    concept: "emotional distress",
    term: "angustia emocional",
    note: "Daño emocional reads as any hurt feelings; the claim is for distress.",
    variants: [/\bdaños? emocional(?:es)?\b/i],
    sameAs: { english: /\bemotional distress\b/i, spanish: /\bangustia emocional\b/i },
  },
  {
    concept: "recklessness (what the elder-abuse law's extra remedies require)",
    term: "temeridad (a sabiendas del riesgo), opresión, fraude o malicia",
    note:
      "In Mexican and Central American usage imprudencia is ordinary carelessness, so imprudente " +
      "would promise attorney's fees for mere negligence; recursos reads as appeals or resources.",
    variants: [/\bimprudent\w*/i, /\bimprudencias?\b/i, /\brecursos adicionales\b/i],
    onlyIn: /\bla ley permite\b/i,
  },
  {
    concept: "public policy (firing in violation of)",
    term: "una política pública fundamental",
    note: "Orden público is heard as policing, and California's main wrongful-termination theory disappears.",
    variants: [/\borden público\b/i],
    sameAs: { english: /\bpublic policy\b/i, spanish: /\bpolítica pública\b/i },
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
    note: "Sin seguro suficiente names only the underinsured and drops the commonest case, no insurance.",
    variants: [/\bsubasegurad[oa]s?\b/i, /\bmotorista sin seguro\b/i, /\bsin seguro suficiente\b/i],
  },
  { concept: "motorcyclist", term: "motociclista", variants: [/\bmotoristas?\b/i] },
  {
    concept: "rideshare",
    term: "transporte por aplicación",
    note: "No brand names: the English names none, and a claim is against whoever insured the ride.",
    variants: [/\btransportes? compartidos?\b/i, /\bviajes? compartidos?\b/i, /\b(?:uber|lyft)\b/i],
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
    concept: "toll-free (a phone number)",
    term: "sin costo (Llámenos sin costo, Línea sin costo)",
    variants: [/\bllámenos gratis\b/i, /\blínea gratuita\b/i, /\b(?:número|llamada) gratuit[oa]\b/i],
    sameAs: { english: /\btoll-free\b/i, spanish: /\bsin costo\b/i },
  },
  {
    concept: "first name, last name",
    term: "Nombre, Apellidos",
    note: "Many clients carry two surnames: the plural asks for both. Nombre de pila is churchy and Spain's.",
    variants: [/\bnombre de pila\b/i, /^apellido$/i],
    sameAs: { english: /^last name$/i, spanish: /^Apellidos$/ },
  },
  {
    concept: "the inbox's order, soonest due first",
    term: "las que vencen antes primero",
    note: "The e-mail says what its link shows: the console's order by due time, not by urgency.",
    variants: [/\bmás urgentes primero\b/i],
    sameAs: { english: /\bsoonest due first\b/i, spanish: /\blas que vencen antes primero\b/i },
  },
  {
    concept: "urgent legal matter (not a medical emergency)",
    term: "asunto legal urgente; for danger: llame al 911",
    note:
      "The form's top urgency is Emergencia legal – lo antes posible, with the hint: Si hay peligro o " +
      "una emergencia médica, llame al 911 (English alike). Editor's reasoning: on a form, a bare " +
      "Emergencia is the word of a 911 call; a frightened reader (an elder in danger, a harasser at the " +
      "door) may choose it and wait for a lawyer's call-back. Legal emergencies are real (a deadline this " +
      "week, evidence about to go, an insurer pressing for a signature), so the choice stays, named for " +
      "what the firm does, and the 911 pointer sits on the choice itself, read with it, in both languages.",
    variants: [/¿es una emergencia\?/i, /^emergencia –/i],
  },
  {
    concept: "deadline counted from the injury",
    term: "a partir de la lesión / desde la fecha de la lesión",
    note: "A deadline statement never moves its trigger: the injury may come after the accident.",
    sameAs: {
      english: /\byears? (?:from|of) the (?:date of the )?injury\b/i,
      spanish: /\b(?:a partir|desde) (?:de )?(?:la fecha de )?la lesión\b/i,
    },
  },
  {
    concept: "add, fill in, attend to, sign in (the staff console)",
    term: "agregar, llenar, atender esta solicitud, entrar a la consola",
    note: "Not Spain's añadir, rellenar, trabajar una solicitud, caducado, pulse or entrar en.",
    variants: [
      /\bentrar en\b/i,
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
 * ayudamos, le mantenemos al tanto), which also reads right for the many women it serves.
 */
export const readerAsLo: readonly RegExp[] = [
  /\b(?:ayudar|representar|llamar|contactar|presionar|acompañar|asesorar|orientar|guiar|despedir|castigar|sancionar|defender|discriminar|acosar|degradar|atender)l[oa]\b/i,
  /\blo (?:ayud|represent|llam|contact|presion|acompañ|asesor|orient|gui|despid|castig|sancion|defend|escuch|mantenemos|mantendremos|chocó|mordió|derrib|persig|degrad|discrimin|acos)\w*/i,
];

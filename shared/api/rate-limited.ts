import type { InOtherLanguages } from '../rules/translations';

/** The shop's one answer to a client that asks too often (the edge's limits and the code-guessing limit alike). */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/** The same answer from a shopper route asked in Sinhala or Tamil (the edge's own answer stays English). */
export const rateLimitedIn: InOtherLanguages<{ message: typeof RATE_LIMITED_MESSAGE }> = {
  si: { message: 'ඉල්ලීම් වැඩියි. කරුණාකර මිනිත්තු කිහිපයක් රැඳී සිට නැවත උත්සාහ කරන්න.' },
  ta: { message: 'அதிகமான கோரிக்கைகள். தயவுசெய்து சில நிமிடங்கள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.' },
};

import { Tag } from 'antd';
import type { Language } from '../../../../../shared/rules/languages';

/** The back-office stays in English, so it names the languages in English (issue 34, decision 0089). */
const NAMES: Record<Exclude<Language, 'en'>, string> = { si: 'Sinhala', ta: 'Tamil' };

/**
 * The language an order's mails and SMS go out in, beside the buyer's name: "Sinhala" or "Tamil". An English order
 * (most of them, and every order placed before issue 34) shows nothing, so the tag stands out where staff must
 * answer a call or a reply in another language.
 */
export function OrderLanguageTag({ language }: { language: Language }) {
  if (language === 'en') return null;
  return <Tag className={`order-language order-language--${language}`}>{NAMES[language]}</Tag>;
}

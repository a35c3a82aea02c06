import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import type { OrderLine } from './order-record';

/**
 * The names an answer gives ordered lines and returned items (decision 0112): `english`, as the order routes always
 * answered them, or `as-bought`, for a page read in Sinhala or Tamil (`?lang=si|ta`): the name and size label in the
 * order's language where the line kept them at checkout (decisions 0099, 0107), as its mails name them; English where
 * it kept none.
 */
export type LineNaming = 'english' | 'as-bought';

export const lineNamingFor = (lang: Language | undefined): LineNaming =>
  lang && lang !== DEFAULT_LANGUAGE ? 'as-bought' : 'english';

/** A line or a returned item: both keep the English name and label, and the translated ones where there were. */
type NamedLine = Pick<OrderLine, 'name' | 'translatedName' | 'variantLabel' | 'translatedLabel'>;

export const productNameOf = (line: NamedLine, naming: LineNaming): string =>
  naming === 'as-bought' ? (line.translatedName ?? line.name) : line.name;

export const variantLabelOf = (line: NamedLine, naming: LineNaming): string | null =>
  (naming === 'as-bought' ? (line.translatedLabel ?? line.variantLabel) : line.variantLabel) ?? null;

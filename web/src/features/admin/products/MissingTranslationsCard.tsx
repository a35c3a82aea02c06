import { Card } from 'antd';

export const MISSING_TRANSLATIONS_TEXTS = {
  title: 'Sinhala and Tamil texts',
  complete: 'Every product has its Sinhala and Tamil name and description.',
  note: 'Shoppers see the English text wherever a translation is missing.',
} as const;

/** Issue 34: what the catalogue still lacks in Sinhala and Tamil ("12 products have no Sinhala description"). */
export function MissingTranslationsCard({ sentences }: { sentences: string[] }) {
  return (
    <Card size="small" title={MISSING_TRANSLATIONS_TEXTS.title} className="admin-products__translations">
      {sentences.length === 0 ? (
        <p>{MISSING_TRANSLATIONS_TEXTS.complete}</p>
      ) : (
        <>
          <ul>
            {sentences.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <p>{MISSING_TRANSLATIONS_TEXTS.note}</p>
        </>
      )}
    </Card>
  );
}

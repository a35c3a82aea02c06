import { Form, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import {
  LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '../../../../../shared/rules/translations';
import type { ProductOption } from '../../../../../shared/rules/variants';
import { OptionWordFields } from './OptionWordFields';
import type { TranslationValues } from './product-form-model';

interface Props {
  /** The English name and description, as the form has always drawn them. */
  english: ReactNode;
  translations: TranslationValues;
  /** The product's options now, whose names and values each language tab also has words for. */
  options: ProductOption[];
  readOnly: boolean;
  /** The first problem with the translations (the server's or the form's), shown under the tabs. */
  error?: string;
  onChange: (translations: TranslationValues) => void;
}

/**
 * Issue 34: the product's name and description in English, Sinhala and Tamil, one tab each. A Sinhala or Tamil text
 * left blank is shown to shoppers in English (decision 0087), so only English is required. The other languages' tabs
 * are drawn when first opened: until then the form's fields are the English ones it always had. Each also has the
 * words of the product's options (decision 0107).
 */
export function ProductTextTabs({ english, translations, options, readOnly, error, onChange }: Props) {
  const set = (language: TranslatedLanguage, field: 'name' | 'description', value: string) =>
    onChange({ ...translations, [language]: { ...translations[language], [field]: value } });
  const tab = (language: TranslatedLanguage) => {
    const name = LANGUAGE_NAMES[language];
    return {
      key: language,
      label: name,
      children: (
        <>
          <Form.Item
            label={`Product name (${name})`}
            htmlFor={`product-name-${language}`}
            extra="Blank: shown in English."
          >
            <Input
              id={`product-name-${language}`}
              lang={language}
              value={translations[language].name}
              readOnly={readOnly}
              onChange={(e) => set(language, 'name', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={`Description (${name})`} htmlFor={`product-description-${language}`}>
            <Input.TextArea
              id={`product-description-${language}`}
              lang={language}
              rows={5}
              value={translations[language].description}
              readOnly={readOnly}
              onChange={(e) => set(language, 'description', e.target.value)}
            />
          </Form.Item>
          <OptionWordFields
            options={options}
            words={translations[language].options}
            language={language}
            languageName={name}
            readOnly={readOnly}
            onChange={(words) =>
              onChange({ ...translations, [language]: { ...translations[language], options: words } })
            }
          />
        </>
      ),
    };
  };
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error} className="product-form__texts">
      <Tabs
        items={[
          { key: 'en', label: LANGUAGE_NAMES.en, forceRender: true, children: english },
          ...TRANSLATED_LANGUAGES.map(tab),
        ]}
      />
    </Form.Item>
  );
}

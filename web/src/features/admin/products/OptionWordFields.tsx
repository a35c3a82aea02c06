import { Form, Input } from 'antd';
import type { OptionTexts, OptionTranslations } from '../../../../../shared/rules/option-translations';
import type { ProductOption } from '../../../../../shared/rules/variants';

interface Props {
  /** The options as the Options section has them now (their English names and values). */
  options: ProductOption[];
  /** The language's words, keyed by the English option name. */
  words: OptionTranslations;
  language: string;
  languageName: string;
  readOnly: boolean;
  onChange: (words: OptionTranslations) => void;
}

/**
 * A language tab's words for the product's options (decision 0107): each option's name and each of its values, blank
 * shown in English. Shoppers choose by the English ones; these are only what a Sinhala or Tamil page says.
 */
export function OptionWordFields({ options, words, language, languageName, readOnly, onChange }: Props) {
  // An option still without a name has nothing to translate yet.
  const named = options.filter((o) => o.name !== '');
  if (named.length === 0) return null;
  const set = (option: string, change: (current: OptionTexts) => OptionTexts) =>
    onChange({ ...words, [option]: change(words[option] ?? {}) });
  return (
    <fieldset className="product-form__option-words">
      <legend>{`Options (${languageName})`}</legend>
      {named.map((option, index) => (
        <div key={index} className="product-form__option-word">
          <Form.Item label={`${option.name} (${languageName})`} htmlFor={`option-${index}-name-${language}`}>
            <Input
              id={`option-${index}-name-${language}`}
              lang={language}
              value={words[option.name]?.name ?? ''}
              readOnly={readOnly}
              onChange={(e) => set(option.name, (w) => ({ ...w, name: e.target.value }))}
            />
          </Form.Item>
          <div className="product-form__value-words">
            {option.values.map((value, at) => (
              <Form.Item key={at} label={value} htmlFor={`option-${index}-value-${at}-${language}`}>
                <Input
                  id={`option-${index}-value-${at}-${language}`}
                  lang={language}
                  value={words[option.name]?.values?.[value] ?? ''}
                  readOnly={readOnly}
                  onChange={(e) =>
                    set(option.name, (w) => ({ ...w, values: { ...w.values, [value]: e.target.value } }))
                  }
                />
              </Form.Item>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

import { useId } from 'react';
import { optionWords, valueWords, type OptionWithWords } from '../../../../shared/rules/option-translations';
import { useText } from '../../lib/i18n';
import { valueAvailable, type Choice, type WithVariants } from './variants';

interface Props {
  product: WithVariants;
  option: OptionWithWords;
  choice: Choice;
  onChoose: (option: string, value: string) => void;
}

/**
 * One option (Size: S, M, L...) as a group of native radio buttons under a visible legend: the browser gives the
 * radio group's keyboard (Tab into the group, arrows move and choose) and its names. A value whose variant is sold
 * out is disabled (arrows skip it), crossed out, and says so to a screen reader. Names and values are shown in the
 * page's language where staff gave their words; the choice is made by the English ones (decision 0107).
 */
export function OptionPicker({ product, option, choice, onChoose }: Props) {
  const name = useId();
  const text = useText();
  return (
    <fieldset className="pp-option" role="radiogroup" aria-labelledby={`${name}-legend`}>
      <legend id={`${name}-legend`} className="pp-option__name">
        {optionWords(option)}
      </legend>
      <div className="pp-option__values">
        {option.values.map((value) => {
          const available = valueAvailable(product, choice, option.name, value);
          return (
            <label key={value} className={`pp-option__value${available ? '' : ' pp-option__value--out'}`}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice[option.name] === value}
                disabled={!available}
                onChange={() => onChoose(option.name, value)}
              />
              <span className="pp-option__text">
                {valueWords(option, value)}
                {!available && <span className="visually-hidden">{text('option.soldOut')}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

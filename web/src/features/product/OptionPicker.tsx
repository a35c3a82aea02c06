import { useId } from 'react';
import type { ProductOption } from '../../../../shared/rules/variants';
import { useText } from '../../lib/i18n';
import { valueAvailable, type Choice, type WithVariants } from './variants';

interface Props {
  product: WithVariants;
  option: ProductOption;
  choice: Choice;
  onChoose: (option: string, value: string) => void;
}

/**
 * One option (Size: S, M, L...) as a group of native radio buttons under a visible legend: the browser gives the
 * radio group's keyboard (Tab into the group, arrows move and choose) and its names. A value whose variant is sold
 * out is disabled (arrows skip it), crossed out, and says so to a screen reader.
 */
export function OptionPicker({ product, option, choice, onChoose }: Props) {
  const name = useId();
  const text = useText();
  return (
    <fieldset className="pp-option" role="radiogroup" aria-labelledby={`${name}-legend`}>
      <legend id={`${name}-legend`} className="pp-option__name">
        {option.name}
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
                {value}
                {!available && <span className="visually-hidden">{text('option.soldOut')}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

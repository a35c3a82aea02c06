import { useId } from 'react';
import { RATING_MAX } from '../../../../shared/rules/catalogue';

/** Stars 1-5 as a radio group: arrow keys move between them, each says how many stars it gives. */
export function StarsInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`rv-stars-input${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>Rating</legend>
      <div className="rv-stars-input__options">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((stars) => (
          <label key={stars} className={stars <= value ? 'rv-star rv-star--on' : 'rv-star'}>
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{`${stars} ${stars === 1 ? 'star' : 'stars'}`}</span>
          </label>
        ))}
      </div>
      {error && (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

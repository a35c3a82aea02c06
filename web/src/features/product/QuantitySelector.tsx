import { useEffect, useId, useState } from 'react';
import { clampQuantity } from '../../../../shared/rules/catalogue';
import { useText } from '../../lib/i18n';

interface Props {
  value: number;
  /** The most that may be chosen (the stock); 0 disables the selector. */
  max: number;
  onChange: (quantity: number) => void;
}

/** − / + and a typed number, always an integer from 1 to `max` (SPEC 5); a typed value is settled on blur or Enter. */
export function QuantitySelector({ value, max, onChange }: Props) {
  const id = useId();
  const text = useText();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const disabled = max < 1;
  const commit = (raw: unknown) => {
    const next = clampQuantity(raw, max);
    setDraft(String(next));
    onChange(next);
  };

  return (
    <div className="pp-qty">
      <label htmlFor={id} className="pp-qty__label">
        {text('quantity.label')}
      </label>
      <div className="pp-qty__controls">
        <button
          type="button"
          className="pp-qty__step"
          data-early-presses="each"
          aria-label={text('quantity.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={disabled ? '' : draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(draft);
          }}
        />
        <button
          type="button"
          className="pp-qty__step"
          data-early-presses="each"
          aria-label={text('quantity.increase')}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

import { PRICE_BANDS, type PriceBandId } from '../../../../shared/rules/catalogue';
import { useText } from '../../lib/i18n';

interface Props {
  selected: PriceBandId;
  /** How many products of the category fall in each band, when known. */
  counts?: Record<PriceBandId, number>;
  onSelect: (band: PriceBandId) => void;
}

/** The price bands of SPEC (All Price, Under LKR 1000, LKR 1000 - LKR 2000, Over LKR 2000) as one radio group. */
export function PriceFilter({ selected, counts, onSelect }: Props) {
  const text = useText();
  return (
    <fieldset className="cat-filter">
      <legend className="cat-filter__legend">{text('filter.price')}</legend>
      <div className="cat-filter__options">
        {PRICE_BANDS.map((band) => (
          <label key={band.id} className={`cat-filter__option${band.id === selected ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="price"
              value={band.id}
              checked={band.id === selected}
              onChange={() => onSelect(band.id)}
            />
            <span>{text(`band.${band.id}`)}</span>
            {counts && (
              <span className="cat-filter__count">
                {counts[band.id]}
                <span className="visually-hidden">{text('filter.products')}</span>
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

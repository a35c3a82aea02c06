import { useRef, type KeyboardEvent } from 'react';
import type { Category } from '../../../../../shared/rules/catalogue';
import { useText } from '../../../lib/i18n';

interface Props {
  categories: readonly Category[];
  selected: Category;
  isDisabled: (category: Category) => boolean;
  onSelect: (category: Category) => void;
  /** Id prefix tying each tab to its panel. */
  idPrefix: string;
}

export const tabId = (prefix: string, c: Category) => `${prefix}-tab-${c.toLowerCase()}`;
export const panelId = (prefix: string, c: Category) => `${prefix}-panel-${c.toLowerCase()}`;

/**
 * A WAI-ARIA tab list: arrow keys (and Home/End) move to the next enabled tab and select it; disabled tabs are
 * skipped. Only one tab is in the Tab order: the selected one, or the first enabled one when the selected is disabled.
 */
export function CategoryTabs({ categories, selected, isDisabled, onSelect, idPrefix }: Props) {
  const text = useText();
  const refs = useRef(new Map<Category, HTMLButtonElement>());
  const enabled = categories.filter((c) => !isDisabled(c));
  const focusable = isDisabled(selected) ? enabled[0] : selected;

  const move = (e: KeyboardEvent, from: Category) => {
    if (enabled.length === 0) return;
    const at = enabled.indexOf(from);
    const targets: Record<string, Category | undefined> = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    const target = targets[e.key];
    if (!target) return;
    e.preventDefault();
    onSelect(target);
    refs.current.get(target)?.focus();
  };

  return (
    <div className="featured-tabs" role="tablist" aria-label={text('home.featuredCategories')}>
      {categories.map((c) => (
        <button
          key={c}
          ref={(el) => {
            if (el) refs.current.set(c, el);
            else refs.current.delete(c);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, c)}
          aria-controls={panelId(idPrefix, c)}
          aria-selected={c === selected}
          disabled={isDisabled(c)}
          tabIndex={c === focusable ? 0 : -1}
          className="featured-tabs__tab"
          onClick={() => onSelect(c)}
          onKeyDown={(e) => move(e, c)}
        >
          {text(`category.${c}`)}
        </button>
      ))}
    </div>
  );
}

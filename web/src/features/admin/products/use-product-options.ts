import { useState } from 'react';
import {
  MAX_OPTIONS,
  checkOptions,
  optionsFields,
  optionsFromProduct,
  optionsOf,
  variantStockTotal,
  variantsFor,
  type OptionDraft,
  type OptionErrors,
  type OptionsState,
  type VariantDraft,
} from './product-options-model';
import type { ProductDetail } from './product-form-model';

const NO_OPTIONS: OptionsState = { options: [], variants: [] };

/**
 * The Options section's state: the options as typed, the variants they make, and the errors under the server's keys
 * (`options.0.values`, `variants.2.sku`). `productSku` names new variants' SKUs.
 */
export function useProductOptions(product: ProductDetail | null, productSku: string) {
  const [state, setState] = useState<OptionsState>(() => (product ? optionsFromProduct(product) : NO_OPTIONS));
  const [errors, setErrors] = useState<OptionErrors>({});
  const hadOptions = (product?.options.length ?? 0) > 0;

  const withOptions = (options: OptionDraft[]) =>
    setState((s) => ({ options, variants: variantsFor(options, s.variants, productSku) }));

  function setOption(index: number, change: Partial<OptionDraft>) {
    withOptions(state.options.map((o, i) => (i === index ? { ...o, ...change } : o)));
    setErrors({});
  }
  function addOption() {
    if (state.options.length < MAX_OPTIONS) withOptions([...state.options, { name: '', values: '' }]);
  }
  function removeOption(index: number) {
    withOptions(state.options.filter((_, i) => i !== index));
    setErrors({});
  }
  function setVariant(index: number, change: Partial<VariantDraft>) {
    setState((s) => ({ ...s, variants: s.variants.map((v, i) => (i === index ? { ...v, ...change } : v)) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith(`variants.${index}.`))));
  }

  /**
   * The fields to send, or null to send none: a product that has and had no options sends the request of today;
   * one whose options were all removed sends `[]` for both.
   */
  function fields(): { options: string; variants: string } | null {
    if (optionsOf(state.options).length === 0 && !hadOptions) return null;
    return optionsFields(state);
  }

  /** Checks the section as the server will; true when it may be sent. */
  function check(): boolean {
    const found = optionsOf(state.options).length === 0 ? {} : checkOptions(state, productSku);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return {
    state,
    errors,
    stockTotal: variantStockTotal(state),
    setOption,
    addOption,
    removeOption,
    setVariant,
    setErrors,
    fields,
    check,
  };
}

export type ProductOptionsForm = ReturnType<typeof useProductOptions>;

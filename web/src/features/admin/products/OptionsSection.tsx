import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { variantLabel } from '../../../../../shared/rules/variants';
import { WideTable } from '../common/WideTable';
import { MAX_OPTIONS, optionsOf, type VariantDraft } from './product-options-model';
import type { ProductOptionsForm } from './use-product-options';

interface Props {
  form: ProductOptionsForm;
  /** The product's saved images, one of which a variant may show. */
  images: Array<{ id: number; path: string }>;
  /** The product's price and discount, which a variant has unless it gets its own. */
  productPrice: string;
  productDiscount: string;
  readOnly: boolean;
}

type VariantText = 'sku' | 'stock' | 'price' | 'discount';

/**
 * Options (issue 20): up to two, each a name and its values; the variants they make, one row per combination, each
 * with its SKU, stock, price and discount (the product's when left empty) and optionally one of the product's
 * images. A product without options sends what it sent before.
 */
export function OptionsSection({ form, images, productPrice, productDiscount, readOnly }: Props) {
  const { state, errors } = form;
  const options = optionsOf(state.options);

  const cell = (v: VariantDraft, i: number, field: VariantText, label: string, placeholder?: string) => {
    const error = errors[`variants.${i}.${field}`];
    const errorId = `product-variant-${i}-${field}-error`;
    return (
      <td>
        <Input
          size="small"
          value={v[field]}
          placeholder={placeholder}
          readOnly={readOnly}
          inputMode={field === 'sku' ? undefined : field === 'stock' ? 'numeric' : 'decimal'}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          aria-label={`${label} of ${variantLabel(options, v.options)}`}
          onChange={(e) => form.setVariant(i, { [field]: e.target.value })}
        />
        {error && (
          <div id={errorId} className="product-options__error">
            {error}
          </div>
        )}
      </td>
    );
  };

  return (
    <Card title="Options">
      <p className="product-options__hint">
        Sizes, colours or volumes: up to {MAX_OPTIONS} options, each with its values separated by commas. Every
        combination is a variant with its own SKU and stock.
      </p>
      {state.options.map((option, i) => (
        <Row gutter={16} key={i} align="top">
          <Col xs={24} sm={8}>
            <Form.Item
              label={`Option ${i + 1} name`}
              htmlFor={`product-option-${i}-name`}
              validateStatus={errors[`options.${i}.name`] ? 'error' : undefined}
              help={errors[`options.${i}.name`]}
            >
              <Input
                id={`product-option-${i}-name`}
                placeholder="Size"
                value={option.name}
                readOnly={readOnly}
                onChange={(e) => form.setOption(i, { name: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={20} sm={14}>
            <Form.Item
              label={`Option ${i + 1} values`}
              htmlFor={`product-option-${i}-values`}
              validateStatus={errors[`options.${i}.values`] ? 'error' : undefined}
              help={errors[`options.${i}.values`] ?? 'Separated by commas'}
            >
              <Input
                id={`product-option-${i}-values`}
                placeholder="S, M, L, XL, XXL"
                value={option.values}
                readOnly={readOnly}
                onChange={(e) => form.setOption(i, { values: e.target.value })}
              />
            </Form.Item>
          </Col>
          {!readOnly && (
            <Col xs={4} sm={2} className="product-options__remove">
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove option ${i + 1}`}
                onClick={() => form.removeOption(i)}
              />
            </Col>
          )}
        </Row>
      ))}
      {errors.options && <Alert type="error" showIcon title={errors.options} className="product-options__alert" />}
      {!readOnly && state.options.length < MAX_OPTIONS && (
        <Button icon={<PlusOutlined />} onClick={form.addOption}>
          Add an option
        </Button>
      )}
      {errors.variants && <Alert type="error" showIcon title={errors.variants} className="product-options__alert" />}
      {state.variants.length > 0 && (
        <WideTable label="Variants" minWidth={640}>
          <table className="product-options__variants">
            <caption>Variants ({state.variants.length})</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">SKU</th>
                <th scope="col">Stock</th>
                <th scope="col">Price (LKR)</th>
                <th scope="col">Discount (%)</th>
                <th scope="col">Image</th>
              </tr>
            </thead>
            <tbody>
              {state.variants.map((v, i) => {
                const name = variantLabel(options, v.options);
                const optionsError = errors[`variants.${i}.options`] ?? errors[`variants.${i}.id`];
                return (
                  <tr key={name}>
                    <th scope="row">
                      {name}
                      {optionsError && <div className="product-options__error">{optionsError}</div>}
                    </th>
                    {cell(v, i, 'sku', 'SKU')}
                    {cell(v, i, 'stock', 'Stock')}
                    {cell(v, i, 'price', 'Price', productPrice)}
                    {cell(v, i, 'discount', 'Discount', productDiscount)}
                    <td>
                      <Select<number | null>
                        size="small"
                        className="product-options__image"
                        value={v.imageId}
                        disabled={readOnly || images.length === 0}
                        aria-label={`Image of ${name}`}
                        status={errors[`variants.${i}.image_id`] ? 'error' : undefined}
                        onChange={(imageId) => form.setVariant(i, { imageId })}
                        options={[
                          { value: null, label: 'The product’s' },
                          ...images.map((img, n) => ({ value: img.id, label: `Image ${n + 1}` })),
                        ]}
                      />
                      {errors[`variants.${i}.image_id`] && (
                        <div className="product-options__error">{errors[`variants.${i}.image_id`]}</div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </WideTable>
      )}
    </Card>
  );
}

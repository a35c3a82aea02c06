import { Alert, Button, Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImagesField } from './ImagesField';
import { OptionsSection } from './OptionsSection';
import { optionsOf } from './product-options-model';
import { ProductTextTabs } from './ProductTextTabs';
import {
  CATEGORY_OPTIONS,
  shownSku,
  type FormMode,
  type ProductDetail,
  type ProductFieldErrors,
} from './product-form-model';
import { useProductForm } from './use-product-form';
import { returnMessages } from '../../../../../shared/messages/returns';
import { UserGuideField } from './UserGuideField';

interface Props {
  mode: FormMode;
  /** The product being updated (update mode). */
  product: ProductDetail | null;
  /** Staff see every field read-only and no SAVE (SPEC section 6). */
  readOnly: boolean;
  onSaved: (text: string) => void;
  /** Extra buttons next to CANCEL and SAVE (the admin's delete). */
  extraActions?: ReactNode;
}

const fieldId = (name: string) => `product-${name}`;

/** Add New Product and Update Product: one form, two modes (SPEC sections 2, 3, 5; contract B3, B4, 6.15). */
export function ProductForm({ mode, product, readOnly, onSaved, extraActions }: Props) {
  const navigate = useNavigate();
  const f = useProductForm(mode, product, onSaved);
  const { values, errors } = f;

  const item = (name: keyof ProductFieldErrors, label: string, control: ReactNode, required = false) => (
    <Form.Item
      label={label}
      htmlFor={fieldId(name)}
      required={required && !readOnly}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
    >
      {control}
    </Form.Item>
  );
  const text = (
    name: 'name' | 'brandName' | 'stockQuantity' | 'price' | 'discountPercentage' | 'low_stock_threshold',
    inputMode?: 'numeric' | 'decimal',
  ) => (
    <Input
      id={fieldId(name)}
      inputMode={inputMode}
      value={values[name]}
      readOnly={readOnly}
      onChange={(e) => f.setField(name, e.target.value)}
      aria-invalid={Boolean(errors[name])}
    />
  );

  return (
    <Form
      layout="vertical"
      component="form"
      disabled={f.saving || readOnly}
      onFinish={f.submit}
      className="product-form"
      requiredMark
    >
      {f.banner && <Alert type="error" showIcon title={f.banner} className="product-form__banner" />}
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={14}>
          <Card title="Product details">
            <ProductTextTabs
              english={
                <>
                  {item('name', 'Product name', text('name'), true)}
                  {item(
                    'description',
                    'Description',
                    <Input.TextArea
                      id={fieldId('description')}
                      rows={5}
                      value={values.description}
                      readOnly={readOnly}
                      onChange={(e) => f.setField('description', e.target.value)}
                    />,
                    true,
                  )}
                </>
              }
              translations={values.translations}
              options={optionsOf(f.options.state.options)}
              readOnly={readOnly}
              error={errors.translations}
              onChange={(t) => f.setField('translations', t)}
            />
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                {item(
                  'category',
                  'Category',
                  <Select
                    id={fieldId('category')}
                    placeholder="Select a category"
                    value={values.category || undefined}
                    onChange={(v: string) => f.setField('category', v)}
                    options={CATEGORY_OPTIONS.map((c) => ({ value: c, label: c }))}
                  />,
                  true,
                )}
              </Col>
              <Col xs={24} sm={12}>
                {item('brandName', 'Brand name', text('brandName'))}
              </Col>
            </Row>
            {mode === 'add'
              ? item(
                  'sku',
                  'SKU',
                  <Input id={fieldId('sku')} value={values.sku} onChange={(e) => f.setField('sku', e.target.value)} />,
                  true,
                )
              : product && item('sku', 'SKU', <Input id={fieldId('sku')} value={shownSku(values, product)} readOnly />)}
            <Row gutter={16}>
              <Col xs={24} sm={8}>
                {f.options.stockTotal === null
                  ? item('stockQuantity', 'Stock quantity', text('stockQuantity', 'numeric'), true)
                  : item(
                      'stockQuantity',
                      'Stock quantity (all variants)',
                      <Input id={fieldId('stockQuantity')} value={String(f.options.stockTotal)} readOnly />,
                    )}
              </Col>
              <Col xs={24} sm={8}>
                {item('price', 'Price (LKR)', text('price', 'decimal'), true)}
              </Col>
              <Col xs={24} sm={8}>
                {item('discountPercentage', 'Discount (%)', text('discountPercentage', 'decimal'))}
              </Col>
            </Row>
            {item('low_stock_threshold', 'Low-stock alert (units)', text('low_stock_threshold', 'numeric'))}
            <Form.Item label="Featured on the home page" htmlFor={fieldId('featured')}>
              <Switch
                id={fieldId('featured')}
                checked={values.featured}
                onChange={(on) => f.setField('featured', on)}
              />
            </Form.Item>
            <Form.Item label="Final Sale" htmlFor={fieldId('finalSale')} extra={returnMessages.finalSale}>
              <Switch
                id={fieldId('finalSale')}
                checked={values.finalSale}
                onChange={(on) => f.setField('finalSale', on)}
              />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Images and user guide">
            {item(
              'images',
              'Product images (JPEG or PNG, up to 3)',
              <ImagesField
                id={fieldId('images')}
                existing={f.keptImages}
                files={f.newImages}
                progress={f.imageProgress}
                readOnly={readOnly}
                disabled={f.saving}
                onPick={f.pickImages}
                onRemoveExisting={f.removeExistingImage}
                onRemoveFile={f.removeNewImage}
              />,
              true,
            )}
            {item(
              'userGuide',
              'User guide (PDF)',
              <UserGuideField
                id={fieldId('userGuide')}
                existingUrl={f.existingGuideUrl}
                file={f.guide}
                progress={f.guideProgress}
                readOnly={readOnly}
                disabled={f.saving}
                onPick={f.pickGuide}
                onRemove={f.removeGuide}
              />,
            )}
          </Card>
        </Col>
      </Row>
      <OptionsSection
        form={f.options}
        images={f.keptImages}
        productPrice={values.price}
        productDiscount={values.discountPercentage || '0'}
        readOnly={readOnly}
      />
      <div className="product-form__actions">
        {extraActions}
        <Button htmlType="button" disabled={false} onClick={() => navigate('/admin/products')}>
          CANCEL
        </Button>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={f.saving}>
            {f.saving ? 'SAVING...' : 'SAVE'}
          </Button>
        )}
      </div>
    </Form>
  );
}

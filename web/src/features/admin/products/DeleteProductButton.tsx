import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAfterAdminSave } from '../common/use-admin-query';
import { deleteProduct } from './product-form-api';

/** Admin only: removes the product from the shop after a confirmation, then back to the list. */
export function DeleteProductButton({ id, name }: { id: number; name: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterAdminSave();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await deleteProduct(id);
      afterSave();
      message.success('Product deleted successfully.');
      navigate('/admin/products');
    } catch (e) {
      message.error(e instanceof Error && e.message ? e.message : 'Failed to delete product');
      setBusy(false);
    }
  }

  return (
    <Popconfirm
      title="Delete this product?"
      description={`${name} will be removed from the shop, every cart and every wishlist. Orders keep their copies.`}
      okText="DELETE"
      okButtonProps={{ danger: true }}
      cancelText="KEEP"
      onConfirm={remove}
    >
      <Button danger htmlType="button" icon={<DeleteOutlined />} loading={busy} disabled={false}>
        DELETE
      </Button>
    </Popconfirm>
  );
}

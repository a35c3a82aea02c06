import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAfterAdminSave } from '../common/admin-query';
import { useDeleteProduct } from './api/delete-product';

/** Admin only: removes the product from the shop after a confirmation, then back to the list. */
export function DeleteProductButton({ id, name }: { id: number; name: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterAdminSave();
  const deletion = useDeleteProduct();

  async function remove() {
    try {
      await deletion.mutateAsync(id);
      afterSave();
      message.success('Product deleted successfully.');
      navigate('/admin/products');
    } catch (e) {
      message.error(e instanceof Error && e.message ? e.message : 'Failed to delete product');
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
      <Button danger htmlType="button" icon={<DeleteOutlined />} loading={deletion.isPending} disabled={false}>
        DELETE
      </Button>
    </Popconfirm>
  );
}

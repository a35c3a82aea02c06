import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';
import { MAX_PRODUCT_IMAGES } from '../../../../../shared/rules/catalogue';
import { useObjectUrls } from './use-object-urls';

interface Props {
  id: string;
  existing: Array<{ id: number; path: string }>;
  files: File[];
  /** Per new file, 0-100, while saving. */
  progress: number[] | null;
  readOnly: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemoveExisting: (id: number) => void;
  onRemoveFile: (index: number) => void;
}

/** Product images: the kept existing ones and the new files (with upload progress), and a picker while room is left. */
export function ImagesField({
  id,
  existing,
  files,
  progress,
  readOnly,
  disabled,
  onPick,
  onRemoveExisting,
  onRemoveFile,
}: Props) {
  const previews = useObjectUrls(files);
  const room = MAX_PRODUCT_IMAGES - existing.length - files.length;
  return (
    <div className="product-form__images">
      <ul className="product-form__thumbs" aria-label="Product images">
        {existing.map((img, i) => (
          <li key={`existing-${img.id}`} className="product-form__thumb">
            <img src={img.path} alt={`Product image ${i + 1}`} />
            {!readOnly && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={`Remove product image ${i + 1}`}
                onClick={() => onRemoveExisting(img.id)}
              />
            )}
          </li>
        ))}
        {files.map((file, i) => (
          <li key={`new-${i}-${file.name}`} className="product-form__thumb">
            {previews[i] ? (
              <img src={previews[i]} alt={file.name} />
            ) : (
              <span className="product-form__thumb-name">{file.name}</span>
            )}
            {progress ? (
              <Progress type="line" percent={progress[i] ?? 0} size="small" aria-label={`Upload of ${file.name}`} />
            ) : (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onRemoveFile(i)}
              />
            )}
          </li>
        ))}
      </ul>
      {!readOnly && room > 0 && (
        <Upload.Dragger
          id={id}
          multiple
          accept="image/jpeg,image/png"
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file, batch) => {
            // Called once per file of a batch; the batch is handled once, on its first file.
            if (file.uid === batch[0]?.uid) onPick(batch);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Click or drag JPEG or PNG images here</p>
          <p className="ant-upload-hint">{`Up to ${MAX_PRODUCT_IMAGES} images (${room} more)`}</p>
        </Upload.Dragger>
      )}
    </div>
  );
}

import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';
import { guideFileName } from './product-form-model';

interface Props {
  id: string;
  /** The stored guide's URL, unless it was removed on this form. */
  existingUrl: string | null;
  file: File | null;
  progress: number | null;
  readOnly: boolean;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** The user guide: the stored PDF by file name (or the newly chosen one), a remove button and the picker. */
export function UserGuideField({ id, existingUrl, file, progress, readOnly, disabled, onPick, onRemove }: Props) {
  const shown = file ? file.name : existingUrl ? guideFileName(existingUrl) : null;
  return (
    <div className="product-form__guide">
      {shown && (
        <div className="product-form__guide-file">
          <FilePdfOutlined aria-hidden="true" />
          {existingUrl && !file ? (
            <a href={existingUrl} target="_blank" rel="noreferrer">
              {shown}
            </a>
          ) : (
            <span>{shown}</span>
          )}
          {progress !== null && file ? (
            <Progress percent={progress} size="small" aria-label={`Upload of ${file.name}`} />
          ) : (
            !readOnly && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={`Remove ${shown}`}
                onClick={onRemove}
              />
            )
          )}
        </div>
      )}
      {!readOnly && (
        <Upload
          accept="application/pdf,.pdf"
          showUploadList={false}
          maxCount={1}
          disabled={disabled}
          beforeUpload={(picked) => {
            onPick(picked);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} disabled={disabled}>
            {shown ? 'Replace PDF' : 'Choose PDF'}
          </Button>
        </Upload>
      )}
    </div>
  );
}

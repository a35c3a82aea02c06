import { bankTransferMessages, SLIP_MAX_BYTES } from '../../../shared/messages/bank-transfer';
import { fieldError } from '../../lib/errors';
import { parseMultipart } from '../../lib/multipart';

type MultipartRequest = Parameters<typeof parseMultipart>[0];

/** The bytes of a request's multipart `slip` (at most 4 MB; missing or larger: 422 on `slip`). */
export async function slipBytesOf(req: MultipartRequest): Promise<Buffer> {
  const body = await parseMultipart(req, {
    maxFileBytes: SLIP_MAX_BYTES,
    tooLargeMessage: bankTransferMessages.slipSize,
    tooLargeField: 'slip',
  });
  const file = body.files.find((f) => f.field === 'slip');
  if (!file) throw fieldError('slip', bankTransferMessages.slipMissing);
  return file.bytes;
}

import { adminReturnUpdate } from '../../../../shared/routes/entries/admin-return-update';
import { returnMessages } from '../../../../shared/rules/returns';
import { staffReturnView } from '../../../domain/returns';
import { moveReturn } from '../../../flows/workflows/move-return';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** PUT /v2/admin/returns/{id} `{status, note?, refund_reference?}` (admin and staff): 409 off the allowed moves. */
export const handler = httpHandler(adminReturnUpdate, async (req) => {
  const record = await moveReturn(req.params.id, req.body, req.session);
  return success({ message: returnMessages.updated, data: staffReturnView(record) });
});

import { accountAvatar } from '../../../shared/routes/entries/account-avatar';
import { AVATAR_MAX_BYTES, avatarMessages } from '../../../shared/validation/avatar';
import { getUser, updateUser, DEFAULT_AVATAR } from '../../domain/users';
import { fieldError, unauthorized } from '../../lib/errors';
import { sniffFileType } from '../../lib/file-types';
import { httpHandler } from '../http';
import { parseMultipart } from '../../lib/multipart';
import { success } from '../../lib/responses';
import { rasteriseSvg } from '../../lib/svg-raster';
import { deleteFiles, putFile } from '../../lib/uploads';

/** A10 POST /v2/users/images/upload: checked by its bytes; stored in S3; `profile_picture` stays a relative path. */
export const handler = httpHandler(accountAvatar, async (req) => {
  const body = await parseMultipart(req, {
    maxFileBytes: AVATAR_MAX_BYTES - 1,
    tooLargeMessage: avatarMessages.size,
    tooLargeField: 'image',
  });
  const file = body.files.find((f) => f.field === 'image');
  if (!file) throw fieldError('image', avatarMessages.missing);
  const type = sniffFileType(file.bytes);
  if (!type || type.extension === 'pdf') throw fieldError('image', avatarMessages.type);
  // An SVG is kept only as the PNG drawn from it (decision 0022).
  const stored =
    type.extension === 'svg'
      ? { bytes: await rasteriseSvg(file.bytes), extension: 'png', contentType: 'image/png' }
      : { ...type, bytes: file.bytes };
  if (!stored.bytes) throw fieldError('image', avatarMessages.type);
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  const path = `profile_pictures/u${user.id}_${Date.now()}.${stored.extension}`;
  await putFile(path, stored.bytes, stored.contentType);
  await updateUser(user, { profilePicture: path });
  if (user.profilePicture && user.profilePicture !== DEFAULT_AVATAR) await deleteFiles([user.profilePicture]);
  return success({ message: 'Profile image updated successfully!', profile_picture: path });
});

export { releaseEmail, removeAccount, removeAccountData } from './account-removal';
export { adminUserRow, staffView, usersMatching } from './admin-user-views';
export { customerById } from './customers';
export {
  marketingChosen,
  marketingRefused,
  orderUpdatesChannelOf,
  saveMessageChoices,
  TICKBOX_CHANNELS,
  tickedOffers,
} from './message-choices';
export type { MessageChoices } from './message-choices';
export { updateProfile } from './profile-update';
export { staffById, staffProfile } from './staff';
export { accountView, DEFAULT_AVATAR, languageOf, profileView, sessionUser } from './user-record';
export type { UserRecord } from './user-record';
export { createUser, findUserByEmail, getUser, updateUser, upgradePasswordHash, usersOfType } from './users-repo';
export type { NewUser } from './users-repo';
// Its refusals, each with its answer (decision 0068).
export { userErrors } from './user-errors';

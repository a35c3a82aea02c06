import type { ConsentRecord, ConsentSource, OrderUpdatesChannel } from '../../../shared/rules/consent';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import type { UserType } from '../../../shared/routes/access';

/** A user as stored (customers, staff and admins share one shape). */
export interface UserRecord {
  id: number;
  userType: UserType;
  email: string;
  name: string;
  passwordHash: string;
  phone?: string;
  mobile?: string;
  first_name?: string;
  last_name?: string;
  country?: string;
  company?: string;
  address?: string;
  apartment?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  profilePicture?: string;
  /** The language the shop speaks to this person in (issue 34); absent means English. */
  language?: Language;
  /** Order updates by SMS (issue 22); absent means on. */
  orderSms?: boolean;
  /** The channel order updates go by, with when and where it was chosen (decision 0081); absent: `orderSms` says. */
  orderUpdates?: { channel: OrderUpdatesChannel; at: string; source: ConsentSource };
  /** Marketing per channel, with when and where (decision 0081); absent means never chosen, so off. */
  marketingMail?: ConsentRecord;
  marketingSms?: ConsentRecord;
  marketingWhatsapp?: ConsentRecord;
  createdAt: string;
  updatedAt: string;
}

export const DEFAULT_AVATAR = 'default_avatar.png';

/** The `user` object of the login and register answers (contract A1). */
export function sessionUser(u: UserRecord) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    mobile: u.mobile ?? u.phone ?? null,
    user_type: u.userType,
    role: null,
    profile_picture: u.profilePicture ?? DEFAULT_AVATAR,
  };
}

/** The flat profile object of GET /v2/user/ and PUT /v2/users (contract A7, A8). */
export function profileView(u: UserRecord) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone ?? u.mobile ?? null,
    mobile: u.mobile ?? u.phone ?? null,
    first_name: u.first_name ?? null,
    last_name: u.last_name ?? null,
    country: u.country ?? null,
    company: u.company ?? null,
    address: u.address ?? null,
    apartment: u.apartment ?? null,
    city: u.city ?? null,
    state: u.state ?? null,
    postal_code: u.postal_code ?? null,
    profile_picture: u.profilePicture ?? DEFAULT_AVATAR,
    user_type: u.userType,
    email_verified_at: null,
    created_at: u.createdAt,
    updated_at: u.updatedAt,
  };
}

/** A7 and A8: the customer's own profile, with the language the shop speaks to them in (issue 34). */
export const accountView = (u: UserRecord) => ({ ...profileView(u), language: languageOf(u) });

/** The language the shop writes to this person in. */
export const languageOf = (u: Pick<UserRecord, 'language'>): Language => u.language ?? DEFAULT_LANGUAGE;

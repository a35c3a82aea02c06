import { api } from '../../lib/api';

/** The signed-in user as A7 answers it: flat, with nulls for what was never filled in. */
export interface UserProfile {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  mobile: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  company: string | null;
  address: string | null;
  apartment: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  profile_picture: string | null;
  user_type: string;
}

/** A7 GET /v2/user/ (with its trailing slash, as the contract writes it). */
export const fetchProfile = () => api.get<UserProfile>('/v2/user/');

/** A8: a partial update; the answer is the updated flat user with `status` added. */
export const updateProfile = (changes: Record<string, string>) => api.put<UserProfile & { status?: string }>('/v2/users', changes);

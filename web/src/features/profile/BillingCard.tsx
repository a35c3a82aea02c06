import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import { ApiError } from '../../lib/api';
import { useCheckTexts, useText } from '../../lib/i18n';
import { firstMessages } from '../../lib/validate-form';
import {
  BillingFields,
  billingFromProfile,
  checkBilling,
  trimBilling,
  useUpdateProfile,
  type BillingField,
  type UserProfile,
} from '../account';
import { failureText } from './messages';
import { useNotice } from './use-notice';

/** Billing Details: the same fields as checkout; this card reads and writes the phone as `mobile` (contract A8, 7.8). */
export function BillingCard({ profile }: { profile: UserProfile }) {
  const [values, setValues] = useState(() => billingFromProfile(profile, 'mobile'));
  const [errors, setErrors] = useState<Partial<Record<BillingField, string>>>({});
  const update = useUpdateProfile();
  const busy = update.isPending;
  const [notice, show, clear] = useNotice();
  const t = useText();
  const checkTexts = useCheckTexts();

  const change = (field: BillingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    const check = checkBilling(values);
    setErrors(checkTexts(check.errors));
    if (Object.keys(check.errors).length > 0) return;
    const { phone, ...rest } = trimBilling(values);
    try {
      await update.mutateAsync({ ...rest, mobile: phone });
      show('success', t('profile.billing.saved'));
    } catch (error) {
      if (error instanceof ApiError) {
        const { mobile, ...fields } = firstMessages(error.fieldErrors);
        setErrors({ ...fields, phone: mobile });
      }
      show('error', failureText(error, t('profile.billing.failed'), t('profile.unexpected')));
    }
  };

  return (
    <section className="profile-card profile-card--wide" aria-labelledby="billing-card-title">
      <h2 id="billing-card-title" className="profile-card__title">
        {t('profile.billing.title')}
      </h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <form onSubmit={submit} noValidate aria-label={t('profile.billing.title')}>
        <BillingFields values={values} errors={errors} onChange={change} disabled={busy} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('profile.saving') : t('profile.billing.save')}
        </button>
      </form>
    </section>
  );
}

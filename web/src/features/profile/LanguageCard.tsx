import { useState, type FormEvent } from 'react';
import { LANGUAGES, type Language } from '../../../../shared/rules/languages';
import { languageCookieValue, pathInLanguage } from '../../../../shared/rules/language-paths';
import { Alert } from '../../components/Alert';
import { LANGUAGE_NAMES } from '../../components/LanguageSwitch';
import { useLanguage, useText } from '../../lib/i18n';
import { useUpdateProfile, type UserProfile } from '../account';
import { failureText } from './messages';
import { useNotice } from './use-notice';

/**
 * The account's language (issue 34, A8's `language`): the one its mails and SMS are written in. Saved on its own,
 * like each card here; the shop's pages keep the language of their address, so a saved language other than the
 * page's offers the same page in it.
 */
export function LanguageCard({ profile }: { profile: UserProfile }) {
  const t = useText();
  const page = useLanguage();
  const update = useUpdateProfile();
  const [notice, show, clear] = useNotice();
  const saved = profile.language ?? 'en';
  const [chosen, setChosen] = useState<Language>(saved);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    clear();
    try {
      await update.mutateAsync({ language: chosen });
      show('success', t('profile.language.saved'));
    } catch (error) {
      show('error', failureText(error, t('profile.language.failed')));
    }
  };

  return (
    <section className="profile-card" aria-labelledby="language-title">
      <h2 id="language-title" className="profile-card__title">
        {t('profile.language.title')}
      </h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <form onSubmit={submit}>
        <fieldset className="profile-languages" aria-describedby="language-help" disabled={update.isPending}>
          <legend className="visually-hidden">{t('profile.language.title')}</legend>
          <p id="language-help" className="profile-switch__help">
            {t('profile.language.help')}
          </p>
          {LANGUAGES.map((language) => (
            <label key={language} className="radio">
              <input
                type="radio"
                name="language"
                value={language}
                checked={chosen === language}
                onChange={() => setChosen(language)}
              />
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn" disabled={update.isPending || chosen === saved}>
          {update.isPending ? t('profile.language.saving') : t('profile.language.save')}
        </button>
      </form>
      {saved !== page && (
        <p>
          <a
            href={pathInLanguage('/profile', saved)}
            hrefLang={saved}
            onClick={() => (document.cookie = languageCookieValue(saved))}
          >
            {t('profile.language.showShop', { language: LANGUAGE_NAMES[saved] })}
          </a>
        </p>
      )}
    </section>
  );
}

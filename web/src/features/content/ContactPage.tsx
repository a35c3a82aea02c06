import { useText } from '../../lib/i18n';
import { useShopTexts } from '../../lib/i18n/use-shop-texts';
import { usePageTitle } from '../../lib/use-page-title';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { MapCard } from './MapCard';
import './content.css';

/** Contact (SPEC): address, phones, e-mail, opening hours, the message form and the map. */
export default function ContactPage() {
  const text = useText();
  const { contact } = useShopTexts();
  usePageTitle(text('contact.tab'));
  return (
    <div className="container page contact">
      <h1 className="page-title">{text('contact.title')}</h1>
      <p className="contact__intro">{contact.formIntro}</p>
      <div className="contact__grid">
        <ContactDetails />
        <ContactForm />
      </div>
      <MapCard />
    </div>
  );
}

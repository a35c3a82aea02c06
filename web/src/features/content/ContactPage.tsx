import { contact } from '../../../../shared/content/brand-content';
import { usePageTitle } from '../../lib/use-page-title';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { MapCard } from './MapCard';
import './content.css';

/** Contact (SPEC): address, phones, e-mail, opening hours, the message form and the map. */
export default function ContactPage() {
  usePageTitle('Contact us');
  return (
    <div className="container page contact">
      <h1 className="page-title">Contact us</h1>
      <p className="contact__intro">{contact.formIntro}</p>
      <div className="contact__grid">
        <ContactDetails />
        <ContactForm />
      </div>
      <MapCard />
    </div>
  );
}

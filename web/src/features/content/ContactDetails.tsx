import { useText } from '../../lib/i18n';
import { useShopTexts } from '../../lib/i18n/use-shop-texts';

/** Address, phones (tap to call), e-mail and opening hours: always shown as text, network or not. */
export function ContactDetails() {
  const text = useText();
  const { contact } = useShopTexts();
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{text('contact.visit')}</h2>
      <address className="contact-details__address">
        {contact.address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <h3>{text('contact.phone')}</h3>
      <ul className="contact-details__list">
        {contact.phones.map((p) => (
          <li key={p.tel}>
            {p.label}: <a href={`tel:${p.tel}`}>{p.display}</a>
          </li>
        ))}
      </ul>
      <h3>{text('contact.email')}</h3>
      <p>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <h3>{text('contact.hours')}</h3>
      <dl className="contact-details__hours">
        {contact.openingHours.map((h) => (
          <div key={h.days}>
            <dt>{h.days}</dt>
            <dd>{h.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

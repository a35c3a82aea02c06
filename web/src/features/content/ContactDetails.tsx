import { contact } from '../../../../shared/content/brand-content';

/** Address, phones (tap to call), e-mail and opening hours: always shown as text, network or not. */
export function ContactDetails() {
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Visit or call us</h2>
      <address className="contact-details__address">
        {contact.address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <h3>Phone</h3>
      <ul className="contact-details__list">
        {contact.phones.map((p) => (
          <li key={p.tel}>
            {p.label}: <a href={`tel:${p.tel}`}>{p.display}</a>
          </li>
        ))}
      </ul>
      <h3>E-mail</h3>
      <p>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <h3>Opening hours</h3>
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

import { Link } from 'react-router';
import { HELP_FAQ } from './help-faq';
import './help.css';

/** The FAQ by topic, each answer folded under its question (details/summary: keyboard and screen readers for free). */
function FaqSections() {
  return (
    <>
      {HELP_FAQ.map((section, index) => (
        <section key={section.topic} className="help-panel" aria-labelledby={`faq-topic-${index}`}>
          <h2 id={`faq-topic-${index}`}>{section.topic}</h2>
          {section.items.map((item) => (
            <details key={item.question} className="help-faq">
              <summary>{item.question}</summary>
              {item.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </details>
          ))}
        </section>
      ))}
    </>
  );
}

/** /hilfe: the FAQ for everyone, before an account exists (the footer's "Hilfe"). */
export function PublicHelpPage() {
  return (
    <div className="help-page">
      <h1>Hilfe und häufige Fragen</h1>
      <p>Antworten auf die häufigsten Fragen rund um Leasing, Bestellung, Auslieferung und Kosten bei autoleasing.</p>
      <FaqSections />
      <section className="help-panel" aria-labelledby="faq-contact">
        <h2 id="faq-contact">Ihre Frage war nicht dabei?</h2>
        <p>
          Haben Sie schon bestellt, schreiben Sie uns am schnellsten zu Ihrer Bestellung: <Link to="/login">Melden Sie sich an</Link> und nutzen Sie in Ihrer Bestellung „Nachrichten an
          unser Team“. Unsere Anschrift und die anderen Wege zu uns finden Sie im <Link to="/impressum">Impressum</Link>.
        </p>
      </section>
    </div>
  );
}

/** /customer/help: the same FAQ in the customer area, with the way to write to us about an order. */
export function CustomerHelpPage() {
  return (
    <div className="help-page help-page--customer">
      <h1>Hilfe und Kontakt</h1>
      <p>Hier finden Sie Antworten auf die häufigsten Fragen rund um Ihr Leasing bei uns.</p>
      <FaqSections />
      <section className="help-panel" aria-labelledby="faq-contact">
        <h2 id="faq-contact">Ihre Frage war nicht dabei?</h2>
        <p>
          Schreiben Sie uns direkt zu Ihrer Bestellung – öffnen Sie dafür die Bestellung unter <Link to="/customer/deals">Meine Bestellungen</Link> und nutzen Sie „Nachrichten an
          unser Team“. Wir antworten werktags in der Regel innerhalb von 24 Stunden.
        </p>
      </section>
    </div>
  );
}

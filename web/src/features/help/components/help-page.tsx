import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HELP_FAQ } from './help-faq';
import './help.css';

/**
 * The FAQ by topic, each answer folded under its question (details/summary: keyboard and screen
 * readers for free), after a heading and intro and before the way to ask what it does not answer.
 */
function HelpPage({ title, intro, contact, className = 'help-page' }: { title: string; intro: string; contact: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h1>{title}</h1>
      <p>{intro}</p>
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
      <section className="help-panel" aria-labelledby="faq-contact">
        <h2 id="faq-contact">Ihre Frage war nicht dabei?</h2>
        <p>{contact}</p>
      </section>
    </div>
  );
}

/** /hilfe: the FAQ for everyone, before an account exists (the footer's "Hilfe"). */
export function PublicHelpPage() {
  return (
    <HelpPage
      title="Hilfe und häufige Fragen"
      intro="Antworten auf die häufigsten Fragen rund um Leasing, Bestellung, Auslieferung und Kosten bei autoleasing."
      contact={
        <>
          Haben Sie schon bestellt, schreiben Sie uns am schnellsten zu Ihrer Bestellung: <Link to="/login">Melden Sie sich an</Link> und nutzen Sie in Ihrer Bestellung „Nachrichten an
          unser Team“. Unsere Anschrift und die anderen Wege zu uns finden Sie im <Link to="/impressum">Impressum</Link>.
        </>
      }
    />
  );
}

/** /customer/help: the same FAQ in the customer area, with the way to write to us about an order. */
export function CustomerHelpPage() {
  return (
    <HelpPage
      className="help-page help-page--customer"
      title="Hilfe und Kontakt"
      intro="Hier finden Sie Antworten auf die häufigsten Fragen rund um Ihr Leasing bei uns."
      contact={
        <>
          Schreiben Sie uns direkt zu Ihrer Bestellung – öffnen Sie dafür die Bestellung unter <Link to="/customer/deals">Meine Bestellungen</Link> und nutzen Sie „Nachrichten an
          unser Team“. Wir antworten werktags in der Regel innerhalb von 24 Stunden.
        </>
      }
    />
  );
}

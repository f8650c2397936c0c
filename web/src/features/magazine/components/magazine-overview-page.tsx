import { Link } from 'react-router';
import { useMagazineOverview } from '../api/magazine-overview';
import { ArticleCard } from './article-card';
import { MagazineTabs } from './magazine-tabs';
import { NewsletterForm } from './newsletter-form';
import './magazine.css';

/** /magazin: the magazine's front page, each category with its newest articles and a link to all. */
export function MagazineOverviewPage() {
  const query = useMagazineOverview();
  if (query.error) return null; // the public client raised the error page (spec 8)
  const data = query.data;
  return (
    <div className="magazine">
      <div className="magazine__head">
        <h1>Magazin</h1>
        <p className="magazine__intro">Leasing verständlich erklärt, Tipps vor der Unterschrift, neue Modelle und die Mobilität von morgen.</p>
        <MagazineTabs />
      </div>
      {!data ? (
        <p role="status">Artikel werden geladen …</p>
      ) : (
        data.categories.map(({ category, articles }) => (
          <section key={category.slug} className="magazine-section" aria-labelledby={`magazin-${category.slug}`}>
            <h2 id={`magazin-${category.slug}`}>{category.name}</h2>
            <p className="magazine__intro">{category.description}</p>
            <ul className="article-list">
              {articles.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} headingLevel={3} />
                </li>
              ))}
            </ul>
            <Link className="magazine-section__all" to={category.url}>
              Alle Artikel: {category.name}
            </Link>
          </section>
        ))
      )}
      <NewsletterForm source="magazin" />
    </div>
  );
}

import { Link, useParams } from 'react-router';
import { useMagazineArticle } from '../api/magazine-article';
import { ArticleMeta } from './article-meta';
import { MAGAZINE_CATEGORY_LINKS, MAGAZINE_PATH } from '@autoleasing/contracts';
import { NewsletterForm } from './newsletter-form';
import './magazine.css';

/** /magazin/{category}/{slug}: one article; an unknown one is the API's 404 (raised page). */
export function MagazineArticlePage() {
  const { category = '', slug = '' } = useParams();
  const query = useMagazineArticle(category, slug);
  if (query.error) return null; // the public client raised the error page (spec 8)
  const article = query.data;
  const categoryName = MAGAZINE_CATEGORY_LINKS.find((c) => c.slug === category)?.name ?? 'Magazin';
  if (!article) return <p role="status">Artikel wird geladen …</p>;
  return (
    <div className="magazine magazine--article">
      <nav aria-label="Brotkrumen" className="breadcrumbs">
        <ol>
          <li>
            <Link to={MAGAZINE_PATH}>Magazin</Link>
          </li>
          <li>
            <Link to={`/magazin/${category}`}>{categoryName}</Link>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <article className="article">
        <h1>{article.title}</h1>
        <ArticleMeta article={article} />
        <p className="article__teaser">{article.teaser}</p>
        {article.sections.map((section, index) => (
          <section key={section.heading ?? index}>
            {section.heading && <h2>{section.heading}</h2>}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
      <NewsletterForm source="magazin_artikel" />
    </div>
  );
}

import { useLocation } from 'react-router';
import { useMagazineCategory } from '../api/magazine-category';
import { ArticleCard } from './article-card';
import { categoryOfPath } from './magazine-categories';
import { MagazineTabs } from './magazine-tabs';
import { NewsletterForm } from './newsletter-form';
import './magazine.css';

/** /magazin/{category}: the category's articles, newest first, and the newsletter sign-up. */
export function MagazineCategoryPage() {
  const category = categoryOfPath(useLocation().pathname);
  const query = useMagazineCategory(category);
  if (query.error) return null; // the public client raised the error page (spec 8)
  const data = query.data;
  return (
    <div className="magazine">
      <div className="magazine__head">
        <h1>Magazin: {data?.category.name ?? '…'}</h1>
        {data && <p className="magazine__intro">{data.category.description}</p>}
        <MagazineTabs />
      </div>
      {!data ? (
        <p role="status">Artikel werden geladen …</p>
      ) : (
        <ul className="article-list">
          {data.articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <NewsletterForm source={`magazin_${category}`} />
    </div>
  );
}

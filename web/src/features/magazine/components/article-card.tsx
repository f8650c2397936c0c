import type { MagazineArticleSummary } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { ArticleMeta } from './article-meta';

/** One article in a list: its title as the link, author, date and reading time, the teaser. */
export function ArticleCard({ article, headingLevel = 2 }: { article: MagazineArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card">
      <Heading>
        <Link to={article.url}>{article.title}</Link>
      </Heading>
      <ArticleMeta article={article} />
      <p>{article.teaser}</p>
    </article>
  );
}

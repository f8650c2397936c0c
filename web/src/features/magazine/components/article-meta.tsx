import { formatDate, type MagazineArticleSummary } from '@autoleasing/contracts';

/** 'Redaktion autoleasing · 14.10.2025 · 3 Min. Lesezeit' */
export function ArticleMeta({ article }: { article: MagazineArticleSummary }) {
  return (
    <p className="article-meta">
      {article.author} · <time dateTime={article.published_at}>{formatDate(article.published_at)}</time> · {article.reading_minutes} Min. Lesezeit
    </p>
  );
}

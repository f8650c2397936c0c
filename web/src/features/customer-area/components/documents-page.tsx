import type { CustomerDocumentDto } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { documentsQueryOptions } from '../api/customer-area-api';
import { LoadFailed, Loading } from './page-state';
import './customer-area.css';

/** Documents with their short-lived signed download links. */
export function DocumentList({ documents, withDetails = false }: { documents: CustomerDocumentDto[]; withDetails?: boolean }) {
  if (documents.length === 0) return <p className="ca-muted">Noch keine Dokumente vorhanden.</p>;
  return (
    <ul className="ca-documents">
      {documents.map((doc) => (
        <li key={doc.id} className="ca-document">
          <div>
            <p className="ca-document__label">{doc.label}</p>
            <p className="ca-muted ca-document__file">
              {doc.file_name} · <time dateTime={doc.created_at}>{doc.created_at_text}</time>
            </p>
          </div>
          <div className="ca-card__actions">
            {withDetails && (
              <Link to={`/customer/documents/${doc.id}`} className="button button--compact button--ghost">
                Details<span className="visually-hidden"> zu {doc.label}</span>
              </Link>
            )}
            <a href={doc.download_url} className="button button--compact button--secondary" target="_blank" rel="noopener">
              Herunterladen<span className="visually-hidden"> – {doc.label} (öffnet in neuem Tab)</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function DocumentsPage() {
  const query = useQuery(documentsQueryOptions());
  return (
    <div className="ca-page">
      <h1>Meine Dokumente</h1>
      <p className="ca-muted">Download-Links sind aus Sicherheitsgründen nur wenige Minuten gültig und werden beim Öffnen dieser Seite neu erstellt.</p>
      {query.data ? <DocumentList documents={query.data} withDetails /> : query.error ? <LoadFailed /> : <Loading />}
    </div>
  );
}

export function DocumentPage() {
  const { id = '' } = useParams();
  const query = useQuery(documentsQueryOptions());
  if (query.error) return <LoadFailed />;
  if (!query.data) return <Loading />;
  const doc = query.data.find((d) => d.id === id);
  if (!doc) return <Navigate to="/customer/documents" replace />;
  return (
    <div className="ca-page">
      <h1>{doc.label}</h1>
      <dl className="ca-profile">
        <div>
          <dt>Datei</dt>
          <dd>{doc.file_name}</dd>
        </div>
        <div>
          <dt>Hinzugefügt am</dt>
          <dd>
            <time dateTime={doc.created_at}>{doc.created_at_text}</time>
          </dd>
        </div>
        <div>
          <dt>Dateityp</dt>
          <dd>{doc.content_type === 'application/pdf' ? 'PDF' : doc.content_type === 'image/png' ? 'PNG-Bild' : 'JPEG-Bild'}</dd>
        </div>
      </dl>
      <p>
        <a href={doc.download_url} className="button button--compact" target="_blank" rel="noopener">
          Herunterladen<span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      </p>
    </div>
  );
}

import {
  ATTACHMENT_TYPE_LABELS,
  SYSTEM_ATTACHMENT_TYPES,
  checkoutStepPath,
  documentDownloadUrl,
  requiredDocuments,
  type AttachmentType,
  type DealDto,
  type DocumentRequirement,
} from '@autoleasing/contracts';
import { errorMessage } from '../../../lib/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { dealQueryOptions, removeDealDocument, useStatusUpdate } from '../api/checkout-api';
import { nextStep, previousStep } from '../lib/step-guard';
import { SelfAssessmentSection } from './self-assessment';
import { StepFrame } from './step-frame';
import { StepGate, type StepContext } from './step-gate';
import { DocumentUploader } from './uploader';

const PRIVATE_TYPES: readonly AttachmentType[] = ['identity_card', 'proof_of_income', 'bank_statement', 'other'];
const BUSINESS_TYPES: readonly AttachmentType[] = ['trade_register_extract', 'business_registration', 'annual_financial_statement', 'identity_card', 'other'];

function Documents({ ctx, step }: { ctx: StepContext; step: 'documents' | 'business-documents' }) {
  const { deal } = ctx;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useStatusUpdate(deal.id);
  const [missing, setMissing] = useState(false);
  // The server's refusal (409 documents_missing etc.): its German message names what is missing.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealQueryOptions(deal.id).queryKey });
  // The refusal named what was missing then: a document added or removed makes it stale.
  const documentsChanged = () => {
    setRefusal(null);
    void refresh();
  };
  const uploaded = deal.attached_documents.filter((d) => !SYSTEM_ATTACHMENT_TYPES.includes(d.attachment_type as AttachmentType));
  const previous = previousStep(step, ctx.group);

  const proceed = async () => {
    setRefusal(null);
    if (uploaded.length === 0) {
      setMissing(true);
      document.getElementById('co-docs-missing')?.focus();
      return;
    }
    if (deal.customer_state === 'self_assessment_completed') {
      try {
        await status.mutateAsync('documents_uploaded');
      } catch (error) {
        setRefusal(errorMessage(error));
        setTimeout(() => document.getElementById('co-docs-refused')?.focus(), 0);
        return;
      }
    }
    void navigate(checkoutStepPath(nextStep(step, ctx.group), deal.id));
  };

  return (
    <>
      <section className="co-card" aria-labelledby="co-upload">
        <h2 id="co-upload">Dokumente hochladen</h2>
        <RequiredDocuments deal={deal} requirements={requiredDocuments(ctx.group, true)} />
        <DocumentUploader dealId={deal.id} customerId={ctx.customerId} types={ctx.group === 'b2c' ? PRIVATE_TYPES : BUSINESS_TYPES} onUploaded={documentsChanged} />
        <DocumentList deal={deal} onRemoved={documentsChanged} />
        {refusal && (
          <p id="co-docs-refused" tabIndex={-1} className="field-error" role="alert" data-error-anchor="true">
            {refusal}
          </p>
        )}
        {missing && uploaded.length === 0 && (
          <p id="co-docs-missing" tabIndex={-1} className="field-error" role="alert" data-error-anchor="true">
            Bitte laden Sie mindestens ein Dokument hoch.
          </p>
        )}
      </section>
      <SelfAssessmentSection deal={deal} />
      <div className="co-actions">
        {previous && (
          <Link className="button button--secondary" to={checkoutStepPath(previous, deal.id)}>
            Zurück
          </Link>
        )}
        <button type="button" className="button" onClick={() => void proceed()} disabled={status.isPending}>
          Weiter zu den Extras
        </button>
      </div>
    </>
  );
}

/**
 * What the leasing bank needs (contracts' requiredDocuments, the rule the server checks), each
 * ticked once a matching document is attached. For businesses the BWA line says it is only for
 * companies younger than 2 years; the server knows the founding date and decides.
 */
function RequiredDocuments({ deal, requirements }: { deal: DealDto; requirements: DocumentRequirement[] }) {
  const attached = deal.attached_documents.map((d) => d.attachment_type as AttachmentType);
  return (
    <>
      <p>Die Leasingbank benötigt für die Prüfung folgende Unterlagen:</p>
      <ul className="co-requirements" aria-label="Benötigte Unterlagen">
        {requirements.map((r) => {
          const done = r.anyOf.some((type) => attached.includes(type));
          return (
            <li key={r.key} className={done ? 'co-requirements__done' : undefined}>
              <span aria-hidden="true">{done ? '✓ ' : '○ '}</span>
              {r.label} <span className="co-muted">({done ? 'hochgeladen' : 'fehlt noch'})</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function DocumentList({ deal, onRemoved }: { deal: DealDto; onRemoved: () => void }) {
  const [removing, setRemoving] = useState<string | null>(null);
  if (deal.attached_documents.length === 0) return <p className="co-muted">Noch keine Dokumente hochgeladen.</p>;
  return (
    <ul className="co-doc-list" aria-label="Hochgeladene Dokumente">
      {deal.attached_documents.map((doc) => (
        <li key={doc.id}>
          <a href={documentDownloadUrl(doc.id)} target="_blank" rel="noopener">
            {ATTACHMENT_TYPE_LABELS[doc.attachment_type as AttachmentType] ?? doc.attachment_type}: {doc.file_name}
          </a>
          {!SYSTEM_ATTACHMENT_TYPES.includes(doc.attachment_type as AttachmentType) && (
            <button
              type="button"
              className="link-button link-button--danger"
              disabled={removing === doc.id}
              aria-label={`${doc.file_name} entfernen`}
              onClick={() => {
                setRemoving(doc.id);
                removeDealDocument(deal.id, doc.id).then(onRemoved, () => undefined).finally(() => setRemoving(null));
              }}
            >
              Entfernen
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function DocumentsStep({ step }: { step: 'documents' | 'business-documents' }) {
  return (
    <StepGate step={step}>
      {(ctx) => (
        <StepFrame step={step} group={ctx.group} dealId={ctx.dealId} title={step === 'documents' ? 'Dokumente hochladen' : 'Unternehmensdokumente hochladen'}>
          <Documents ctx={ctx} step={step} />
        </StepFrame>
      )}
    </StepGate>
  );
}

export const DocumentsPage = () => <DocumentsStep step="documents" />;
export const BusinessDocumentsPage = () => <DocumentsStep step="business-documents" />;

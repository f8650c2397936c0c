/**
 * Documents of the checkout (spec 3.6, 5.2, 7.5): the signed upload target, attaching an uploaded
 * file to the customer, a deal or a final offer, and what an attached document looks like.
 */

import type { DocumentContentType } from './document-types';

/** How long a signed upload target stays valid. */
export const UPLOAD_SIGNATURE_TTL_SECONDS = 15 * 60;

/** Spec 9: the uploader's progress bar runs to 97 % over 10 seconds while the upload is under way. */
export const UPLOADER_PROGRESS = { maxPercent: 97, durationMs: 10_000 } as const;

/** What a document is, with its German label (document lists, PDF names). */
export const ATTACHMENT_TYPE_LABELS = {
  identity_card: 'Personalausweis',
  proof_of_income: 'Einkommensnachweis',
  bank_statement: 'Kontoauszug',
  trade_register_extract: 'Handelsregisterauszug',
  business_registration: 'Gewerbeanmeldung',
  annual_financial_statement: 'Jahresabschluss / BWA',
  signed_contract: 'Unterschriebener Leasingvertrag',
  other: 'Sonstiges Dokument',
  self_assessment_form: 'Selbstauskunft',
  contract: 'Leasingvertrag',
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPE_LABELS;
export const ATTACHMENT_TYPES = Object.keys(ATTACHMENT_TYPE_LABELS) as AttachmentType[];

/** Types only the system or ops staff create (the generated Selbstauskunft, the prepared contract). */
export const SYSTEM_ATTACHMENT_TYPES: readonly AttachmentType[] = ['self_assessment_form', 'contract'];
/** Types a customer may attach from their own uploads. */
export const CUSTOMER_ATTACHMENT_TYPES: readonly AttachmentType[] = ATTACHMENT_TYPES.filter((t) => !SYSTEM_ATTACHMENT_TYPES.includes(t));

/** POST /api/v1/s3_signature */
export interface S3SignatureRequest {
  /** The file's name or path as the browser knows it. */
  filePath: string;
  contentType: string;
  /** 'customers/{id}': must be the caller's own customer id. */
  s3_base_key: string;
  checkout_uploader?: boolean;
  /** encodeURIComponent of the file name. */
  encoded_filename: string;
}

/**
 * Where and how to post the file: a multipart form to `postEndpoint` with every field of
 * `signature` first and the file last (field name `file`), as S3 presigned POSTs expect.
 */
export interface S3SignatureResponse {
  postEndpoint: string;
  signature: { key: string } & Record<string, string>;
}

/** Spec 5.2: an upload counts only when both the endpoint and the signature came back. */
export function isUploadTargetComplete(response: Partial<S3SignatureResponse> | null | undefined): response is S3SignatureResponse {
  return Boolean(response?.postEndpoint) && Boolean(response?.signature?.key);
}

/** Answer of the API's own upload endpoint (with S3 the bucket answers instead). */
export interface UploadResponse {
  key: string;
  contentType: DocumentContentType;
  size_bytes: number;
}

/** POST …/attached_documents (customer, deal, final offer) */
export interface AttachDocumentRequest {
  attachment_type: AttachmentType;
  s3_key: string;
  contentType: string;
}

/** Spec 3.6 plus what the web needs to show and download it. */
export interface AttachedDocument {
  id: string;
  attachment_type: AttachmentType;
  s3_key: string;
  contentType: DocumentContentType;
  file_name: string;
  size_bytes: number;
  created_at: string;
  /** GET: the file itself, for its owner only. */
  download_url: string;
}

/** GET /api/v1/checkout/customer/{id}/attached_documents */
export interface AttachedDocumentList {
  data: AttachedDocument[];
}

/** POST /api/v1/checkout/deals/{id}/self_assessment_forms */
export interface SelfAssessmentFormResponse {
  /** Poll GET /api/v1/jobs/{job_id} for progress; the result carries the document. */
  job_id: string;
}

/** Result of the 'deal.self_assessment_form' job. */
export interface SelfAssessmentFormJobResult {
  documentId: string;
  download_url: string;
  /** False when an earlier run had already generated it. */
  created: boolean;
}

export function documentDownloadUrl(documentId: string): string {
  return `/api/v1/documents/${documentId}`;
}

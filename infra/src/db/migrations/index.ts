import { EventStore1763700000001 } from './1763700000001-event-store';
import { ProjectionCheckpoints1763700000002 } from './1763700000002-projection-checkpoints';
import { Catalogue1763700000003 } from './1763700000003-catalogue';
import { IdempotencyKeys1763700000004 } from './1763700000004-idempotency-keys';
import { Wall1763700000005 } from './1763700000005-wall';
import { CatalogueSearch1763700000006 } from './1763700000006-catalogue-search';
import { EventOutbox1763700000007 } from './1763700000007-event-outbox';
import { Magazine1763700000008 } from './1763700000008-magazine';
import { Newsletter1763700000009 } from './1763700000009-newsletter';
import { EventStoreConcurrentRetries1763700000010 } from './1763700000010-event-store-concurrent-retries';
import { CatalogueChanges1763700000011 } from './1763700000011-catalogue-changes';
import { CheckoutCustomerDetails1763700000030 } from './1763700000030-checkout-customer-details';
import { DealerDiscounts1763700000020 } from './1763700000020-dealer-discounts';
import { DealerDiscountCellEditors1763700000021 } from './1763700000021-dealer-discount-cell-editors';
import { LeaseTermsWithoutGridRateIndex1763700000022 } from './1763700000022-lease-terms-without-grid-rate-index';
import { DealsReadModel1763700000031 } from './1763700000031-deals-read-model';
import { Documents1763700000040 } from './1763700000040-documents';
import { PaymentCharges1763700000041 } from './1763700000041-payment-charges';
import { DocumentFileSweep1763700000042 } from './1763700000042-document-file-sweep';
import { DiscountComparisonAndAudit1763700000050 } from './1763700000050-discount-comparison-and-audit';
import { DiscountAuditCoveringIndexes1763700000051 } from './1763700000051-discount-audit-covering-indexes';
import { CustomerArea1763700000060 } from './1763700000060-customer-area';

/** In order. A new migration gets the next timestamp and a line here. */
export const MIGRATIONS = [EventStore1763700000001, ProjectionCheckpoints1763700000002, Catalogue1763700000003, IdempotencyKeys1763700000004, Wall1763700000005, CatalogueSearch1763700000006, EventOutbox1763700000007, Magazine1763700000008, Newsletter1763700000009, EventStoreConcurrentRetries1763700000010, CatalogueChanges1763700000011, DealerDiscounts1763700000020, DealerDiscountCellEditors1763700000021, LeaseTermsWithoutGridRateIndex1763700000022, CheckoutCustomerDetails1763700000030, DealsReadModel1763700000031, Documents1763700000040, PaymentCharges1763700000041, DocumentFileSweep1763700000042, DiscountComparisonAndAudit1763700000050, DiscountAuditCoveringIndexes1763700000051, CustomerArea1763700000060];

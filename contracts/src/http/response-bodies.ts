import type * as auth from '../auth/auth-api';
import type * as discounts from '../dealer-discounts/api';
import type * as documents from '../documents/documents-api';
import type * as jobs from '../jobs/job-catalogue';
import type * as payment from '../payment/payment-api';
import type * as sheets from '../dealer-discounts/sheet-import';
import type * as errors from './api-error';
import type * as catalogue from './catalogue';
import type * as content from './content';
import type * as health from './health';
import type * as securityLog from '../auth/security-log';
// Checkout, customer area, ops deals, admin discounts
import type * as checkout from '../checkout/api';
import type * as customerArea from '../customer-area/api';
import type * as dealMails from '../customer-area/deal-mails';
import type * as opsDeals from '../ops/ops-deals-api';
import type * as adminDiscounts from '../ops/admin-discounts-api';

/** GET /api/v1/dealers/{id}/banks */
export interface DealerBanksResponse {
  banks: discounts.DealerBankDto[];
}

/** GET /api/v1/dealers/{id}/manufacturers */
export interface DealerManufacturersResponse {
  manufacturers: discounts.DealerManufacturerDto[];
}

/**
 * Every JSON body the API answers, by the name its OpenAPI schema gets. The types stay where they
 * are; this map only names them: `contracts/scripts/response-schemas.cjs` generates the JSON
 * Schemas from it at build time, and the API's `@RespondsWith('Name')` takes only these names and
 * checks that the handler returns this type. A response type the API answers with joins the map.
 */
export interface ResponseBodies {
  /** The body of every 4xx/5xx answer; documented where a handler answers one itself (RespondsWithOrError). */
  ApiErrorBody: errors.ApiErrorBody;
  // Catalogue
  SearchOffersResponse: catalogue.SearchOffersResponse;
  OfferCountResponse: catalogue.OfferCountResponse;
  FilterCarSeriesList: catalogue.FilterCarSeriesGroup[];
  ManufacturerList: catalogue.ManufacturerDto[];
  CarSeriesList: catalogue.CarSeriesDto[];
  CarSeriesDetailDto: catalogue.CarSeriesDetailDto;
  TrimLevelList: catalogue.TrimLevelDto[];
  CarModelResponse: catalogue.CarModelResponse;
  ProductResponse: catalogue.ProductResponse;
  FinanceDetailsResponse: catalogue.FinanceDetailsResponse;
  PackagesResponse: catalogue.PackagesResponse;
  QuoteExtrasResponse: catalogue.QuoteExtrasResponse;
  CategoriesResponse: catalogue.CategoriesResponse;
  HotOffersResponse: catalogue.HotOffersResponse;
  HomepageResponse: catalogue.HomepageResponse;
  NavigationBarResponse: catalogue.NavigationBarResponse;
  // Dealer discounts
  DiscountTableResponse: discounts.DiscountTableResponse;
  SaveDiscountsResponse: discounts.SaveDiscountsResponse;
  UnconfirmDiscountsResponse: discounts.UnconfirmDiscountsResponse;
  RestoreDiscountsResponse: discounts.RestoreDiscountsResponse;
  ScheduleDiscountCampaignResponse: discounts.ScheduleDiscountCampaignResponse;
  DiscountCampaignsResponse: discounts.DiscountCampaignsResponse;
  CancelDiscountCampaignResponse: discounts.CancelDiscountCampaignResponse;
  UpdateAllPreviewResponse: discounts.UpdateAllPreviewResponse;
  DiscountJobAccepted: discounts.DiscountJobAccepted;
  TotalAmountResponse: discounts.TotalAmountResponse;
  DiscountLayoutResponse: discounts.DiscountLayoutResponse;
  ColumnCheckerResponse: discounts.ColumnCheckerResponse;
  DiscountHistoryResponse: discounts.DiscountHistoryResponse;
  DiscountImportResponse: sheets.DiscountImportResponse;
  DiscountCopyPreviewResponse: sheets.DiscountCopyPreviewResponse;
  DealerBanksResponse: DealerBanksResponse;
  DealerManufacturersResponse: DealerManufacturersResponse;
  // Wall
  AuthenticationResponse: auth.AuthenticationResponse;
  LoginResponse: auth.LoginResponse;
  LoginOrSecondFactorResponse: auth.LoginResponse | auth.SecondFactorChallengeResponse;
  SecondFactorStatusResponse: auth.SecondFactorStatusResponse;
  SecondFactorEnrolmentResponse: auth.SecondFactorEnrolmentResponse;
  SecondFactorEnabledResponse: auth.SecondFactorEnabledResponse;
  ActiveSessionList: auth.ActiveSessionResponse[];
  TermsAcceptedResponse: auth.TermsAcceptedResponse;
  NeutralMailResponse: auth.NeutralMailResponse;
  RegistrationResponse: auth.RegistrationResponse;
  EmailConfirmedResponse: auth.EmailConfirmedResponse;
  PasswordTokenValidResponse: auth.PasswordTokenValidResponse;
  AccountReactivatedResponse: auth.AccountReactivatedResponse;
  ChangePasswordResponse: auth.ChangePasswordResponse;
  // Documents
  S3SignatureResponse: documents.S3SignatureResponse;
  UploadResponse: documents.UploadResponse;
  AttachedDocument: documents.AttachedDocument;
  AttachedDocumentList: documents.AttachedDocumentList;
  // Payment
  ChargeResponse: payment.ChargeResponse;
  PaymentActionResponse: payment.PaymentActionResponse;
  // Jobs
  JobStatusResponse: jobs.JobStatusResponse;
  // Content, newsletter
  LegalOperatorResponse: content.LegalOperatorResponse;
  MagazineOverviewResponse: content.MagazineOverviewResponse;
  MagazineCategoryResponse: content.MagazineCategoryResponse;
  MagazineArticleResponse: content.MagazineArticleResponse;
  PageContentResponse: content.PageContentResponse;
  GroupLinksResponse: content.GroupLinksResponse;
  NewsletterResponse: content.NewsletterResponse;
  // Security log, health
  SecurityLogResponse: securityLog.SecurityLogResponse;
  HealthResponse: health.HealthResponse;
  // Checkout
  DealAnswer: checkout.DealAnswer;
  ReferralResponse: checkout.ReferralResponse;
  DealMessageDto: checkout.DealMessageDto;
  SelfAssessmentFormResponse: documents.SelfAssessmentFormResponse;
  PrivatePersonalDetailsUpdateResponse: checkout.CustomerDetailsUpdateResponse<'private_personal_details'>;
  PrivateBankingDetailsUpdateResponse: checkout.CustomerDetailsUpdateResponse<'private_banking_details'>;
  BusinessCompanyManagerDetailsUpdateResponse: checkout.CustomerDetailsUpdateResponse<'business_company_manager_details'>;
  BusinessCompanyDetailsUpdateResponse: checkout.CustomerDetailsUpdateResponse<'business_company_details'>;
  BusinessPersonalDetailsUpdateResponse: checkout.CustomerDetailsUpdateResponse<'business_personal_details'>;
  FinalOfferExtrasDto: checkout.FinalOfferExtrasDto;
  FinalOfferDto: checkout.FinalOfferDto;
  RatesCalculationResponse: checkout.RatesCalculationResponse;
  CheckoutCustomerDto: checkout.CheckoutCustomerDto;
  DealOrderSummaryDto: checkout.DealOrderSummaryDto;
  // Customer area
  ArchivedDealDto: customerArea.ArchivedDealDto;
  CustomerNotificationDto: customerArea.CustomerNotificationDto;
  CustomerDealMessageDto: customerArea.CustomerDealMessageDto;
  CustomerDealDetailDto: customerArea.CustomerDealDetailDto;
  DealMailPreferenceList: dealMails.DealMailPreferenceDto[];
  CustomerDashboardDto: customerArea.CustomerDashboardDto;
  CustomerPaymentDto: customerArea.CustomerPaymentDto;
  CustomerProfileDto: customerArea.CustomerProfileDto;
  CustomerDealListDto: customerArea.CustomerDealListDto;
  CustomerDocumentList: customerArea.CustomerDocumentDto[];
  CustomerNotificationListDto: customerArea.CustomerNotificationListDto;
  // Ops deals (the contract upload answers are the documents module's S3SignatureResponse and AttachedDocument)
  AdminDealRowDto: checkout.AdminDealRowDto;
  AdminDealListResponse: checkout.AdminDealListResponse;
  OpsDealMessageDto: opsDeals.OpsDealMessageDto;
  OpsDealMessageList: opsDeals.OpsDealMessageDto[];
  OpsDealTimelineResponse: opsDeals.OpsDealTimelineResponse;
  OpsDealSearchResponse: opsDeals.OpsDealSearchResponse;
  // Admin discounts
  UsersDealersResponse: adminDiscounts.UsersDealersResponse;
  DiscountOverviewResponse: adminDiscounts.DiscountOverviewResponse;
  ComparisonManufacturersAndBanksResponse: adminDiscounts.ComparisonManufacturersAndBanksResponse;
  ComparisonDealersResponse: adminDiscounts.ComparisonDealersResponse;
  ComparisonCarSeriesResponse: adminDiscounts.ComparisonCarSeriesResponse;
  ComparisonCarModelsResponse: adminDiscounts.ComparisonCarModelsResponse;
  DiscountComparisonResponse: adminDiscounts.DiscountComparisonResponse;
  DiscountAuditResponse: adminDiscounts.DiscountAuditResponse;
  DiscountAuditUsersResponse: adminDiscounts.DiscountAuditUsersResponse;
}

export type ResponseBodyName = keyof ResponseBodies;

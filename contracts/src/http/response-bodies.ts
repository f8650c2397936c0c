import type { DealerBankDto, DealerManufacturerDto } from '../dealer-discounts/api';
import type {
  CancelDiscountCampaignResponse,
  ColumnCheckerResponse,
  DiscountCampaignsResponse,
  DiscountHistoryResponse,
  DiscountJobAccepted,
  DiscountLayoutResponse,
  DiscountTableResponse,
  RestoreDiscountsResponse,
  SaveDiscountsResponse,
  ScheduleDiscountCampaignResponse,
  TotalAmountResponse,
  UnconfirmDiscountsResponse,
  UpdateAllPreviewResponse,
} from '../dealer-discounts/api';
import type { DiscountCopyPreviewResponse, DiscountImportResponse } from '../dealer-discounts/sheet-import';
import type {
  CarModelResponse,
  CarSeriesDetailDto,
  CarSeriesDto,
  CategoriesResponse,
  FilterCarSeriesGroup,
  FinanceDetailsResponse,
  HomepageResponse,
  HotOffersResponse,
  ManufacturerDto,
  NavigationBarResponse,
  OfferCountResponse,
  PackagesResponse,
  ProductResponse,
  QuoteExtrasResponse,
  SearchOffersResponse,
  TrimLevelDto,
} from './catalogue';

/** GET /api/v1/dealers/{id}/banks */
export interface DealerBanksResponse {
  banks: DealerBankDto[];
}

/** GET /api/v1/dealers/{id}/manufacturers */
export interface DealerManufacturersResponse {
  manufacturers: DealerManufacturerDto[];
}

/**
 * Every JSON body the API answers, by the name its OpenAPI schema gets. The types stay where they
 * are; this map only names them: `contracts/scripts/response-schemas.cjs` generates the JSON
 * Schemas from it at build time, and the API's `@RespondsWith('Name')` takes only these names and
 * checks that the handler returns this type. A response type the API answers with joins the map.
 */
export interface ResponseBodies {
  // Catalogue
  SearchOffersResponse: SearchOffersResponse;
  OfferCountResponse: OfferCountResponse;
  FilterCarSeriesList: FilterCarSeriesGroup[];
  ManufacturerList: ManufacturerDto[];
  CarSeriesList: CarSeriesDto[];
  CarSeriesDetailDto: CarSeriesDetailDto;
  TrimLevelList: TrimLevelDto[];
  CarModelResponse: CarModelResponse;
  ProductResponse: ProductResponse;
  FinanceDetailsResponse: FinanceDetailsResponse;
  PackagesResponse: PackagesResponse;
  QuoteExtrasResponse: QuoteExtrasResponse;
  CategoriesResponse: CategoriesResponse;
  HotOffersResponse: HotOffersResponse;
  HomepageResponse: HomepageResponse;
  NavigationBarResponse: NavigationBarResponse;
  // Dealer discounts
  DiscountTableResponse: DiscountTableResponse;
  SaveDiscountsResponse: SaveDiscountsResponse;
  UnconfirmDiscountsResponse: UnconfirmDiscountsResponse;
  RestoreDiscountsResponse: RestoreDiscountsResponse;
  ScheduleDiscountCampaignResponse: ScheduleDiscountCampaignResponse;
  DiscountCampaignsResponse: DiscountCampaignsResponse;
  CancelDiscountCampaignResponse: CancelDiscountCampaignResponse;
  UpdateAllPreviewResponse: UpdateAllPreviewResponse;
  DiscountJobAccepted: DiscountJobAccepted;
  TotalAmountResponse: TotalAmountResponse;
  DiscountLayoutResponse: DiscountLayoutResponse;
  ColumnCheckerResponse: ColumnCheckerResponse;
  DiscountHistoryResponse: DiscountHistoryResponse;
  DiscountImportResponse: DiscountImportResponse;
  DiscountCopyPreviewResponse: DiscountCopyPreviewResponse;
  DealerBanksResponse: DealerBanksResponse;
  DealerManufacturersResponse: DealerManufacturersResponse;
}

export type ResponseBodyName = keyof ResponseBodies;

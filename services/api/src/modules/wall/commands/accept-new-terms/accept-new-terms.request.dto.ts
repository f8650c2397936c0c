export { AcceptTermsRequestDto as AcceptNewTermsRequestDto } from '../give-consent/give-consent.request.dto';

export { TokenRequestDto as ReactivateAccountRequestDto } from '../confirm-email/confirm-email.request.dto';

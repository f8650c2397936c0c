export { EmailRequestDto as RequestAccountRecoveryRequestDto } from '../resend-confirmation/resend-confirmation.request.dto';

export { EmailRequestDto as RequestPasswordRecoveryRequestDto } from '../resend-confirmation/resend-confirmation.request.dto';

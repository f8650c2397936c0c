export { AcceptTermsCommand as AcceptNewTermsCommand } from '../give-consent/give-consent.command';

export { CustomerIdParamDto as ErasePersonalDataParamDto } from '../../../wall/commands/deactivate-customer/deactivate-customer.request.dto';

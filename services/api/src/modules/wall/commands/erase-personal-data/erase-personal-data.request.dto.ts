export { CustomerIdParamDto as ErasePersonalDataParamDto } from '../deactivate-customer/deactivate-customer.request.dto';

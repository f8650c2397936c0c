// The preview takes the very body of update_all (commands/update-all), checked the same way.
export { UpdateAllRequestDto as UpdateAllPreviewRequestDto } from '../../shared/discount-bulk.request.dto';

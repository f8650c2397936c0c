// The body is shared with the preview (queries/update-all-preview): both must accept the same request.
export { UpdateAllRequestDto } from '../../shared/discount-bulk.request.dto';

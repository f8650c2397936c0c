export { CarPicture } from './car-picture';
export { paintOf } from './car-colours';

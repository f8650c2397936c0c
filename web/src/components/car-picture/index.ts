export { CarPicture } from './car-picture';

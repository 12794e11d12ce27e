export { ImageUploader } from './ImageUploader';
export type { ImageUploaderLabels, ImageUploaderProps, UploadedImage } from './ImageUploader';

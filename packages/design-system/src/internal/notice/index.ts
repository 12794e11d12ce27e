export { NoticeContent } from './NoticeParts';
export type { NoticeTone } from './NoticeParts';

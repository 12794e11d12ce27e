export { Timeline } from './Timeline';
export type { TimelineItem, TimelineProps, TimelineTone } from './Timeline';

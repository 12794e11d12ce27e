import type { ReactNode } from 'react';
import {
  StyledBody,
  StyledDescription,
  StyledEmpty,
  StyledItem,
  StyledList,
  StyledMarker,
  StyledTime,
  StyledTitle,
} from './Timeline.styles';
import type { TimelineTone } from './Timeline.styles';

export type { TimelineTone };

export interface TimelineItem {
  /** Stable identifier. */
  key: string;
  /** What happened. */
  title: string;
  /** When it happened, already formatted by the app. */
  time?: string;
  /** More detail under the title. */
  description?: ReactNode;
  /** Colour of the marker. */
  tone?: TimelineTone;
}

export interface TimelineProps {
  /** The events, in the order shown. */
  items: TimelineItem[];
  /** Shown when there are no items; without it an empty timeline renders nothing. */
  emptyLabel?: string;
  /** Accessible name of the list. */
  label?: string;
}

/** A vertical list of dated events, each with a marker on a connecting line. */
export function Timeline({ items, emptyLabel, label }: TimelineProps) {
  if (items.length === 0) {
    return emptyLabel ? <StyledEmpty>{emptyLabel}</StyledEmpty> : null;
  }
  return (
    <StyledList aria-label={label}>
      {items.map((item) => (
        <StyledItem key={item.key}>
          <StyledMarker aria-hidden="true" $tone={item.tone ?? 'info'} />
          <StyledBody>
            <StyledTitle>{item.title}</StyledTitle>
            {item.time && <StyledTime>{item.time}</StyledTime>}
            {item.description && <StyledDescription>{item.description}</StyledDescription>}
          </StyledBody>
        </StyledItem>
      ))}
    </StyledList>
  );
}

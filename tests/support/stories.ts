import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import { afterEach, beforeEach, describe, test, vi } from 'vitest';
import preview from '../../.storybook/preview';

/**
 * Stories run here as Storybook runs them (the project's preview: decorators, MSW loader, the
 * 5 s wait of `findBy…`), and each ends with the accessibility addon's check, as in the
 * workbench's panel. The story tests render every story once and check it in that one render:
 * play, accessibility and picture (ADR 0081).
 */
setProjectAnnotations([{ afterEach: checkAccessibility }, preview]);

export type StoriesModule = { default: Meta } & Record<string, unknown>;

export interface StoryCase {
  /** Storybook's id, as in the workbench's address (`pages-orders-list--default`). */
  id: string;
  title: string;
  name: string;
  tags: string[];
  /**
   * Loads, renders and plays the story in `canvasElement`, then fails on any accessibility
   * violation. `beforePlay` runs once the story is on screen, before its play acts on it.
   */
  run(
    canvasElement: HTMLElement,
    options?: { beforePlay?: (canvasElement: HTMLElement) => Promise<void> },
  ): Promise<void>;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** What a failed report says: each violated rule and where, or the check's own error. */
function describeReport(result: unknown): string {
  const { violations, error } = result as { violations?: AxeViolation[]; error?: unknown };
  if (!violations) return `the accessibility check failed: ${String(error)}`;
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'no impact'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    .join('\n');
}

/** Every story of `modules` (an `import.meta.glob` of stories files), in file and export order. */
export function storyCases(modules: Record<string, StoriesModule>): StoryCase[] {
  return Object.values(modules).flatMap((module) => {
    const meta = module.default;
    // A module typed only as "some exports" composes to unknown values; each is a composed story.
    const composedStories = composeStories(module) as Record<
      string,
      { id: string; storyName: string; tags: string[] }
    >;
    return Object.entries(composedStories).map(([exportName, composed]) => {
      const annotations = module[exportName] as StoryObj;
      return {
        id: composed.id,
        title: meta.title ?? exportName,
        name: composed.storyName,
        tags: composed.tags,
        async run(canvasElement, { beforePlay } = {}) {
          const play = annotations.play;
          const story = composeStory(
            beforePlay
              ? {
                  ...annotations,
                  play: async (context: StoryContext) => {
                    await beforePlay(context.canvasElement);
                    await play?.(context);
                  },
                }
              : annotations,
            meta,
            undefined,
            exportName,
          );
          await story.run({ canvasElement });
          const failed = story.reporting.reports.filter((report) => report.status === 'failed');
          if (failed.length > 0) {
            throw new Error(failed.map((report) => describeReport(report.result)).join('\n'));
          }
        },
      } satisfies StoryCase;
    });
  });
}

/**
 * One test per story, under its title, each given a fresh canvas `<div>` that leaves with it.
 * A story that logs an error to the console fails (`failOnConsoleErrors`).
 */
export function testEveryStory(
  cases: readonly StoryCase[],
  check: (story: StoryCase, canvas: HTMLElement) => Promise<void>,
) {
  failOnConsoleErrors();
  let canvas: HTMLElement | undefined;
  afterEach(() => canvas?.remove());
  for (const story of cases) {
    describe(story.title, () => {
      test(story.name, async () => {
        canvas = document.body.appendChild(document.createElement('div'));
        await check(story, canvas);
      });
    });
  }
}

/**
 * Fails the story that logs an error to the console (React's warnings, a failed render caught by
 * a boundary, a query's unexpected error): the workbench would show it in red. A mocked API
 * failure is the browser's network log, not a console call, so the failure states pass.
 */
export function failOnConsoleErrors() {
  let logged: string[] = [];
  beforeEach(() => {
    logged = [];
    const log = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      log(...args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    if (logged.length > 0) throw new Error(`console.error:\n${logged.join('\n')}`);
  });
}

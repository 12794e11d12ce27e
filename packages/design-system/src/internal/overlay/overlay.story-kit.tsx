import { useState } from 'react';
import type { ComponentType } from 'react';
import { Button } from '../../Button';
import type { ModalCloseReason } from './useDialog';

/* What the Modal and SidePanel stories share. Not part of the package's build. */

interface OverlayArgs {
  open: boolean;
  onClose: (reason: ModalCloseReason) => void;
}

/**
 * The overlays are controlled: the story owns `open` and opens the overlay from a button, like a
 * page would, still reporting every close to the story's spy.
 */
export function WithOpener<P extends OverlayArgs>({
  overlay: Overlay,
  openLabel,
  args,
}: {
  overlay: ComponentType<P>;
  openLabel: string;
  args: P;
}) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
      <Overlay
        {...args}
        open={open}
        onClose={(reason: ModalCloseReason) => {
          args.onClose(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

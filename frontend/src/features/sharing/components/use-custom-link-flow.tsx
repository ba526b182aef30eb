import { useRef, useState } from 'react';
import type { ShareLink } from '../api/schemas';
import { ShareLinkGeneratedDialog } from './ShareLinkGeneratedDialog';
import { ShareProfileDialog } from './ShareProfileDialog';

/** Share Profile dialog, then Share Link Generated with the new link: for Custom Link and New. */
export function useCustomLinkFlow() {
  const [open, setOpen] = useState(false);
  const [generated, setGenerated] = useState<ShareLink | null>(null);
  // The second dialog opens from inside the first, which is gone by then: keyboard users get
  // their focus back on the button that started it all, not on the page body.
  const trigger = useRef<HTMLElement | null>(null);
  const dialogs = (
    <>
      <ShareProfileDialog
        open={open}
        onClose={() => setOpen(false)}
        onCreated={(link) => {
          setOpen(false);
          setGenerated(link);
        }}
      />
      <ShareLinkGeneratedDialog link={generated} onClose={() => setGenerated(null)} afterClose={() => trigger.current?.focus()} />
    </>
  );
  const openDialog = () => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };
  return { openDialog, dialogs };
}

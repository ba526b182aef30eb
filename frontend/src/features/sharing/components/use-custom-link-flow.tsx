import { useState } from 'react';
import type { ShareLink } from '../api/schemas';
import { ShareLinkGeneratedDialog } from './ShareLinkGeneratedDialog';
import { ShareProfileDialog } from './ShareProfileDialog';

/** Share Profile dialog, then Share Link Generated with the new link: for Custom Link and New. */
export function useCustomLinkFlow() {
  const [open, setOpen] = useState(false);
  const [generated, setGenerated] = useState<ShareLink | null>(null);
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
      <ShareLinkGeneratedDialog link={generated} onClose={() => setGenerated(null)} />
    </>
  );
  return { openDialog: () => setOpen(true), dialogs };
}

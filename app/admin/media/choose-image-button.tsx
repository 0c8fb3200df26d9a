import { useCallback, useState } from "react";
import { Button } from "#app/ui/button";
import { useLayout } from "#app/storefront/frame/use-layout";
import { MediaLibraryDialog } from "./media-library-dialog";
import type { MediaItem } from "./media-api";

/**
 * [button] `Choose image` beside a form's image address: opens the [dialog] `Media library` and puts
 * the chosen image's address (and its alt text, when the form has a field for it) into the form.
 */
export function ChooseImageButton({ urlField, altField }: { urlField: string; altField?: string }) {
  const { apiNonce } = useLayout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const choose = (item: MediaItem) => {
    const url = document.getElementById(urlField) as HTMLInputElement | null;
    if (url) url.value = item.url;
    const alt = altField ? (document.getElementById(altField) as HTMLInputElement | null) : null;
    if (alt && item.alt) alt.value = item.alt;
  };
  return (
    <>
      <Button variant="secondary" small onClick={() => setOpen(true)}>
        Choose image
      </Button>
      <MediaLibraryDialog open={open} onClose={close} nonce={apiNonce} onChoose={choose} />
    </>
  );
}

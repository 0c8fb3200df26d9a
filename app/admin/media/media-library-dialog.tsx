import { Dialog } from "#app/ui/dialog";
import { MediaLibrary } from "./media-library";
import type { MediaItem } from "./media-api";

/**
 * [dialog] `Media library`: the library (app/admin/media/media-library.tsx) in a modal dialog; `Choose
 * image` hands the chosen image to `onChoose` and closes it.
 */
export function MediaLibraryDialog({
  open,
  onClose,
  nonce,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  nonce: string;
  onChoose: (item: MediaItem) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Media library">
      <MediaLibrary
        nonce={nonce}
        onChoose={(item) => {
          onChoose(item);
          onClose();
        }}
      />
    </Dialog>
  );
}

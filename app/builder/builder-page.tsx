import { BuilderDocument } from "./document-view";
import type { BuilderView } from "./builder-view";
import { PagePopups } from "./popups/page-popups";
import type { PopupView } from "./popups/popup-view";

export interface BuilderPageData {
  view: BuilderView;
  popups: PopupView[];
}

/** A page-builder page: its document and popups, as React Router renders it and as a plain page hydrates it (decision 0045). */
export function BuilderPage({ data }: { data: BuilderPageData }) {
  return (
    <>
      <BuilderDocument view={data.view} />
      <PagePopups popups={data.popups} />
    </>
  );
}

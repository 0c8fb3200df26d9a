import { BuilderDocument } from "../../builder/document-view";
import type { BuilderView } from "../../builder/builder-view";
import { PagePopups } from "../../builder/popups/page-popups";
import type { PopupView } from "../../builder/popups/popup-view";
import { ContentArea } from "./content-area";

/** The home page's content (not the site search it also answers): its areas, document and popups. */
export interface HomeContentData {
  slider: string;
  document: BuilderView | null;
  cta: string;
  personalized: string;
  popups: PopupView[];
}

/** The home page as React Router renders it and as a plain page hydrates it (decision 0045). */
export function HomeContent({ data }: { data: HomeContentData }) {
  return (
    <>
      <ContentArea kind="slider" html={data.slider} />
      {data.document ? <BuilderDocument view={data.document} /> : <h1>Welcome</h1>}
      <ContentArea kind="cta" html={data.cta} />
      <ContentArea kind="personalized" html={data.personalized} />
      <PagePopups popups={data.popups} />
    </>
  );
}

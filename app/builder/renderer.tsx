import type { CSSProperties } from "react";
import type { ElementNode, PageDocument } from "../../core/document-types";
import { WIDGETS, type AnyWidget } from "./registry";
import { WidgetBoundary } from "./widget-boundary";

interface RenderOptions {
  editMode?: boolean;
}

/**
 * A page-builder document rendered for visitors (or, with editMode, for the editor's preview). Its
 * widget settings must have been parsed with renderableDocument (widget-settings.ts) first.
 */
export function DocumentRenderer({ document, editMode = false }: { document: Pick<PageDocument, "id" | "elements">; editMode?: boolean }) {
  return (
    <div className="elementor" data-elementor-id={document.id}>
      <Elements elements={document.elements} options={{ editMode }} />
    </div>
  );
}

function Elements({ elements, options }: { elements: ElementNode[]; options: RenderOptions }) {
  return (
    <>
      {elements.map((el) => (
        <ElementView key={el.id} element={el} options={options} />
      ))}
    </>
  );
}

/** Settings were parsed on the server (renderableDocument); a widget that still fails is contained by its boundary. */
function WidgetView({ def, element }: { def: AnyWidget; element: ElementNode }) {
  return <def.Component settings={element.settings} element={element} />;
}

function containerStyle(settings: Record<string, unknown>): CSSProperties | undefined {
  const dir = settings.flex_direction;
  return dir === "row" || dir === "column" || dir === "row-reverse" || dir === "column-reverse" ? { flexDirection: dir } : undefined;
}

function ElementView({ element, options }: { element: ElementNode; options: RenderOptions }) {
  if (element.elType === "widget") {
    const def = element.widgetType ? WIDGETS[element.widgetType] : undefined;
    if (!def) {
      return options.editMode ? <div className="widget-placeholder">Unknown widget: {element.widgetType ?? "none"}</div> : null;
    }
    return (
      <WidgetBoundary label={def.title} editMode={options.editMode}>
        <div className={`elementor-element elementor-widget elementor-widget-${def.type}`} data-id={element.id}>
          <WidgetView def={def} element={element} />
        </div>
      </WidgetBoundary>
    );
  }
  const boxed = element.settings?.content_width !== "full";
  return (
    <div
      className={`elementor-element e-con e-${element.elType}${boxed ? " e-con-boxed" : " e-con-full"}`}
      data-id={element.id}
      data-element_type={element.elType}
      style={containerStyle(element.settings ?? {})}
    >
      <Elements elements={element.elements ?? []} options={options} />
    </div>
  );
}

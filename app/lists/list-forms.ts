import { Form, useActionData, useFetcher, useSendsForms, type FormProps } from "../routing/routing";
import type { ComponentType } from "react";
import type { ListFormResult } from "./list-form.server";

/**
 * How a lists page sends its forms and what the last one answered. A router page sends them as its
 * navigation and shows the action's answer; a plain page (decision 0123) sends them itself, as one
 * fetcher, so the answer shows in place and the page's data is read again. Sent before the scripts
 * run, the browser posts the form and the action's page answers (the router renders it).
 */
export function useListForms(): { ListForm: ComponentType<FormProps>; result: ListFormResult | undefined } {
  const answered = useActionData<ListFormResult>();
  const fetcher = useFetcher<ListFormResult>();
  const ListForm = useSendsForms() ? Form : fetcher.Form;
  return { ListForm, result: fetcher.data ?? answered };
}

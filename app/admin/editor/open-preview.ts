/**
 * Opens the editor's Preview in a new tab: a form POST (target `_blank`) of the tree and settings the
 * editor holds now, with the page's nonce, to the document's preview (decision 0095). Call it from the
 * click itself, so the browser lets the new tab open.
 */
export function openPreview(address: string, fields: Record<string, string>) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = address;
  form.target = "_blank";
  form.enctype = "multipart/form-data";
  form.rel = "noopener";
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
